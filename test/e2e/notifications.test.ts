import type { NotificationType } from '@academy/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { derivedId } from '../../functions/src/lib/keys';
import { notify } from '../../functions/src/notifications/service';
import { api, newStudent, signIn } from '../support/api';
import { formatFindings, seriousViolations } from '../support/axe';
import {
  pageWidths,
  pathOf,
  pauseClock,
  see,
  setPageHidden,
  useBrowserJourney,
  waitForApp,
  waitForPath,
} from './helpers/app';
import { bell, bellName, instructorWithCourse, signInAt, useDemoAdmin } from './helpers/course';

/**
 * The notification bell and /student/notifications on the production build against the real local stack
 * (spec part 1: top navigation bar, notification dropdown, §4 states, §9 30 s refresh and 9+ badge; spec
 * part 2: Notifications page; issue 10's acceptance: an enrolment reaches the instructor's bell without a
 * reload). Every test signs up people of its own.
 */

useBrowserJourney();

/** NOTIFICATION_REFRESH_MS (frontend/src/lib/constants.ts), spec part 1 §9. */
const REFRESH_MS = 30_000;
/** NOTIFICATIONS_PAGE_SIZE of the notifications page. */
const PAGE_SIZE = 20;

const demoAdmin = useDemoAdmin();

/** A new instructor (made by the admin) with a free, published course of their own. */
async function instructorWithFreeCourse() {
  const { email, id, courseId, courseTitle } = await instructorWithCourse(
    demoAdmin.token,
    { instructor: 'Meera Iyer', course: 'Git Basics' },
    { description: 'Commits, branches and pull requests.', category: 'DevOps' },
  );
  return { email, id, course: { id: courseId, title: courseTitle } };
}

/** `count` notifications for the user, one minute apart, the last one newest; titles "<label> 1" … */
async function notifyUser(userId: string, count: number, label = 'Update') {
  const types: NotificationType[] = ['assignment', 'live-session', 'chat', 'support', 'forum'];
  const start = Date.now() - count * 60_000;
  for (let i = 1; i <= count; i++) {
    const createdAt = new Date(start + i * 60_000).toISOString();
    await notify({
      id: derivedId(createdAt, `e2e#${userId}#${label}#${i}`),
      userId,
      type: types[i % types.length]!,
      title: `${label} ${i}`,
      message: `Message number ${i} for you.`,
      createdAt,
    });
  }
}

/** What the bell's badge shows ("9+"); CSS draws it from data-count. */
const badge = (page: Page) => bell(page).locator('[data-count]').getAttribute('data-count');

async function unreadTotal(token: string): Promise<number> {
  const res = await api<{ total: number }>('/api/notifications/unread-count', { token });
  return res.body.total;
}

/** axe finds nothing serious or critical on the page (navigation bar included). */
async function expectNoSeriousIssues(page: Page, where: string) {
  expect(formatFindings(await seriousViolations(page)), `axe: ${where}`).toEqual([]);
}

describe('the notification bell', () => {
  it('an instructor sees a new enrolment arrive within 30 s without a reload, opens it, and the count drops', async () => {
    // Arrange: the instructor is signed in with nothing unread; the page's clock moves only when told
    const instructor = await instructorWithFreeCourse();
    const page = await signInAt(instructor.email, '/instructor/dashboard', { clock: true });
    await expect.poll(() => bellName(page)).toBe('Notifications');
    await pauseClock(page);

    // Act: a student enrols in the free course, in a browser of their own
    const student = await newStudent('Kavya Nair');
    const studentPage = await signInAt(student.email, '/student/dashboard');
    await studentPage.goto(`/courses/${instructor.course.id}`);
    await waitForApp(studentPage);
    await studentPage.getByRole('button', { name: 'Enroll Now' }).first().click();
    await waitForPath(studentPage, `/learn/${instructor.course.id}`);

    // Assert: with the page's clock stopped nothing changes; once its 30 s run, the count rises, no reload.
    // (The clock runs on afterwards: TanStack Query hands results to React in a setTimeout(0).)
    const documentId = await page.evaluate(() => performance.timeOrigin);
    await page.waitForTimeout(1000);
    expect(await bellName(page)).toBe('Notifications');
    await page.clock.runFor(REFRESH_MS);
    await page.clock.resume();
    await expect.poll(() => bellName(page), { timeout: 10_000 }).toBe('Notifications, 1 unread');
    expect(await badge(page)).toBe('1');
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(documentId);

    // Act: open the dropdown
    await bell(page).click();
    const item = page.getByRole('link', { name: /New enrolment/ });
    await item.waitFor();

    // Assert: title, message and time; accessible
    expect(await bell(page).getAttribute('aria-expanded')).toBe('true');
    expect(await item.textContent()).toContain(`Kavya Nair enrolled in ${instructor.course.title}.`);
    expect(await item.textContent()).toMatch(/just now|min ago/);
    await expectNoSeriousIssues(page, 'the instructor’s open dropdown');

    // Escape closes it and gives focus back to the bell
    await page.keyboard.press('Escape');
    expect(await bell(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Notifications, 1 unread',
    );

    // Act: open it again and click the notification
    await bell(page).click();
    await item.click();

    // Assert: the instructor's courses, on the course, and the count drops (here and on the server)
    await waitForPath(page, '/instructor/courses');
    expect(new URL(page.url()).searchParams.get('course')).toBe(instructor.course.id);
    await expect.poll(() => bellName(page)).toBe('Notifications');
    const { token } = await signIn(instructor.email);
    await expect.poll(() => unreadTotal(token)).toBe(0);
  });

  it('pauses the 30 s refresh while the tab is hidden and asks at once when it is shown again', async () => {
    // Arrange
    const instructor = await instructorWithFreeCourse();
    const page = await signInAt(instructor.email, '/instructor/dashboard', { clock: true });
    await expect.poll(() => bellName(page)).toBe('Notifications');
    await pauseClock(page);
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/notifications/unread-count') asked++;
    });
    const setHidden = (hidden: boolean) => setPageHidden(page, hidden);

    // Act: hidden for three intervals
    await setHidden(true);
    await page.clock.runFor(3 * REFRESH_MS);
    await page.waitForTimeout(500);

    // Assert: not asked while hidden
    expect(asked).toBe(0);

    // Act: shown again
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/notifications/unread-count',
    );
    await setHidden(false);
    await answered;

    // Assert: asked at once; then every 30 s (counted from that answer, which restarts the interval)
    expect(asked).toBe(1);
    await page.clock.runFor(REFRESH_MS);
    await expect.poll(() => asked).toBe(2);
  });

  it('shows No notifications, then 9+ and Mark all as read that clears the count at once', async () => {
    // Arrange: an instructor with nothing yet
    const instructor = await instructorWithFreeCourse();
    const page = await signInAt(instructor.email, '/instructor/dashboard');

    // Act / Assert: the empty dropdown
    await bell(page).click();
    await see(page, 'No notifications');
    expect(await page.getByRole('button', { name: 'Mark all as read' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await expectNoSeriousIssues(page, 'the empty dropdown');
    await page.keyboard.press('Escape');

    // Arrange: twelve unread, then a fresh look at the page
    await notifyUser(instructor.id, 12);
    await page.reload();
    await waitForApp(page);

    // Assert: the badge caps at 9+, the name keeps the exact count
    await expect.poll(() => bellName(page)).toBe('Notifications, 12 unread');
    expect(await badge(page)).toBe('9+');

    // Act: Mark all as read
    await bell(page).click();
    await page.getByRole('link', { name: /Update 12/ }).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();

    // Assert: the count is gone at once and stays gone; the items show as read
    await expect.poll(() => bellName(page)).toBe('Notifications');
    expect(await page.getByRole('banner').getByText('Unread:').count()).toBe(0);
    const { token } = await signIn(instructor.email);
    await expect.poll(() => unreadTotal(token)).toBe(0);
  });

  it('the slide-in menu at 360 px has the bell, and its list opens in place', async () => {
    // Arrange
    const student = await newStudent('Ishaan Verma');
    await notifyUser(student.user.id, 3, 'Reminder');
    const page = await signInAt(student.email, '/student/dashboard', { width: 360 });

    // Act
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const menuBell = menu.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => menuBell.getAttribute('aria-label')).toBe('Notifications, 3 unread');
    await menuBell.click();

    // Assert: the latest first, accessible, nothing sideways
    await menu.getByRole('link', { name: /Reminder 3/ }).waitFor();
    await expectNoSeriousIssues(page, 'the slide-in menu’s notifications at 360 px');
    expect(await pageWidths(page)).toEqual([360, 360]);

    // Escape closes the list, not the menu; focus is back on the bell
    await page.keyboard.press('Escape');
    expect(await menuBell.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(true);

    // Act: open the oldest one (a live-session reminder takes a student to their live sessions)
    await menuBell.click();
    await menu.getByRole('link', { name: /Reminder 1/ }).click();

    // Assert
    await waitForPath(page, '/student/live-sessions');
    const { token } = await signIn(student.email);
    await expect.poll(() => unreadTotal(token)).toBe(2);
  });
});

describe('the notifications page (/student/notifications)', () => {
  it('a brand-new student sees the empty states and nothing to mark', async () => {
    // Arrange
    const student = await newStudent('Arjun Mehta');
    const page = await signInAt(student.email, '/student/dashboard');

    // Act
    await page.goto('/student/notifications');
    await waitForApp(page);

    // Assert: All
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await see(page, 'No notifications yet');
    await see(page, 'All caught up!');
    expect(await page.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('button', { name: 'Mark All Read' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await expectNoSeriousIssues(page, 'the empty notifications page');

    // Act / Assert: Unread
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await see(page, 'No unread notifications');
    expect(new URL(page.url()).searchParams.get('filter')).toBe('unread');

    // The dropdown is empty too
    await bell(page).click();
    await see(page, 'No notifications');
  });

  it('filters, marks one and all read, and loads more pages', async () => {
    // Arrange: more than a page of notifications
    const student = await newStudent('Diya Sharma');
    const total = PAGE_SIZE + 2;
    await notifyUser(student.user.id, total);
    const page = await signInAt(student.email, '/student/dashboard');
    await page.goto('/student/notifications');
    await waitForApp(page);
    const items = page.locator('main li');
    const markButtons = page.getByRole('button', { name: /^Mark as read:/ });

    // Assert: the count text and the first page, newest first
    await see(page, `${total} unread notifications`);
    await expect.poll(() => items.count()).toBe(PAGE_SIZE);
    expect(await items.first().textContent()).toContain(`Update ${total}`);
    await expectNoSeriousIssues(page, 'the notifications page with unread items');

    // Act / Assert: Load more
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => items.count()).toBe(total);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // Act / Assert: mark one read
    await page.getByRole('button', { name: `Mark as read: Update ${total}`, exact: true }).click();
    await see(page, `${total - 1} unread notifications`);
    await expect.poll(() => markButtons.count()).toBe(total - 1);
    const { token } = await signIn(student.email);
    await expect.poll(() => unreadTotal(token)).toBe(total - 1);

    // Act / Assert: Unread leaves out the read one
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect.poll(() => items.first().textContent()).toContain(`Update ${total - 1}`);
    expect(await page.getByText(`Update ${total}`, { exact: true }).count()).toBe(0);

    // Act / Assert: Mark All Read empties Unread and zeroes the count, here, in the bell and on the server
    await page.getByRole('button', { name: 'Mark All Read' }).click();
    await see(page, 'All caught up!');
    await see(page, 'No unread notifications');
    await expect.poll(() => bellName(page)).toBe('Notifications');
    await expect.poll(() => unreadTotal(token)).toBe(0);

    // All still lists them (both pages loaded before), read
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => items.count()).toBe(total);
    expect(await markButtons.count()).toBe(0);
    expect(pathOf(page)).toBe('/student/notifications');
  });

  it('fits 360 px with no sideways scroll', async () => {
    // Arrange
    const student = await newStudent('Rahul Krishnamurthy');
    await notifyUser(student.user.id, 3, 'A rather long notification title that has to wrap on a phone');
    const page = await signInAt(student.email, '/student/dashboard', { width: 360 });

    // Act
    await page.goto('/student/notifications');
    await waitForApp(page);
    await see(page, '3 unread notifications');

    // Assert
    expect(await pageWidths(page)).toEqual([360, 360]);
    await expectNoSeriousIssues(page, 'the notifications page at 360 px');
  });
});
