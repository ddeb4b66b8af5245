import { PRIVACY_NOTICE_VERSION } from '@academy/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../lib/secrets', () => ({ secretString: async () => 'unit-test-signing-key' }));

const { privacyOf, privacyUpdate } = await import('../users/privacy');
const { maskedEmail } = await import('./service');
const { registrationPrivacy } = await import('./consent');
const { GUARDIAN_LINK_EXPIRED, GUARDIAN_LINK_INVALID, guardianToken, readGuardianToken } = await import(
  './guardian-tokens'
);
const { guardianMail } = await import('./guardian-mail');
const { emailToken, readEmailToken } = await import('../notifications/email-tokens');

beforeAll(() => {
  process.env.EMAIL_TOKEN_SECRET_ID = 'unit-test';
  process.env.TABLE_NAME = 'academy';
});

describe('privacyOf: the profile’s privacy state as the API answers it', () => {
  it('asks for consent where none is on record or an older notice was agreed to', () => {
    expect(privacyOf({})).toEqual({ consentNeeded: true, watchAnalytics: false, minor: false });
    expect(
      privacyOf({ privacy: { noticeVersion: '2020-01-01', watchAnalytics: true, minor: false } }),
    ).toEqual({
      noticeVersion: '2020-01-01',
      consentNeeded: true,
      watchAnalytics: true,
      minor: false,
    });
  });

  it('turns watch-time analytics on only when agreed to, with a notice, and never for a minor', () => {
    const current = { noticeVersion: PRIVACY_NOTICE_VERSION, minor: false };
    expect(privacyOf({ privacy: { ...current, watchAnalytics: true } }).watchAnalytics).toBe(true);
    expect(privacyOf({ privacy: { ...current, watchAnalytics: false } }).watchAnalytics).toBe(false);
    expect(privacyOf({ privacy: { watchAnalytics: true, minor: false } }).watchAnalytics).toBe(false);
    expect(privacyOf({ privacy: { ...current, watchAnalytics: true, minor: true } })).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      consentNeeded: false,
      watchAnalytics: false,
      minor: true,
    });
  });

  it('names a scheduled deletion, never the parent’s address', () => {
    const view = privacyOf({
      privacy: {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        watchAnalytics: false,
        minor: true,
        guardian: 'confirmed',
        guardianEmail: 'parent@example.com',
        deletionAt: '2026-12-05T10:00:00.000Z',
      },
    });
    expect(view.deletionAt).toBe('2026-12-05T10:00:00.000Z');
    expect(JSON.stringify(view)).not.toContain('parent@example.com');
  });
});

describe('privacyUpdate: the profile’s privacy write for a transaction', () => {
  it('sets and removes only the named fields of an existing map, on the conditions asked', () => {
    const { Update } = privacyUpdate(
      { id: 'u1', privacy: { watchAnalytics: true, minor: true, guardian: 'pending' } },
      { guardian: 'confirmed', deletionAt: null },
      '2026-11-28T10:00:00.000Z',
      { guardian: 'pending' },
    );
    expect(Update!.Key).toEqual({ PK: 'USER#u1', SK: 'PROFILE' });
    expect(Update!.UpdateExpression).toBe('SET updatedAt = :now, #privacy.#f0 = :f0 REMOVE #privacy.#f1');
    expect(Update!.ConditionExpression).toBe(
      'attribute_exists(PK) AND #privacy.#w0 = :w0 AND attribute_type(#privacy, :map)',
    );
    expect(Update!.ExpressionAttributeNames).toMatchObject({
      '#f0': 'guardian',
      '#f1': 'deletionAt',
      '#w0': 'guardian',
    });
    expect(Update!.ExpressionAttributeValues).toMatchObject({ ':f0': 'confirmed', ':w0': 'pending' });
  });

  it('writes the whole map on an account without one, on condition there is still none', () => {
    const { Update } = privacyUpdate({ id: 'u2' }, { watchAnalytics: false }, '2026-11-28T10:00:00.000Z');
    expect(Update!.UpdateExpression).toBe('SET #privacy = :privacy, updatedAt = :now');
    expect(Update!.ConditionExpression).toBe('attribute_exists(PK) AND attribute_not_exists(#privacy)');
    expect(Update!.ExpressionAttributeValues![':privacy']).toEqual({ watchAnalytics: false, minor: false });
  });
});

describe('registrationPrivacy: what registration stores', () => {
  const now = '2026-11-28T10:00:00.000Z';
  it('records an adult’s notice and watch-time choice with the profile', () => {
    const { privacy, writesFor } = registrationPrivacy({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      watchAnalytics: true,
      minor: false,
    });
    expect(privacy).toEqual({ noticeVersion: PRIVACY_NOTICE_VERSION, watchAnalytics: true, minor: false });
    const items = writesFor('u1', now).map((w) => w.Put!.Item!);
    expect(items.map((i) => [i.SK, i.kind, i.granted])).toEqual([
      [`CONSENT#${now}#0`, 'notice', true],
      [`CONSENT#${now}#1`, 'watchAnalytics', true],
    ]);
  });

  it('keeps a minor’s analytics off, their parent’s consent pending, and writes the parent’s first mail', () => {
    const { privacy, writesFor } = registrationPrivacy({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      watchAnalytics: true,
      minor: true,
      guardianEmail: 'parent@example.com',
      locale: 'hi',
    });
    expect(privacy).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      watchAnalytics: false,
      minor: true,
      guardian: 'pending',
      guardianEmail: 'parent@example.com',
    });
    const items = writesFor('u1', now).map((w) => w.Put!.Item!);
    expect(items.map((i) => i.entity)).toEqual(['consentRecord', 'guardianConsent', 'guardianMail']);
    expect(items[2]).toMatchObject({
      SK: `GUARDIANMAIL#${now}`,
      guardianEmail: 'parent@example.com',
      locale: 'hi',
      expiresAt: Date.parse(now) / 1000 + 7 * 86_400,
    });
  });
});

describe('the parent’s link', () => {
  it('hides the parent’s address in registration’s answer', () => {
    expect(maskedEmail('parent@example.com')).toBe('p•••@example.com');
    expect(maskedEmail('broken')).toBe('•••');
  });

  it('signs the child’s account and an expiry, and refuses expired, forged and unsubscribe tokens', async () => {
    const token = await guardianToken('child-1', '2026-11-28T10:00:00.000Z');
    await expect(readGuardianToken(token, new Date('2026-12-01T00:00:00Z'))).resolves.toEqual({
      userId: 'child-1',
      expires: Date.parse('2026-12-05T10:00:00.000Z') / 1000,
    });
    await expect(readGuardianToken(token, new Date('2026-12-06T00:00:00Z'))).rejects.toThrow(
      GUARDIAN_LINK_EXPIRED,
    );
    const [body, signature] = token.split('.');
    await expect(readGuardianToken(`${body}.${'A'.repeat(signature!.length)}`)).rejects.toThrow(
      GUARDIAN_LINK_INVALID,
    );
    // The unsubscribe links share the key; neither kind of token passes for the other.
    const unsubscribe = await emailToken('child-1', 'forum');
    await expect(readGuardianToken(unsubscribe)).rejects.toThrow(GUARDIAN_LINK_INVALID);
    await expect(readEmailToken(token, new Date('2026-12-01T00:00:00Z'))).rejects.toThrow();
  });

  it('writes the mail with the child’s name, the link in the child’s language and its expiry', () => {
    const mail = guardianMail({
      childName: 'Aarav <Shah>',
      locale: 'hi',
      site: 'https://academy.example',
      token: 'abc.def',
      expiresAt: '2026-12-05T10:00:00.000Z',
    });
    expect(mail.subject).toContain('Aarav <Shah>');
    expect(mail.text).toContain('https://academy.example/hi/guardian-consent?token=abc.def');
    expect(mail.html).toContain('Aarav &lt;Shah&gt;');
    expect(mail.html).toContain('lang="hi');
  });
});
