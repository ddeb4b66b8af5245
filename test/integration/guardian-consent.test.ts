import { PRIVACY_LIMITS, PRIVACY_NOTICE_VERSION } from '@academy/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { storedMails } from '../../infra/local/ses';
import { api, DEMO_PASSWORD, setConsents, signIn, uniqueEmail } from '../support/api';
import { testDb, useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';

useLocalStackEnv();
const { passwordAuth } = await import('../../functions/src/auth/identity');
const { findIdentitySub } = await import('../../functions/src/auth/identity');
const { guardianToken } = await import('../../functions/src/privacy/guardian-tokens');
const { latestGuardianMail } = await import('../../functions/src/privacy/guardian-repository');
const { emailToken } = await import('../../functions/src/notifications/email-tokens');
const { keys } = await import('../support/table-keys');

/**
 * Issue 41, minors: under 18 the account waits for a parent's or guardian's consent. Registration answers no
 * session, sign-in and any token are refused, the parent's mail (from the table's stream, in the local SES inbox)
 * carries a signed link; its page names the child, its POST opens the account. Expired, forged and borrowed
 * tokens are refused; the minor may have the link sent again, at most once a minute.
 */

const PENDING =
  'Your parent or guardian has not confirmed your account yet. Please ask them to open the link we emailed them; you can send it again from the sign-in page.';
const fourteenYearsAgo = () => `${new Date().getUTCFullYear() - 14}-03-10`;

const mailsTo = async (address: string) => {
  await eventsSettled();
  return (await storedMails(inject('sesEndpoint'))).filter((m) => m.destination.to.includes(address));
};

/** The token of the newest consent link mailed to the parent. */
async function linkToken(parentEmail: string): Promise<{ token: string; url: string }> {
  const mails = await mailsTo(parentEmail);
  const text = mails.at(-1)?.body.text ?? '';
  const url = /https?:\/\/\S+guardian-consent\?token=\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no consent link in ${JSON.stringify(text)}`);
  return { url, token: decodeURIComponent(new URL(url).searchParams.get('token')!) };
}

async function registerMinor(name = 'Aarav Shah', locale?: 'hi') {
  const email = uniqueEmail('minor');
  const parentEmail = uniqueEmail('parent');
  const res = await api('/api/auth/register', {
    method: 'POST',
    body: {
      name,
      email,
      password: DEMO_PASSWORD,
      dateOfBirth: fourteenYearsAgo(),
      guardianEmail: parentEmail,
      // Ticked by the child: still off for a minor.
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, watchAnalytics: true },
      ...(locale ? { locale } : {}),
    },
  });
  return { email, parentEmail, res, sub: (await findIdentitySub(email))! };
}

const guardianRequest = (token: string) =>
  api(`/api/privacy/guardian-consent?token=${encodeURIComponent(token)}`);
const confirm = (token: string) =>
  api('/api/privacy/guardian-consent', {
    method: 'POST',
    body: { token, relationship: 'parent', consent: true },
  });
const resend = (email: string, password = DEMO_PASSWORD) =>
  api('/api/privacy/guardian-consent/resend', { method: 'POST', body: { email, password } });

describe('a minor’s registration', () => {
  it('stays pending until the parent’s link is used, then signs in', async () => {
    // Registration: no session, the parent's address partly hidden
    const minor = await registerMinor('Aarav Shah');
    expect(minor.res.status).toBe(201);
    expect(minor.res.body).toEqual({
      pending: 'guardian',
      guardianEmail: `${minor.parentEmail[0]}•••@test.academy`,
      message: 'We have emailed your parent or guardian. You can sign in once they confirm.',
    });

    // Sign-in refused, and a token got from Cognito directly opens nothing
    const login = await api('/api/auth/login', {
      method: 'POST',
      body: { email: minor.email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ message: PENDING, code: 'guardian-pending' });
    const auth = await passwordAuth(minor.email, DEMO_PASSWORD);
    if (auth.kind !== 'tokens') throw new Error('expected tokens');
    const me = await api('/api/auth/me', { token: auth.tokens.idToken });
    expect(me.status).toBe(403);
    expect(me.body).toEqual({ message: PENDING, code: 'guardian-pending' });
    const refreshed = await api('/api/auth/refresh', {
      method: 'POST',
      body: { refreshToken: auth.tokens.refreshToken },
    });
    expect(refreshed.status).toBe(403);

    // The parent's mail, with the signed link to the consent page
    const mails = await mailsTo(minor.parentEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Aarav Shah');
    expect(mails[0]!.body.html).toContain('guardian-consent?token=');
    const { token, url } = await linkToken(minor.parentEmail);
    expect(new URL(url).pathname).toBe('/guardian-consent');

    // The page names the child, pending, with the link's expiry
    const shown = await guardianRequest(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ childName: 'Aarav Shah', status: 'pending' });
    const days = (Date.parse(shown.body.expiresAt) - Date.parse(shown.body.requestedAt)) / 86_400_000;
    expect(Math.round(days)).toBe(PRIVACY_LIMITS.guardianLinkDays);

    // The parent consents; a second confirmation answers confirmed too
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ childName: 'Aarav Shah', status: 'confirmed' });
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('confirmed');
    expect((await guardianRequest(token)).body.status).toBe('confirmed');

    // The minor signs in; analytics stay off; the parent's consent is on record
    const session = await signIn(minor.email);
    expect(session.user).toMatchObject({
      privacy: { minor: true, watchAnalytics: false, consentNeeded: false },
    });
    const overview = await api('/api/privacy', { token: session.token });
    expect(overview.body.consents[0]).toEqual({
      at: expect.any(String),
      kind: 'guardian',
      granted: true,
      by: 'guardian',
      guardianEmail: minor.parentEmail,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(overview.body.consents.filter((c: { kind: string }) => c.kind === 'guardian')).toHaveLength(1);
    const analytics = await setConsents(session.token, { watchAnalytics: true });
    expect(analytics.status).toBe(400);
    expect(analytics.body.message).toBe('Watch-time analytics stay off for accounts of people under 18.');
  });

  it('asks for the parent’s email under 18', async () => {
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: {
        name: 'No Parent',
        email: uniqueEmail('minor'),
        password: DEMO_PASSWORD,
        dateOfBirth: fourteenYearsAgo(),
        consent: { noticeVersion: PRIVACY_NOTICE_VERSION, watchAnalytics: false },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Under 18, we need your parent’s or guardian’s email');
  });

  it('writes the parent’s link in the child’s language', async () => {
    const minor = await registerMinor('Meera Pillai', 'hi');
    expect(minor.res.status).toBe(201);
    const { url } = await linkToken(minor.parentEmail);
    expect(new URL(url).pathname).toBe('/hi/guardian-consent');
  });
});

describe('the parent’s link', () => {
  it('refuses an expired, a forged and a borrowed token', async () => {
    const minor = await registerMinor('Ishita Rao');
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const expired = await guardianToken(minor.sub, eightDaysAgo);
    for (const answer of [await guardianRequest(expired), await confirm(expired)]) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'This link has expired. Please ask your child to send a new one from the sign-in page.',
      );
    }
    const good = await guardianToken(minor.sub, new Date().toISOString());
    const [body, signature] = good.split('.') as [string, string];
    const forged = `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    // An unsubscribe link's token is signed with the same key, but is not a parent's consent.
    const unsubscribe = await emailToken(minor.sub, 'forum');
    for (const token of [forged, unsubscribe, 'not-a-token']) {
      const answer = await confirm(token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'This link is not valid. Please open the latest link we emailed you, or ask your child to send a new one.',
      );
    }
    // Nor does a parent's link's token pass for an unsubscribe link's.
    const asUnsubscribe = await api(`/api/notifications/unsubscribe?token=${encodeURIComponent(good)}`, {
      method: 'POST',
    });
    expect(asUnsubscribe.status).toBe(400);
    // Nothing changed: the minor still cannot sign in.
    const login = await api('/api/auth/login', {
      method: 'POST',
      body: { email: minor.email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(403);
  });
});

describe('sending the link again', () => {
  it('needs the minor’s password, and mails at most once a minute', async () => {
    const minor = await registerMinor('Kabir Das');
    expect(await mailsTo(minor.parentEmail)).toHaveLength(1);

    // A wrong password and an unknown email are refused alike.
    const wrong = await resend(minor.email, 'Not-the-password1!');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That password is not right.');
    const unknown = await resend(uniqueEmail('nobody'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('That password is not right.');

    // Within a minute of the registration's mail: the same answer, no mail.
    const soon = await resend(minor.email);
    expect(soon.status).toBe(202);
    expect(soon.body.message).toContain('we have emailed them the link again');
    expect(await mailsTo(minor.parentEmail)).toHaveLength(1);

    // A minute later: mailed again (the last mail made older than a minute), and then not again at once.
    const latest = (await latestGuardianMail(minor.sub))!;
    await testDb().send(
      new UpdateCommand({
        TableName: 'academy',
        Key: keys.guardianMail(minor.sub, latest.at),
        UpdateExpression: 'SET #at = :old',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':old': new Date(Date.now() - 61_000).toISOString() },
      }),
    );
    expect((await resend(minor.email)).status).toBe(202);
    expect((await resend(minor.email)).status).toBe(202);
    expect(await mailsTo(minor.parentEmail)).toHaveLength(2);

    // An adult with the right password gets the same answer, and nobody is mailed.
    const adult = await signIn('student@demo.academy');
    expect(adult.user.id).toBeTruthy();
    const adultResend = await resend('student@demo.academy');
    expect(adultResend.status).toBe(202);
    expect(adultResend.body).toEqual(soon.body);
  });
});

describe('the demo minor', () => {
  it('waits for the parent’s consent', async () => {
    const login = await api('/api/auth/login', {
      method: 'POST',
      body: { email: 'student6@demo.academy', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(PENDING);
    expect(await mailsTo('parent6@demo.academy')).not.toHaveLength(0);
  });
});
