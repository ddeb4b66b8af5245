import { PRIVACY_NOTICE_VERSION } from '@academy/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../lib/secrets', () => ({ secretString: async () => 'unit-test-signing-key' }));

const { maskedEmail } = await import('./service');
const { registrationPrivacy } = await import('./consent');
const { GUARDIAN_LINK_EXPIRED, GUARDIAN_LINK_INVALID, guardianToken, readGuardianToken } = await import(
  './guardian-tokens'
);
const { guardianMail } = await import('./guardian-mail');

beforeAll(() => {
  process.env.EMAIL_TOKEN_SECRET_ID = 'unit-test';
  process.env.TABLE_NAME = 'academy';
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
    // Signed with the same key as the unsubscribe links, but without `p: 'guardian'`: not a parent's link.
    const { signedToken } = await import('../lib/signed-tokens');
    const unsubscribeLike = await signedToken({ u: 'child-1', t: 'forum', x: 2_000_000_000 });
    await expect(readGuardianToken(unsubscribeLike)).rejects.toThrow(GUARDIAN_LINK_INVALID);
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
