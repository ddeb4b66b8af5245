import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { allManagedCourses, api, DEMO_PASSWORD, newStudent, signIn } from '../support/api';
import { formatFindings, seriousViolations } from '../support/axe';
import { scannedItems } from '../support/db';
import { eventsSettled } from '../support/events';
import { verifyPayment } from '../support/payments';
import {
  closePagesAfterTests,
  openApp,
  pageWidths,
  pauseClock,
  submitLogin,
  waitForPath,
} from './helpers/app';

/**
 * The three dashboards through the production build in headless Chromium (spec part 1 §2, §8, §9), against
 * the seeded data: the student's Quick Access badges, analytics, Continue Learning and Recent Notifications
 * (5 / 2 / 9+), the admin's cards, revenue and lists (5 / 5), the instructor's stats, and a brand-new
 * student's empty states. Every figure the page shows is checked against what the API's own list calls give.
 * The 9+ badge comes from real actions: a paid enrolment confirms itself to the student with a notification.
 */

closePagesAfterTests();

const STUDENT = 'student@demo.academy';
const INSTRUCTOR = 'instructor@demo.academy';
const ADMIN = 'admin@demo.academy';
/** Spec part 1 §9: notifications refresh every 30 seconds. */
const NOTIFICATION_REFRESH_MS = 30_000;
/** Waits on the server and the page: the stack shares the machine with the browser. */
const POLL = { timeout: 20_000, interval: 200 };

interface EnrollmentRow {
  course: { _id: string; title: string };
  completed: boolean;
  completionPercentage: number;
  watchTime: number;
}
interface CourseRow {
  id: string;
  title: string;
  price: number;
  enrollmentCount: number;
  isPublished: boolean;
  rating: { average: number; count: number };
  instructor: { name: string };
}

/** Signs in through the login form and waits for the role's dashboard. */
async function signedIn(email: string, dashboard: string, width = 1280): Promise<Page> {
  const page = await openApp('/login', { width, height: width < 600 ? 740 : 800 });
  await submitLogin(page, email, DEMO_PASSWORD);
  await waitForPath(page, dashboard);
  await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
  return page;
}

/** Buys a paid course through the API as the checkout does: an order, then the verified payment. */
async function buy(token: string, courseId: string) {
  const order = await api('/api/payments/order', {
    method: 'POST',
    token,
    body: { courseId, billing: { state: '29' } },
  });
  expect(order.status).toBe(201);
  const orderId: string = order.body.order.id;
  const paymentId = `pay_Dash${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const verified = await verifyPayment(token, orderId, paymentId, courseId);
  expect(verified.status).toBe(200);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The section's list items once it has stopped loading. */
async function itemsOf(section: Locator): Promise<Locator> {
  await expect.poll(() => section.getAttribute('aria-busy'), POLL).toBeNull();
  return section.getByRole('listitem');
}

const stat = (page: Page, testId: string) => page.getByTestId(testId);
/** Waits until the figure has loaded (no placeholder, no dash), then reads it. */
async function figure(page: Page, testId: string): Promise<string> {
  await expect.poll(async () => (await stat(page, testId).innerText()).trim(), POLL).toMatch(/^[^–\s]/);
  return (await stat(page, testId).innerText()).trim();
}

/** As the card writes rupees: paise only when there are some (a coupon's percentage can leave them). */
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  })
    .format(amount)
    .replace(/[\u202f\u00a0]/g, ' ');
const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);

/**
 * axe-core (WCAG 2.x A/AA and best practices) finds no serious or critical violation in the screen's own
 * content, the <main> element; the shared navigation bar and footer are the a11y suite's to check.
 */
async function expectAccessible(page: Page, label: string) {
  expect.soft(formatFindings(await seriousViolations(page, 'main')), `axe on ${label}`).toEqual([]);
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const [scrollWidth, innerWidth] = await pageWidths(page);
  expect.soft(scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

describe('student dashboard', () => {
  let token: string;
  let enrollments: EnrollmentRow[];

  beforeAll(async () => {
    token = (await signIn(STUDENT)).token;
    enrollments = (await api('/api/enrollments/my-courses', { token })).body.enrollments;
  });

  it("shows the demo student's analytics as their enrolments add up", async () => {
    // Arrange: the figures from GET /api/enrollments/my-courses (spec part 1 §9)
    const enrolled = enrollments.length;
    const completed = enrollments.filter((e) => e.completed).length;
    const hours = Math.round(enrollments.reduce((sum, e) => sum + e.watchTime, 0) / 3600);
    const score = enrolled ? Math.round((completed / enrolled) * 100) : 0;
    expect(enrolled).toBeGreaterThan(completed); // the seed has unfinished courses

    // Act
    const page = await signedIn(STUDENT, '/student/dashboard');

    // Assert
    expect(await figure(page, 'analytics-enrolled')).toBe(count(enrolled));
    expect(await figure(page, 'analytics-in-progress')).toBe(count(enrolled - completed));
    expect(await figure(page, 'analytics-completed')).toBe(count(completed));
    expect(await figure(page, 'analytics-watch-time')).toBe(`${count(hours)} h`);
    expect(await figure(page, 'analytics-score')).toBe(`${score}%`);
    await expectAccessible(page, 'the student dashboard');
  });

  it('collapses and reopens Learning Analytics with a disclosure button', async () => {
    // Arrange
    const page = await signedIn(STUDENT, '/student/dashboard');
    const toggle = page.getByRole('button', { name: 'Learning Analytics' });
    await figure(page, 'analytics-enrolled');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // Act
    await toggle.click();

    // Assert
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await stat(page, 'analytics-enrolled').isVisible()).toBe(false);

    // Act
    await toggle.click();

    // Assert
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await stat(page, 'analytics-enrolled').isVisible()).toBe(true);
  });

  it('continues at most 2 unfinished courses, each with its progress and a way back to it', async () => {
    // Arrange
    const unfinished = new Map(
      enrollments.filter((e) => !e.completed).map((e) => [e.course.title, e] as const),
    );

    // Act
    const page = await signedIn(STUDENT, '/student/dashboard');
    const cards = await itemsOf(region(page, 'Continue Learning'));

    // Assert
    expect(await cards.count()).toBe(Math.min(2, unfinished.size));
    for (const card of await cards.all()) {
      const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
      const enrollment = unfinished.get(title);
      expect(enrollment, `${title} is an unfinished enrolment`).toBeDefined();
      const bar = card.getByRole('progressbar', { name: `${title} progress` });
      expect(await bar.getAttribute('aria-valuenow')).toBe(String(enrollment!.completionPercentage));
      const link = card.getByRole('link', { name: `Continue ${title}` });
      expect(await link.getAttribute('href')).toBe(`/learn/${enrollment!.course._id}`);
    }
  });

  it('shows at most 5 notifications, the certificates tile, and no sideways scroll at 360 px', async () => {
    // Act
    const page = await signedIn(STUDENT, '/student/dashboard', 360);
    const notifications = await itemsOf(region(page, 'Recent Notifications'));

    // Assert
    expect(await notifications.count()).toBeLessThanOrEqual(5);
    const quickAccess = region(page, 'Quick Access');
    for (const title of [
      'Courses',
      'Profile',
      'Assignments',
      'Support',
      'Discussions',
      'Chat',
      'Live Sessions',
      'Certificates',
      'Purchases',
    ]) {
      expect(await quickAccess.getByRole('link', { name: new RegExp(`^${title}\\b`) }).count()).toBe(1);
    }
    expect(
      await region(page, 'Recent Notifications')
        .getByRole('link', { name: 'View all notifications' })
        .getAttribute('href'),
    ).toBe('/student/notifications');
    await expectNoSidewaysScroll(page, 'the student dashboard at 360 px');
    await expectAccessible(page, 'the student dashboard at 360 px');
  });

  it('badges a tile 9+ above 9 unread and lists the 5 latest notifications, newest first', async () => {
    // Arrange: a student of this test's own buys 10 paid courses; each confirmed payment notifies them
    // (type enrollment, which the Courses tile counts)
    const student = await newStudent('Kavya Menon');
    const catalogue: CourseRow[] = (await api('/api/courses?limit=100')).body.courses;
    const bought = catalogue.filter((c) => c.price > 0).slice(0, 10);
    expect(bought).toHaveLength(10);
    for (const course of bought) await buy(student.token, course.id);
    // Each receipt comes with its tax invoice, issued from the table's stream (issue 39).
    await eventsSettled();

    // Act
    const page = await signedIn(student.email, '/student/dashboard');

    // Assert: 9+ on Courses, its name says so, and no other tile has a badge
    const quickAccess = region(page, 'Quick Access');
    await quickAccess.getByRole('link', { name: /^Courses\W+9\+ unread$/ }).waitFor();
    expect(await quickAccess.getByTestId('badge-courses').innerText()).toBe('9+');
    expect(await quickAccess.getByTestId(/^badge-/).count()).toBe(1);
    // Assert: the 5 latest, newest first, and the unread count
    const recent = region(page, 'Recent Notifications');
    const items = await itemsOf(recent);
    expect(await items.count()).toBe(5);
    const shown = await items.allInnerTexts();
    const latest = bought.slice(-5).reverse();
    for (const [i, course] of latest.entries()) {
      expect(shown[i]).toContain('Enrolment confirmed');
      expect(shown[i]).toContain(`You are enrolled in ${course.title}.`);
    }
    expect((await recent.getByTestId('unread-total').textContent())?.trim()).toBe('10 unread');
    await expectAccessible(page, 'the student dashboard with notifications');
  });

  it('refreshes the badges and notifications every 30 s while the page is open', async () => {
    // Arrange: a new student on their dashboard, with the page's clock in the test's hands
    const student = await newStudent('Rohan Pillai');
    const page = await openApp('/login', { clock: true });
    await submitLogin(page, student.email, DEMO_PASSWORD);
    await waitForPath(page, '/student/dashboard');
    const recent = region(page, 'Recent Notifications');
    await recent.getByText("No new notifications. You're all caught up!", { exact: true }).waitFor();
    await pauseClock(page);
    const course = ((await api('/api/courses?limit=100')).body.courses as CourseRow[]).find(
      (c) => c.price > 0,
    )!;
    await buy(student.token, course.id);
    // The receipt comes with the tax invoice, issued from the table's stream (issue 39).
    await eventsSettled();

    // Act: 30 seconds pass (then time flows again, so the answer's zero-delay callbacks reach the page)
    const asked = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/dashboard/student',
    );
    await page.clock.runFor(NOTIFICATION_REFRESH_MS);
    await asked;
    await page.clock.resume();

    // Assert: the new notification and its badge, without a reload
    await recent.getByText(`You are enrolled in ${course.title}.`, { exact: false }).waitFor();
    expect(await region(page, 'Quick Access').getByTestId('badge-courses').innerText()).toBe('1');
    expect((await recent.getByTestId('unread-total').textContent())?.trim()).toBe('1 unread');
  });

  it("shows a brand-new student's empty states and zeros", async () => {
    // Arrange
    const student = await newStudent('Ishaan Verma');

    // Act
    const page = await signedIn(student.email, '/student/dashboard');

    // Assert
    expect(await figure(page, 'analytics-enrolled')).toBe('0');
    expect(await figure(page, 'analytics-in-progress')).toBe('0');
    expect(await figure(page, 'analytics-completed')).toBe('0');
    expect(await figure(page, 'analytics-watch-time')).toBe('0 h');
    expect(await figure(page, 'analytics-score')).toBe('0%');
    await region(page, 'Continue Learning').getByText('No active courses', { exact: true }).waitFor();
    const recent = region(page, 'Recent Notifications');
    await recent.getByText("No new notifications. You're all caught up!", { exact: true }).waitFor();
    expect((await recent.getByTestId('unread-total').textContent())?.trim()).toBe('0 unread');
    expect(
      await region(page, 'Quick Access')
        .getByTestId(/^badge-/)
        .count(),
    ).toBe(0);
    await expectAccessible(page, "a new student's dashboard");
  });

  it('logs a failed load and shows the empty sections; the loading placeholders stop', async () => {
    // Arrange: the summary call fails every time
    const student = await newStudent('Farah Khan');
    const page = await openApp('/login');
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/dashboard/student', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error' }),
      }),
    );

    // Act
    await submitLogin(page, student.email, DEMO_PASSWORD);
    await waitForPath(page, '/student/dashboard');

    // Assert: after the retries, no section is busy, lists are empty and figures are not invented
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), POLL).toBe(0);
    await region(page, 'Continue Learning').getByText('No active courses', { exact: true }).waitFor();
    expect(await stat(page, 'analytics-enrolled').innerText()).toContain('–');
    expect(logged.some((text) => text.includes('Loading the student dashboard failed'))).toBe(true);
  });
});

describe('admin dashboard', () => {
  let courses: CourseRow[];

  beforeAll(async () => {
    const { token } = await signIn(ADMIN);
    courses = await allManagedCourses<CourseRow>(token);
  });

  it('shows revenue as Σ of the captured payments less the refunds approved, and the counts', async () => {
    // Arrange: every course, drafts included, as the admin reads them, and every stored payment and refund (paise)
    const stored = (entity: string) => scannedItems('entity = :e', { ':e': entity });
    const [payments, refunds] = await Promise.all([stored('payment'), stored('refund')]);
    const refunded = refunds
      .filter((r) => r.status === 'approved' || r.status === 'processed')
      .reduce((sum, r) => sum + Number(r.amount), 0);
    const revenue = (payments.reduce((sum, p) => sum + Number(p.amount), 0) - refunded) / 100;
    expect(revenue).toBeGreaterThan(0);
    const published = courses.filter((c) => c.isPublished).length;

    // Act
    const page = await signedIn(ADMIN, '/admin/dashboard');

    // Assert
    expect(await figure(page, 'stat-revenue')).toBe(rupees(revenue));
    // The caption says what the figure is (issue 33 item 14: it said "Course prices × N enrolments")
    expect(await stat(page, 'stat-revenue').locator('xpath=following-sibling::dd').innerText()).toBe(
      'Captured payments less refunds, in rupees',
    );
    expect(await figure(page, 'stat-courses')).toBe(count(courses.length));
    await page.getByText(`${count(published)} published`, { exact: true }).waitFor();
    expect(Number((await figure(page, 'stat-students')).replace(/,/g, ''))).toBeGreaterThanOrEqual(4);
    expect(Number((await figure(page, 'stat-instructors')).replace(/,/g, ''))).toBeGreaterThanOrEqual(2);
    await expectAccessible(page, 'the admin dashboard');
  });

  it('lists the 5 newest users, newest first, and the 5 most popular courses', async () => {
    // Arrange: a new account, which must head Recent Users
    const student = await newStudent('Nikhil Bose');
    const top = courses
      .filter((c) => c.isPublished)
      .sort((a, b) => b.enrollmentCount - a.enrollmentCount)
      .slice(0, 5);

    // Act
    const page = await signedIn(ADMIN, '/admin/dashboard');

    // Assert: Recent Users
    const users = await itemsOf(region(page, 'Recent Users'));
    expect(await users.count()).toBe(5);
    const first = await users.first().innerText();
    expect(first).toContain('Nikhil Bose');
    expect(first).toContain(student.email);
    expect(first).toMatch(/student/i);
    expect(first).toMatch(/Joined \w{3} \d{1,2}, \d{4}/);
    // Assert: Popular Courses, by enrolment, with instructor, enrolments and price (Free at 0)
    const popular = await itemsOf(region(page, 'Popular Courses'));
    expect(await popular.count()).toBe(5);
    const shownCounts: number[] = [];
    for (const item of await popular.all()) {
      const title = (await item.getByRole('link').innerText()).trim();
      const course = courses.find((c) => c.title === title);
      expect(course, `${title} is a course`).toBeDefined();
      expect(await item.innerText()).toContain(course!.instructor.name);
      expect(await item.getByTestId('course-price').innerText()).toBe(
        course!.price === 0 ? 'Free' : rupees(course!.price),
      );
      expect(await item.getByTestId('course-enrolments').innerText()).toMatch(
        new RegExp(`^${count(course!.enrollmentCount)} enrolments?$`),
      );
      shownCounts.push(course!.enrollmentCount);
    }
    expect(shownCounts).toEqual(top.map((c) => c.enrollmentCount));
  });

  it('links the admin screens and does not scroll sideways at 360 px', async () => {
    // Act
    const page = await signedIn(ADMIN, '/admin/dashboard', 360);
    await figure(page, 'stat-revenue');

    // Assert
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Add Instructor', '/admin/add-user'],
      ['Course Management', '/admin/courses'],
      ['Support Tickets', '/admin/support'],
      ['Payments', '/admin/payments'],
      ['Coupons', '/admin/coupons'],
      ['Manage users', '/admin/users'],
      ['Add a course', '/admin/add-course'],
    ] as const) {
      expect(await main.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe(href);
    }
    // The Support Tickets card says how many tickets wait (the demo has open and in-progress ones)
    await expect
      .poll(() => main.getByRole('link', { name: /^Support Tickets/ }).textContent())
      .toMatch(/[1-9]\d* open · [1-9]\d* in progress/);
    expect(await main.getByRole('searchbox').count()).toBe(0);
    await expectNoSidewaysScroll(page, 'the admin dashboard at 360 px');
    await expectAccessible(page, 'the admin dashboard at 360 px');
  });
});

describe('instructor dashboard', () => {
  it("shows the instructor's stats as their courses add up, and at most 3 students", async () => {
    // Arrange: the figures from GET /api/courses/instructor/my-courses (every page)
    const { token } = await signIn(INSTRUCTOR);
    const mine = await allManagedCourses<CourseRow>(token);
    const rated = mine.filter((c) => c.rating.count > 0);
    const mean = rated.length ? rated.reduce((sum, c) => sum + c.rating.average, 0) / rated.length : 0;
    const rounded = Math.round(mean * 10) / 10;

    // Act
    const page = await signedIn(INSTRUCTOR, '/instructor/dashboard');

    // Assert
    expect(await figure(page, 'stat-courses')).toBe(count(mine.length));
    expect(await figure(page, 'stat-published')).toBe(count(mine.filter((c) => c.isPublished).length));
    expect(await figure(page, 'stat-students')).toBe(
      count(mine.reduce((sum, c) => sum + c.enrollmentCount, 0)),
    );
    expect(await figure(page, 'stat-rating')).toBe(rounded > 0 ? rounded.toFixed(1) : 'No ratings');
    expect(await (await itemsOf(region(page, 'Students'))).count()).toBeLessThanOrEqual(3);
    await expectAccessible(page, 'the instructor dashboard');
  });

  it('shows the recent submissions, sessions, chats, discussions and tickets, and links every instructor screen', async () => {
    // Act
    const page = await signedIn(INSTRUCTOR, '/instructor/dashboard', 360);

    // Assert: Recent Submissions holds the demo's real submissions, each with Grade opening that submission
    const submissions = region(page, 'Recent Submissions');
    await submissions.getByRole('listitem').first().waitFor();
    const rows = await submissions.getByRole('listitem').count();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(6);
    const grade = await submissions.getByRole('link', { name: 'Grade' }).first().getAttribute('href');
    expect(grade).toMatch(
      /^\/instructor\/courses\?tab=assignments&course=\w+&assignment=\w+&student=[\w-]+$/,
    );

    // Upcoming Sessions holds the demo's next sessions, at most 5, each with Join opening its meeting link in a new tab
    const sessions = await itemsOf(region(page, 'Upcoming Sessions'));
    await sessions.first().waitFor();
    const sessionRows = await sessions.count();
    expect(sessionRows).toBeGreaterThan(0);
    expect(sessionRows).toBeLessThanOrEqual(5);
    for (let row = 0; row < sessionRows; row++) {
      const join = sessions.nth(row).getByRole('link', { name: /^Join\b/ });
      expect(await join.getAttribute('href')).toMatch(/^https:\/\/\S+$/);
      expect(await join.getAttribute('target')).toBe('_blank');
    }

    // Recent Chats holds the demo's conversations, at most 5, each opening its thread
    const chats = region(page, 'Recent Chats');
    await chats.getByRole('listitem').first().waitFor();
    const chatRows = await chats.getByRole('listitem').count();
    expect(chatRows).toBeGreaterThan(0);
    expect(chatRows).toBeLessThanOrEqual(5);
    expect(await chats.getByRole('listitem').first().getByRole('link').first().getAttribute('href')).toMatch(
      /^\/instructor\/chats\?chat=[\w-]+$/,
    );
    // Support Tickets holds the 3 newest tickets assigned to the instructor, each with status and priority
    const tickets = region(page, 'Support Tickets');
    await tickets.getByRole('listitem').first().waitFor();
    const ticketRows = await tickets.getByRole('listitem').count();
    expect(ticketRows).toBeGreaterThan(0);
    expect(ticketRows).toBeLessThanOrEqual(3);
    expect(
      await tickets.getByRole('listitem').first().getByRole('link').first().getAttribute('href'),
    ).toMatch(/^\/instructor\/tickets\?ticket=[\w-]+$/);
    // Discussions holds the demo's newest forum posts, at most 5
    const discussions = region(page, 'Discussions');
    await discussions.getByRole('listitem').first().waitFor();
    expect(await discussions.getByRole('listitem').count()).toBeLessThanOrEqual(5);
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Manage Courses', '/instructor/courses'],
      ['New Assignment', '/instructor/courses?tab=assignments&new=1'],
      ['Coupons', '/instructor/coupons'],
      ['Assignments', '/instructor/courses?tab=assignments'],
      ['Live sessions', '/instructor/courses?tab=sessions'],
      ['All chats', '/instructor/chats'],
      ['All discussions', '/instructor/discussions'],
      ['All tickets', '/instructor/tickets'],
      ['All students', '/instructor/students'],
    ] as const) {
      expect(await main.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await expectNoSidewaysScroll(page, 'the instructor dashboard at 360 px');
    await expectAccessible(page, 'the instructor dashboard at 360 px');
  });
});
