import type { NotificationSettingsResponse, NotificationType } from '@academy/shared';
import { defaultNotificationPreferences, notificationTypes } from '@academy/shared';
import { notificationTypeLabel } from '@academy/shared/features/notifications/target';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { handler as sesEvents } from '../../functions/src/notifications/email-events';
import { emailToken, INVALID_LINK } from '../../functions/src/notifications/email-tokens';
import { courseIdFor } from '../../infra/local/seed-courses';
import { storedMails } from '../../infra/local/ses';
import { api, newStudent } from '../support/api';
import { formatFindings, seriousViolations } from '../support/axe';
import { eventsSettled } from '../support/events';
import { openApp, pageWidths, see, useBrowserJourney, waitForApp } from './helpers/app';
import { signInAt } from './helpers/course';

/**
 * Issue 37's screens on the production build against the real local stack: the profile's Notification settings
 * (defaults, a change kept across a reload, the bounce warning) and the public /unsubscribe page of a mail's link
 * (off, Undo, a bad link, a link without its token). Every test signs up a student of its own.
 */

useBrowserJourney();

const SETTINGS = '#notification-settings';

async function settingsOf(token: string): Promise<NotificationSettingsResponse> {
  const res = await api<NotificationSettingsResponse>('/api/notifications/settings', { token });
  expect(res.status).toBe(200);
  return res.body;
}

/**
 * A mail's unsubscribe token, signed as the mail path signs it (email-tokens.ts), with the local stack's e-mail
 * key (Secrets Manager stand-in, EMAIL_TOKEN_SECRET_ID), the one the unsubscribe route checks it with.
 */
async function mailToken(userId: string, type: NotificationType): Promise<string> {
  if (!process.env.EMAIL_TOKEN_SECRET_ID) {
    throw new Error(
      'EMAIL_TOKEN_SECRET_ID is not set: the local stack has no e-mail token secret (infra/local)',
    );
  }
  return emailToken(userId, type);
}

/** Every call the page makes to a path of the API, from now on (method and path). */
function recordCalls(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === path) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

async function expectNoSeriousIssues(page: Page, where: string) {
  expect(formatFindings(await seriousViolations(page)), `axe: ${where}`).toEqual([]);
}

describe('notification settings on the profile', () => {
  it('a mail’s link opens them with the defaults, and Forum by e-mail saved stays on after a reload', async () => {
    // Arrange: a new student, signed in, opens the link their mails carry
    const student = await newStudent('Asha Rao');
    const page = await signInAt(student.email, '/student/dashboard', { width: 360 });
    await page.goto(`/profile${SETTINGS}`);
    await waitForApp(page);
    const section = page.locator(SETTINGS);
    const forumEmail = section.getByRole('checkbox', { name: 'Forum by e-mail' });
    await forumEmail.waitFor();

    // Assert: the defaults, every type named in its two boxes; the section is in view; nothing scrolls sideways
    for (const type of notificationTypes) {
      const label = notificationTypeLabel(type);
      const { inApp, email } = defaultNotificationPreferences.types[type];
      expect(await section.getByRole('checkbox', { name: `${label} in the app` }).isChecked(), label).toBe(
        inApp,
      );
      expect(await section.getByRole('checkbox', { name: `${label} by e-mail` }).isChecked(), label).toBe(
        email,
      );
    }
    expect(await section.getByRole('checkbox', { name: 'Email me a daily digest instead' }).isChecked()).toBe(
      false,
    );
    await expect
      .poll(() => section.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight / 2))
      .toBe(true);
    const [scrollWidth, innerWidth] = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoSeriousIssues(page, 'the profile’s notification settings');

    // Act: turn on forum e-mails and save
    await forumEmail.check();
    await section.getByRole('button', { name: 'Save settings' }).click();

    // Assert: saved, announced, stored; still on after a reload
    await see(page, 'Your notification settings have been saved.');
    expect((await settingsOf(student.token)).preferences.types.forum).toEqual({ inApp: true, email: true });
    await page.reload();
    await waitForApp(page);
    await forumEmail.waitFor();
    expect(await forumEmail.isChecked()).toBe(true);
    expect(await section.getByRole('checkbox', { name: 'Discussion by e-mail' }).isChecked()).toBe(false);
  });

  it('says so when mail to the address bounced', async () => {
    // Arrange: SES reports a hard bounce of the student's address
    const student = await newStudent('Rohan Das');
    await sesEvents({
      Records: [
        {
          Sns: {
            MessageId: `bounce-${student.user.id}`,
            Message: JSON.stringify({
              eventType: 'Bounce',
              bounce: {
                bounceType: 'Permanent',
                bounceSubType: 'General',
                bouncedRecipients: [{ emailAddress: student.email }],
                timestamp: '2026-11-20T04:30:00.000Z',
              },
            }),
          },
        },
      ],
    } as never);

    // Act
    const page = await signInAt(student.email, '/student/dashboard');
    await page.goto(`/profile${SETTINGS}`);
    await waitForApp(page);

    // Assert
    const warning = page
      .locator(SETTINGS)
      .getByRole('status')
      .filter({ hasText: 'We have stopped e-mailing you' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain(`Mail to ${student.email} bounced on Nov 20, 2026`);
  });
});

describe('the unsubscribe page', () => {
  it('a mail’s link turns that type’s e-mail off at once, and Undo turns it on again', async () => {
    // Arrange: a live-session mail's link, opened in a browser that is not signed in
    const student = await newStudent('Kavya Nair');
    const token = await mailToken(student.user.id, 'live-session');
    const page = await openApp('/', { width: 360 });
    const unsubscribes = recordCalls(page, '/api/notifications/unsubscribe');

    // Act
    await page.goto(`/unsubscribe?token=${token}`);
    await waitForApp(page);

    // Assert: one POST; the page says what stopped; only that type's e-mail is off
    await see(page, 'You are unsubscribed');
    expect(await page.getByRole('main').textContent()).toContain(
      'You will no longer get e-mails about Live session notifications.',
    );
    expect(unsubscribes).toEqual(['POST /api/notifications/unsubscribe']);
    const off = (await settingsOf(student.token)).preferences.types;
    expect(off['live-session']).toEqual({ inApp: true, email: false });
    expect(off.assignment.email).toBe(true);
    const [scrollWidth, innerWidth] = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoSeriousIssues(page, 'the unsubscribe page');
    expect(await page.getByRole('link', { name: 'notification settings' }).getAttribute('href')).toBe(
      `/profile${SETTINGS}`,
    );

    // Act: Undo
    await page.getByRole('button', { name: 'Undo' }).click();

    // Assert
    await see(page, 'You are subscribed again');
    expect(await page.getByRole('main').textContent()).toContain(
      'E-mails about Live session notifications are on again.',
    );
    expect((await settingsOf(student.token)).preferences.types['live-session'].email).toBe(true);
    expect(unsubscribes).toHaveLength(1);
  });

  it('the footer link of a real mail, read from the inbox, turns that type off in the browser', async () => {
    // Arrange: a free enrolment mails its receipt (the table's stream, the mail consumer, the SES stand-in)
    const student = await newStudent('Rohan Das');
    const enrolled = await api('/api/enrollments', {
      method: 'POST',
      token: student.token,
      body: { courseId: courseIdFor('linux-git-essentials') },
    });
    expect(enrolled.status).toBeLessThan(300);
    await eventsSettled();
    const receipt = (await storedMails(inject('sesEndpoint'))).find(
      (m) => m.destination.to.includes(student.email) && m.subject === 'Enrolment confirmed',
    );
    const link = new URL(/https?:\/\/\S+\/unsubscribe\?token=[\w.-]+/.exec(receipt?.body.text ?? '')![0]);

    // Act: the link, opened where the site is
    const page = await openApp('/', { width: 1280 });
    await page.goto(`${link.pathname}${link.search}`);
    await waitForApp(page);

    // Assert
    await see(page, 'You are unsubscribed');
    expect(await page.getByRole('main').textContent()).toContain(
      'You will no longer get e-mails about Enrolment notifications.',
    );
    expect((await settingsOf(student.token)).preferences.types.enrollment.email).toBe(false);
  });

  it('a link that is not valid shows the server’s reason and offers no Undo', async () => {
    const page = await openApp('/unsubscribe?token=not-a-real-token');

    await see(page, 'This link did not work');
    expect(await page.getByRole('main').textContent()).toContain(INVALID_LINK);
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
  });

  it('a link without its token says so without asking the API', async () => {
    const page = await openApp('/');
    const unsubscribes = recordCalls(page, '/api/notifications/unsubscribe');

    await page.goto('/unsubscribe');
    await waitForApp(page);

    await see(page, 'This link did not work');
    expect(await page.getByRole('main').textContent()).toContain('This unsubscribe link is incomplete.');
    expect(unsubscribes).toEqual([]);
  });
});
