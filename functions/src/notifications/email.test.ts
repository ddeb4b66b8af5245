import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  type NotificationType,
} from '@academy/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../lib/secrets', () => ({ secretString: async () => 'unit-test-signing-key' }));

const { emailPlan, unsubscribeHeaders } = await import('./email-delivery');
const { settingsOf } = await import('./email-repository');
const { digestMail, escapeHtml, notificationMail } = await import('./email-templates');
const { EXPIRED_LINK, INVALID_LINK, emailToken, readEmailToken } = await import('./email-tokens');

const links = {
  site: 'https://academy.example',
  unsubscribeApi: 'https://academy.example/api/notifications/unsubscribe?token=t',
  unsubscribePage: 'https://academy.example/unsubscribe?token=t',
};
const withTypes = (
  changes: Partial<NotificationPreferences['types']>,
  digest = false,
): NotificationPreferences => ({
  types: { ...defaultNotificationPreferences.types, ...changes },
  digest,
});

beforeAll(() => {
  process.env.EMAIL_TOKEN_SECRET_ID = 'unit-test';
});

describe('emailPlan: how a notification reaches the inbox', () => {
  /** emailPlan's answer for each type `expected` names, under `preferences`, compared whole. */
  const expectPlans = (
    preferences: NotificationPreferences,
    expected: Partial<Record<NotificationType, string>>,
  ) =>
    expect(
      Object.fromEntries(
        Object.keys(expected).map((type) => [type, emailPlan(type as NotificationType, preferences)]),
      ),
    ).toEqual(expected);

  it('mails reminders, receipts, assignments, tickets and chats by default, not forum or discussion activity', () => {
    expectPlans(defaultNotificationPreferences, {
      'live-session': 'now',
      enrollment: 'now',
      assignment: 'now',
      support: 'now',
      chat: 'after-quiet-period',
      forum: 'none',
      discussion: 'none',
    });
  });

  it('sends nothing for a type whose e-mail is off', () => {
    expect(emailPlan('live-session', withTypes({ 'live-session': { inApp: true, email: false } }))).toBe(
      'none',
    );
  });

  it('gathers all but reminders and receipts into the digest', () => {
    expectPlans(withTypes({ forum: { inApp: true, email: true } }, true), {
      forum: 'digest',
      chat: 'digest',
      assignment: 'digest',
      'live-session': 'now',
      enrollment: 'now',
    });
  });
});

describe('settingsOf', () => {
  it('answers the defaults for someone who never saved, and fills types a saved item lacks', () => {
    expect(settingsOf(undefined)).toEqual(defaultNotificationPreferences);
    const saved = settingsOf({ types: { forum: { email: true } }, digest: true });
    expect(saved.types.forum).toEqual({ inApp: true, email: true });
    expect(saved.types.chat).toEqual(defaultNotificationPreferences.types.chat);
    expect(saved.digest).toBe(true);
  });
});

describe('unsubscribe tokens', () => {
  it('round-trips the person and the type', async () => {
    const token = await emailToken('user-1', 'forum');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    await expect(readEmailToken(token)).resolves.toMatchObject({ userId: 'user-1', type: 'forum' });
  });

  it('refuses a changed token, a foreign signature and garbage', async () => {
    const token = await emailToken('user-1', 'forum');
    const [body, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ u: 'user-2', t: 'forum', x: 9e9 })).toString('base64url');
    await expect(readEmailToken(`${other}.${signature}`)).rejects.toThrow(INVALID_LINK);
    await expect(readEmailToken(`${body}.${'A'.repeat(signature!.length)}`)).rejects.toThrow(INVALID_LINK);
    await expect(readEmailToken('nonsense')).rejects.toThrow(INVALID_LINK);
    await expect(readEmailToken(`${body}.${signature}.x`)).rejects.toThrow(INVALID_LINK);
  });

  it('expires after its days', async () => {
    const token = await emailToken('user-1', 'chat', new Date('2026-01-01T00:00:00Z'));
    await expect(readEmailToken(token, new Date('2026-02-01T00:00:00Z'))).resolves.toMatchObject({
      type: 'chat',
    });
    await expect(readEmailToken(token, new Date('2026-04-01T00:00:00Z'))).rejects.toThrow(EXPIRED_LINK);
  });
});

describe('templates', () => {
  const student = { name: 'Asha Verma', role: 'student' as const };

  it('a notification mail has both parts, the exact page, and the unsubscribe link', () => {
    const mail = notificationMail({
      notification: {
        type: 'assignment',
        title: 'Assignment graded',
        message: 'Your submission for “Loops” was graded: 9/10.',
        sourceId: 'course-1',
      },
      recipient: student,
      links,
    });
    expect(mail.subject).toBe('Assignment graded');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain('https://academy.example/student/assignments/course-1');
    expect(mail.text).toContain(links.unsubscribePage);
    expect(mail.html).toContain('lang="en-IN"');
    expect(mail.html).toContain('href="https://academy.example/student/assignments/course-1"');
    expect(mail.html).toContain('Your submission for “Loops” was graded: 9/10.');
    expect(mail.html).toContain('Stop e-mails about assignment');
  });

  it('escapes what people wrote', () => {
    const mail = notificationMail({
      notification: { type: 'chat', title: 'New message', message: '<script>alert(1)</script> & "x"' },
      recipient: { name: '<b>Eve</b>', role: 'instructor' },
      links,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(escapeHtml('<script>alert(1)</script> & "x"'));
    expect(mail.html).not.toContain('<b>Eve</b>');
  });

  it('the digest lists each item with its link, counts the rest, and says how to change it', () => {
    const mail = digestMail({
      items: [
        {
          type: 'forum',
          title: 'New reply',
          message: 'Ravi replied.',
          sourceId: 'c1',
          createdAt: '2026-11-27T04:00:00Z',
        },
        {
          type: 'support',
          title: 'Ticket updated',
          message: 'Resolved.',
          sourceId: 't1',
          createdAt: '2026-11-27T03:00:00Z',
        },
      ],
      more: 3,
      recipient: student,
      site: links.site,
      settingsPage: `${links.site}/profile#notification-settings`,
    });
    expect(mail.subject).toBe('Your daily summary: 5 unread notifications');
    expect(mail.text).toContain('https://academy.example/learn/c1?tab=discussions');
    expect(mail.text).toContain('https://academy.example/student/support?ticket=t1');
    expect(mail.text).toContain('…and 3 more');
    expect(mail.html).toContain('#notification-settings');
  });

  it('writes a Hindi reader’s mail in Hindi: its words, lang, and links to the Hindi pages (issue 40)', () => {
    const mail = notificationMail({
      notification: {
        type: 'assignment',
        title: 'Assignment graded',
        message: 'Loops: 9/10',
        text: {
          title: 'Assignment graded',
          message: '{assignment}: {grade}/{max}',
          values: { assignment: 'Loops', grade: 9, max: 10 },
        },
        sourceId: 'course-1',
      },
      recipient: { ...student, locale: 'hi' },
      links,
    });
    expect(mail.subject).toBe('असाइनमेंट का ग्रेड मिला');
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.text).toContain('नमस्ते Asha,');
    expect(mail.text).toContain('Loops: 9/10');
    expect(mail.text).toContain('असाइनमेंट खोलें: https://academy.example/hi/student/assignments/course-1');
    expect(mail.text).toContain('असाइनमेंट के बारे में ईमेल बंद करें');
    const digest = digestMail({
      items: [
        {
          type: 'forum',
          title: 'New reply',
          message: 'Ravi replied.',
          sourceId: 'c1',
          createdAt: '2026-11-27T04:00:00Z',
        },
      ],
      more: 0,
      recipient: { ...student, locale: 'hi' },
      site: links.site,
      settingsPage: `${links.site}/hi/profile#notification-settings`,
    });
    // Hindi's "one" is 0 and 1; an old notification's English is said from the catalogue when it is a message.
    expect(digest.subject).toBe('आपका दैनिक सारांश: 1 अपठित सूचना');
    expect(digest.text).toContain('फ़ोरम: नया जवाब');
    expect(digest.text).toContain('https://academy.example/hi/learn/c1?tab=discussions');
  });

  it('the one-click headers follow RFC 8058', () => {
    expect(unsubscribeHeaders(links)).toEqual({
      'List-Unsubscribe': `<${links.unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
