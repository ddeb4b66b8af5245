import { describe, expect, it } from 'vitest';
import {
  type ReminderResult,
  handler as sendReminders,
} from '../../functions/src/live-sessions/send-reminders';

/** A run that did its work: one after another, no run finds the last one's lease held (lib/lease.ts). */
const ran = (result: ReminderResult | { skipped: 'overlap' }): ReminderResult => {
  expect(result).not.toHaveProperty('skipped');
  return result as ReminderResult;
};

import { api, signIn } from '../support/api';
import { localDateTimeIn, pageWidths, useBrowserJourney, waitForPath } from './helpers/app';
import { bell, bellName, courseWithStudent, signInAt, useDemoAdmin } from './helpers/course';

/**
 * Issue 13's journey on the production build against the real local stack: an instructor schedules a session 40
 * minutes ahead; the enrolled student sees it under Upcoming with the scheduling notification and, once the
 * scheduled function has run, the reminder; the instructor sets it live and it sorts first in red; Join opens the
 * meeting link in a new tab.
 */

useBrowserJourney();

const demoAdmin = useDemoAdmin();

describe('a live session, from scheduling to joining', () => {
  it('is scheduled, announced, reminded, set live (first, in red) and joined', async () => {
    const { instructorEmail, courseId, student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Lakshmi Narayan',
      student: 'Rohit Verma',
      course: 'SQL Joins',
    });
    const title = 'Joins, live Q&A';
    const link = 'https://meet.example.com/sql-joins-qa';

    // Arrange: an earlier session of the course, a week ahead, that must sort after the live one
    const early = await api(`/api/live-sessions/course/${courseId}`, {
      method: 'POST',
      token: (await signIn(instructorEmail)).token,
      body: {
        title: 'Subqueries, next week',
        scheduledAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        meetingLink: 'https://meet.example.com/subqueries',
      },
    });
    expect(early.status).toBe(201);

    // Act: the instructor schedules one for 40 minutes from now on the course's Sessions tab
    const teacher = await signInAt(instructorEmail, '/instructor/dashboard');
    await teacher.goto(`/instructor/courses?tab=sessions&course=${courseId}`);
    await teacher.getByRole('button', { name: 'New', exact: true }).click();
    const form = teacher.getByRole('dialog');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Scheduled date and time').fill(localDateTimeIn(40));
    expect(await form.getByLabel('Duration (minutes)').inputValue(), 'default duration').toBe('60');
    await form.getByLabel('Meeting link').fill(link);
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'hidden' });
    await teacher.getByRole('list', { name: 'Sessions' }).getByRole('heading', { name: title }).waitFor();

    // Assert: the student sees it under Upcoming, and was told it was scheduled
    const learner = await signInAt(student.email, '/student/dashboard', { width: 1280 });
    await expect.poll(() => bellName(learner)).toMatch(/^Notifications, \d+ unread$/);
    await bell(learner).click();
    await learner
      .getByRole('link', { name: /New live session/ })
      .first()
      .waitFor();
    await learner.keyboard.press('Escape');
    await learner.goto('/student/live-sessions');
    await learner.getByRole('button', { name: /^Upcoming/ }).click();
    const list = learner.getByRole('list', { name: 'Live sessions' });
    await list.getByRole('heading', { name: title }).waitFor();

    // Act: the scheduled function runs (as EventBridge, or npm start's timer, would every 5 minutes), twice
    const first = ran(await sendReminders({ time: new Date().toISOString() }));
    const again = ran(await sendReminders({ time: new Date().toISOString() }));

    // Assert: one reminder for this student, however often it runs
    expect(first.notified).toBeGreaterThanOrEqual(1);
    expect(again.notified).toBe(0);
    const mine = await api<{ notifications: { title: string; message: string }[] }>(
      '/api/notifications?filter=all&limit=20',
      { token: student.token },
    );
    const reminders = mine.body.notifications.filter((n) => n.title === 'Live session starting soon');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.message).toContain(title);

    // Act: the instructor sets it live
    await teacher.getByRole('button', { name: `Go live ${title}` }).click();
    await teacher.getByRole('list', { name: 'Sessions' }).getByText('Live now').waitFor();

    // Assert: on the student's page (All Sessions: a live one is no longer Upcoming) it sorts first, in red
    await learner.reload();
    await learner.getByRole('button', { name: /^All Sessions/ }).click();
    const firstCard = learner.getByRole('list', { name: 'Live sessions' }).getByRole('article').first();
    await firstCard.getByRole('heading', { name: title }).waitFor();
    await firstCard.getByText('Live now').waitFor();
    const red = await firstCard
      .getByText('Live now')
      .evaluate((el) => getComputedStyle(el as HTMLElement).color);
    const [r, g, b] = (red.match(/\d+/g) ?? []).map(Number);
    expect(r, `Live now is red (${red})`).toBeGreaterThan(150);
    expect(g! + b!, `Live now is red (${red})`).toBeLessThan(r!);

    // Act: Join (the meeting service is a stand-in: no internet here)
    await learner
      .context()
      .route('https://meet.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title>' }),
      );
    const opened = learner.context().waitForEvent('page');
    await firstCard.getByRole('link', { name: new RegExp(`^Join ${title}`) }).click();
    const meeting = await opened;

    // Assert: the meeting link opens in a new tab; the attendance is recorded once
    await expect.poll(() => meeting.url(), { timeout: 10_000 }).toContain('meet.example.com/sql-joins-qa');
    const sessions = await api<{ sessions: { title: string; attendeeCount: number; joinedByMe: boolean }[] }>(
      `/api/live-sessions/course/${courseId}`,
      { token: student.token },
    );
    expect(sessions.body.sessions.find((s) => s.title === title)).toMatchObject({
      attendeeCount: 1,
      joinedByMe: true,
    });
  });

  it('a rescheduled session’s notification: the student sees it in the bell and on the notifications page, and it opens the course’s live sessions', async () => {
    const { instructorEmail, courseId, courseTitle, student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Farah Qureshi',
      student: 'Arjun Pillai',
      course: 'Regex Basics',
    });
    const title = 'Lookaheads, live';
    const made = await api(`/api/live-sessions/course/${courseId}`, {
      method: 'POST',
      token: (await signIn(instructorEmail)).token,
      body: {
        title,
        scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        meetingLink: 'https://meet.example.com/regex',
      },
    });
    expect(made.status).toBe(201);

    // Act: the instructor moves it a day later from the Sessions tab's Edit
    const teacher = await signInAt(instructorEmail, '/instructor/dashboard');
    await teacher.goto(`/instructor/courses?tab=sessions&course=${courseId}`);
    await teacher.getByRole('button', { name: `Edit ${title}` }).click();
    const form = teacher.getByRole('dialog');
    await form.getByLabel('Scheduled date and time').fill(localDateTimeIn(3 * 24 * 60));
    await form.getByRole('button', { name: 'Update' }).click();
    await form.waitFor({ state: 'hidden' });

    // Assert: on the notifications page (phone width) it reads as a live-session notification, with its badge,
    // and the slide-in menu's bell lists it
    const phone = await signInAt(student.email, '/student/dashboard', { width: 390 });
    await phone.goto('/student/notifications');
    const item = phone.locator('main li', { hasText: 'Live session rescheduled' });
    await item.waitFor();
    expect(await item.textContent()).toContain(`${title} (${courseTitle}) moved from`);
    await item.getByText('Live session', { exact: true }).waitFor();
    const [scroll, inner] = await pageWidths(phone);
    expect(scroll).toBeLessThanOrEqual(inner);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: /^Notifications/ }).click();
    await menu.getByRole('link', { name: /Live session rescheduled/ }).waitFor();

    // Act: at desktop width, open it from the bell
    const learner = await signInAt(student.email, '/student/dashboard', { width: 1280 });
    await bell(learner).click();
    await learner
      .getByRole('link', { name: /Live session rescheduled/ })
      .first()
      .click();

    // Assert: the course's live sessions, the session listed there
    await waitForPath(learner, '/student/live-sessions');
    expect(new URL(learner.url()).searchParams.get('courseId')).toBe(courseId);
    await learner
      .getByRole('list', { name: 'Live sessions' })
      .getByRole('heading', { name: title })
      .waitFor();
    const told = await api<{ notifications: { title: string }[] }>('/api/notifications?filter=all&limit=20', {
      token: student.token,
    });
    expect(told.body.notifications.filter((n) => n.title === 'Live session rescheduled')).toHaveLength(1);
  });

  it('shows the demo sessions at phone width without sideways scroll', async () => {
    const page = await signInAt('student@demo.academy', '/student/dashboard', { width: 360 });
    await page.goto('/student/live-sessions');
    await page.getByRole('list', { name: 'Live sessions' }).getByRole('article').first().waitFor();
    const [scroll, inner] = await pageWidths(page);
    expect(scroll).toBeLessThanOrEqual(inner);
  });
});
