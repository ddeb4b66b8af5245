import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { agreeToNotice, api, createUser, DEMO_PASSWORD, signIn } from '../support/api';
import { formatFindings, seriousViolations } from '../support/axe';
import { openApp, submitLogin, useBrowserJourney, waitForPath, widthScreenshots } from './helpers/app';
import { bellName, courseWithStudent, signInAt, useDemoAdmin } from './helpers/course';

/**
 * Issue 14's support journey on the production build against the real local stack: a student opens a ticket
 * about their course on /student/support; the course's instructor finds it from the dashboard, replies and
 * resolves it; the student sees the reply and the status and can no longer reply; the admin finds it by the
 * student's name typed in another case and opens its thread; a signed-out visitor of /support-tickets is asked
 * to sign in and comes back to their tickets. Screenshots of each screen at 360 and 1280 px go to SHOTS.
 */

useBrowserJourney();

const SHOTS = process.env.ACADEMY_SCREENSHOTS_DIR ?? '/work/notes/screens/i14';
const screenshots = widthScreenshots(SHOTS);
const demoAdmin = useDemoAdmin();

async function expectAccessible(page: Page, label: string) {
  expect(formatFindings(await seriousViolations(page)), `axe on ${label}`).toEqual([]);
}

/** The thread's messages, as "sender | text" (staff marked), in order. */
const threadOf = async (scope: ReturnType<Page['locator']>) =>
  (await scope.locator('ol > li').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

describe('a support ticket, from the student to the instructor and the admin', () => {
  it('is opened, answered, resolved, found by the sender’s name and read by everyone', async () => {
    const suffix = randomUUID().slice(0, 6);
    const studentName = `Ishaan Varghese ${suffix}`;
    const { instructorEmail, courseTitle, student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Kavya Menon',
      student: studentName,
      course: 'CSS Grid Layouts',
    });
    const subject = `Grid <areas> collapse on Safari ${suffix}`;
    const description = 'My grid-template-areas collapse into one column.\nI tried <div class="grid">.';
    const answer = 'Name every area in each row string; a missing name collapses the track.';

    // Arrange: the student's support center is empty
    const learner = await signInAt(student.email, '/student/dashboard', { width: 1280 });
    await learner.goto('/student/support');
    await learner.getByText('No tickets found', { exact: true }).waitFor();
    await learner.getByText('Select a ticket to view details', { exact: true }).waitFor();

    // Act: New Ticket, first sent empty, then filled (technical and medium by default), about the course
    await learner.getByRole('button', { name: 'New Ticket' }).click();
    const modal = learner.getByRole('dialog', { name: 'New Ticket' });
    expect(await modal.getByLabel('Category').inputValue()).toBe('technical');
    expect(await modal.getByLabel('Priority').inputValue()).toBe('medium');
    await modal.getByRole('button', { name: 'Create Ticket' }).click();
    await modal.getByText('Subject is required').waitFor();
    await modal.getByText('Description is required').waitFor();
    await modal.getByLabel('Subject').fill(subject);
    await modal.getByLabel('Description').fill(description);
    await modal.getByLabel('Priority').selectOption('high');
    await modal.getByLabel('Course').selectOption({ label: courseTitle });
    const created = learner.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/support-tickets' && r.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Create Ticket' }).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const sent = createdResponse.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ subject, category: 'technical', priority: 'high' });
    expect(sent.requestId).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
    const ticket = (await createdResponse.json()) as { id: string; ticketId: string };
    expect(ticket.ticketId).toMatch(/^TKT-\d{6,}$/);

    // Assert: listed, selected (in the address) and shown as typed, with the reply box
    await modal.waitFor({ state: 'detached' });
    await learner.waitForURL((url) => url.searchParams.get('ticket') === ticket.id);
    const mine = learner.getByRole('list', { name: 'Your tickets' });
    const item = mine.getByRole('link', { name: new RegExp(ticket.ticketId) });
    expect(await item.getAttribute('aria-current')).toBe('true');
    const details = learner.getByRole('region', { name: 'Ticket details' });
    expect(await details.getByRole('heading', { level: 2 }).textContent()).toBe(subject);
    await details.getByText(courseTitle).waitFor();
    expect(await threadOf(details)).toEqual([expect.stringContaining(description.replace(/\s+/g, ' '))]);
    await details.getByLabel('Your message').waitFor();

    // Act: the instructor's dashboard lists it; its link opens it on /instructor/tickets
    const teacher = await signInAt(instructorEmail, '/instructor/dashboard', { width: 1280 });
    const section = teacher.getByRole('region', { name: 'Support Tickets' });
    const link = section.getByRole('link', { name: subject });
    await link.waitFor();
    await section.getByText(/^Status:\s*open$/).waitFor();
    await link.click();
    await waitForPath(teacher, '/instructor/tickets');
    expect(new URL(teacher.url()).searchParams.get('ticket')).toBe(ticket.id);
    const staffView = teacher.getByRole('region', { name: 'Ticket details' });
    await staffView.getByRole('heading', { name: subject }).waitFor();
    expect(
      await staffView.getByRole('button', { name: 'open', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    // Act: reply (Send is off while blank), then set it resolved
    const send = staffView.getByRole('button', { name: 'Send' });
    await staffView.getByLabel('Your message').fill('   ');
    expect(await send.isDisabled(), 'Send is off while the message is blank').toBe(true);
    await staffView.getByLabel('Your message').fill(answer);
    await send.click();
    // The thread's item, not the text: React mirrors a textarea's value into its text until the form clears it.
    await staffView.locator('ol > li', { hasText: answer }).waitFor();
    expect((await threadOf(staffView))[1]).toMatch(/^Kavya Menon Staff .*Name every area/);
    await screenshots(teacher, 'instructor-tickets');
    await staffView.getByRole('button', { name: 'resolved', exact: true }).click();
    await expect
      .poll(() =>
        staffView.getByRole('button', { name: 'resolved', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await staffView.getByText('This ticket is resolved. Set it to open or in-progress to reply.').waitFor();
    expect(await staffView.getByLabel('Your message').isDisabled()).toBe(true);

    // The status filter: resolved lists it, open does not
    const filter = teacher.getByLabel('Status');
    await filter.selectOption('open');
    await teacher.getByText('No tickets found', { exact: true }).waitFor();
    await filter.selectOption('resolved');
    await teacher
      .getByRole('list', { name: 'Tickets' })
      .getByRole('link', { name: new RegExp(subject) })
      .waitFor();

    // The reply and the status change reached the student as support notifications
    const unread = async () =>
      (
        await api<{ byType: Record<string, number> }>('/api/notifications/unread-count', {
          token: student.token,
        })
      ).body.byType.support;
    expect(await unread()).toBe(2);

    // Assert: the student sees the reply and the resolved status, and can no longer reply
    await learner.reload();
    const resolved = learner.getByRole('region', { name: 'Ticket details' });
    await resolved.getByText(answer).waitFor();
    expect(await threadOf(resolved)).toEqual([
      expect.stringContaining(studentName),
      expect.stringMatching(/^Kavya Menon Staff /),
    ]);
    await resolved
      .getByText(/^Status:\s*resolved$/)
      .first()
      .waitFor();
    await resolved.getByText('This ticket is resolved. No new messages can be added.').waitFor();
    expect(await resolved.getByLabel('Your message').count()).toBe(0);
    expect(await resolved.getByRole('button', { name: 'Send' }).count()).toBe(0);
    // Visiting read them
    await expect.poll(unread).toBe(0);
    await screenshots(learner, 'student-support');
    await expectAccessible(learner, 'the support center');

    // Act: the admin's dashboard card counts the waiting tickets; the list finds it by the name in capitals
    const admin = await signInAt('admin@demo.academy', '/admin/dashboard', { width: 1280 });
    await admin
      .getByRole('main')
      .getByRole('link', { name: /^Support Tickets/ })
      .getByText(/^\d+ open · \d+ in progress$/)
      .waitFor();
    await admin.goto('/admin/support');
    await admin.getByText(/^\d+ tickets?$/).waitFor();
    await admin.getByLabel('Search tickets').fill(studentName.toUpperCase());
    const cards = admin.getByRole('list', { name: 'Tickets' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(1);
    const card = admin.getByRole('article', { name: subject });
    await card.getByText(studentName, { exact: true }).waitFor();
    await card.getByText(/^Status:\s*resolved$/).waitFor();
    await card.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/).waitFor();
    await admin.getByText('1 ticket', { exact: true }).waitFor();
    expect(new URL(admin.url()).searchParams.get('q')).toBe(studentName.toUpperCase());

    // Resolved counts as Closed; Open finds nothing and says to adjust the filters
    const statusFilter = admin.getByLabel('Status');
    await statusFilter.selectOption({ label: 'Closed' });
    await expect.poll(() => new URL(admin.url()).searchParams.get('status')).toBe('closed');
    await card.waitFor();
    await statusFilter.selectOption({ label: 'Open' });
    await admin.getByText('Try adjusting your search or filter criteria.').waitFor();
    await admin.getByText('No tickets found', { exact: true }).waitFor();
    await statusFilter.selectOption({ label: 'All Statuses' });
    await card.waitFor();
    await screenshots(admin, 'admin-support');
    await expectAccessible(admin, 'the admin ticket list');

    // View Details opens the thread, where the admin can set the status
    await card.getByRole('button', { name: /^View Details/ }).click();
    const dialog = admin.getByRole('dialog', { name: subject });
    await dialog.getByText(answer).waitFor();
    await dialog.getByText('My grid-template-areas collapse into one column.', { exact: false }).waitFor();
    expect(
      await dialog.getByRole('button', { name: 'resolved', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await admin.setViewportSize({ width: 360, height: 800 });
    await admin.screenshot({ path: path.join(SHOTS, 'admin-support-details-360.png') });
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.screenshot({ path: path.join(SHOTS, 'admin-support-details-1280.png') });
    await expectAccessible(admin, 'the ticket dialog');
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(admin.url()).searchParams.get('ticket')).toBeNull();
  });

  it('an admin assigns a ticket to an instructor found by name, and it shows on the instructor’s tickets page (issue 33)', async () => {
    const suffix = randomUUID().slice(0, 6);
    const teacherName = `Farah Qureshi ${suffix}`;
    const teacherEmail = `routing-${suffix}@test.academy`;
    const made = await createUser(demoAdmin.token, {
      name: teacherName,
      email: teacherEmail,
      password: DEMO_PASSWORD,
      role: 'instructor',
    });
    expect(made.status).toBe(201);
    // They agreed to the privacy notice at their first sign-in (issue 41).
    await agreeToNotice((await signIn(teacherEmail)).token);
    const { student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Other Mentor',
      student: `Dev Malhotra ${suffix}`,
      course: 'Routing Basics',
    });
    const subject = `Which track after the basics? ${suffix}`;
    const ticket = await api<{ id: string; ticketId: string }>('/api/support-tickets', {
      method: 'POST',
      token: student.token,
      body: {
        subject,
        description: 'I would like advice from a mentor on what to learn next.',
        category: 'course',
      },
    });
    expect(ticket.status).toBe(201);

    // Arrange: the admin opens it from the desk: nobody has it
    const admin = await signInAt('admin@demo.academy', '/admin/dashboard', { width: 1280 });
    await admin.goto(`/admin/support?q=${encodeURIComponent(suffix)}`);
    const card = admin.getByRole('article', { name: subject });
    await card.getByRole('button', { name: /^View Details/ }).click();
    const dialog = admin.getByRole('dialog', { name: subject });
    await dialog.getByText('Assignee: nobody yet (the support team)').waitFor();

    // Act: Assign, find the instructor by a part of the name in capitals, assign to them
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.getByLabel('Find by name or email').fill(`QURESHI ${suffix.toUpperCase()}`);
    const choice = dialog.getByRole('button', { name: `Assign to ${teacherName}` });
    await choice.waitFor();
    // The newest instructors show at once; the search narrows them to the one (debounced).
    const found = dialog.getByRole('list', { name: 'Instructors' }).getByRole('listitem');
    await expect.poll(() => found.count()).toBe(1);
    await expectAccessible(admin, 'the assignee picker');
    for (const width of [390, 1280]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.waitForTimeout(100);
      await admin.screenshot({ path: path.join(SHOTS, `admin-assign-picker-${width}.png`) });
    }
    const saved = admin.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/status'),
    );
    await choice.click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ assignedTo: made.body.user.id });

    // Assert: the dialog names the assignee, the status is still open
    await dialog.getByText(`Assignee: ${teacherName}`).waitFor();
    await dialog.getByText(teacherName, { exact: true }).first().waitFor();
    expect(await dialog.getByRole('button', { name: 'open', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Assert: the instructor is told, and finds it on their tickets page, where it opens
    const teacher = await signInAt(teacherEmail, '/instructor/dashboard', { width: 1280 });
    await expect.poll(() => bellName(teacher)).toMatch(/1 unread/);
    await teacher.goto('/instructor/tickets');
    const listed = teacher
      .getByRole('list', { name: 'Tickets' })
      .getByRole('link', { name: new RegExp(ticket.body.ticketId) });
    await listed.waitFor();
    await listed.click();
    const staffView = teacher.getByRole('region', { name: 'Ticket details' });
    await staffView.getByRole('heading', { name: subject }).waitFor();
    await staffView.getByText(teacherName, { exact: true }).waitFor();
    await screenshots(teacher, 'instructor-assigned-ticket');
  });

  it('asks a signed-out visitor of /support-tickets to sign in, and brings them back to their tickets', async () => {
    const { student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Neha Kulkarni',
      student: 'Arjun Nair',
      course: 'Accessible Forms',
    });
    const made = await api<{ id: string }>('/api/support-tickets', {
      method: 'POST',
      token: student.token,
      body: { subject: 'Certificate name is misspelt', description: 'It says Arjn.' },
    });
    expect(made.status).toBe(201);

    // Arrange: a visitor
    const visitor = await openApp('/support-tickets', { width: 1280 });
    await visitor.getByRole('heading', { name: 'Support Center', level: 1 }).waitFor();
    await visitor.getByText('Sign in to see your support tickets', { exact: false }).waitFor();
    await screenshots(visitor, 'support-sign-in');
    await expectAccessible(visitor, 'the sign-in prompt');

    // Act: Sign in
    await visitor.getByRole('link', { name: 'Sign in', exact: true }).click();
    await waitForPath(visitor, '/login');
    await submitLogin(visitor, student.email, DEMO_PASSWORD);

    // Assert: back on /support-tickets, the first (only) ticket selected
    await waitForPath(visitor, '/support-tickets');
    await visitor.waitForURL((url) => url.searchParams.get('ticket') === made.body.id);
    await visitor
      .getByRole('region', { name: 'Ticket details' })
      .getByRole('heading', { name: 'Certificate name is misspelt' })
      .waitFor();
  });
});
