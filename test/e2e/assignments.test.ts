import { readFileSync } from 'node:fs';
import { ASSIGNMENT_LIMITS } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { localDateTimeIn, pageWidths, pauseClock, see, useBrowserJourney, waitForPath } from './helpers/app';
import { bell, courseWithStudent, signInAt, useDemoAdmin } from './helpers/course';

/**
 * Issue 11's journey on the production build against the real local stack: an instructor creates an assignment,
 * a student submits it (the success popup shows for 3 s), the instructor hears of it through the bell, grades it
 * with feedback, and the student sees the grade over the max points and the feedback, with the submit box gone.
 */

useBrowserJourney();

const demoAdmin = useDemoAdmin();

describe('assignments, from creation to grade', () => {
  it('an instructor creates one, a student submits, the instructor is notified and grades, the student sees the grade', async () => {
    const { instructorEmail, courseId, student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Kiran Rao',
      student: 'Divya Menon',
      course: 'CSS Layout',
    });
    const title = 'Build a holy-grail layout';

    // Act: the instructor creates the assignment on the course's Assignments tab
    const teacher = await signInAt(instructorEmail, '/instructor/dashboard');
    await teacher.goto(`/instructor/courses?tab=assignments&course=${courseId}`);
    await teacher.getByRole('button', { name: 'New', exact: true }).click();
    const form = teacher.getByRole('dialog');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Header, footer, two sidebars and a fluid middle, with Grid.');
    await form.getByLabel('Due date').fill(localDateTimeIn(7 * 24 * 60));
    await form.getByLabel('Max points').fill('50');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'hidden' });

    // Assert: listed, and stored as the server's own reading
    await teacher.getByRole('list', { name: 'Assignments' }).getByRole('heading', { name: title }).waitFor();
    const studentView = await api<{ assignments: { id: string; title: string; maxPoints: number }[] }>(
      `/api/assignments/course/${courseId}`,
      { token: student.token },
    );
    expect(studentView.body.assignments).toMatchObject([{ title, maxPoints: 50 }]);

    // Act: the student hears of it through the bell (issue 33), which leads to the course's assignments
    const learner = await signInAt(student.email, '/student/dashboard', { clock: true });
    await bell(learner).click();
    const posted = learner.getByRole('link', { name: /New assignment/ });
    expect(await posted.textContent()).toContain(`${title} (`);
    await posted.click();
    await waitForPath(learner, `/student/assignments/${courseId}`);

    // Act: the student submits from /student/assignments/{courseId}, with the page's clock held
    const submitForm = learner.getByRole('form', { name: `Submit: ${title}` });
    const answer = submitForm.getByLabel('Your answer');
    const submit = submitForm.getByRole('button', { name: 'Submit assignment' });
    await answer.waitFor();
    expect(await submit.isDisabled(), 'disabled while empty').toBe(true);
    await answer.fill('   ');
    expect(await submit.isDisabled(), 'disabled while blank').toBe(true);
    await answer.fill('https://codepen.io/divya-menon/pen/holy-grail');
    await pauseClock(learner);
    await submit.click();

    // Assert: the popup shows, and stays 3 seconds of the page's time, no more
    const popup = learner.getByTestId('assignment-success-popup');
    await expect
      .poll(async () => {
        await learner.clock.runFor(20);
        return popup.isVisible();
      })
      .toBe(true);
    await learner.clock.runFor(ASSIGNMENT_LIMITS.successPopupMs - 300);
    expect(await popup.isVisible(), 'still shown before 3 s').toBe(true);
    await learner.clock.runFor(400);
    await popup.waitFor({ state: 'hidden' });
    await learner.clock.resume();

    // Act: the instructor's bell has it (beside the student's New enrolment); it leads to the Assignments tab
    await teacher.reload();
    await expect
      .poll(async () => (await bell(teacher).getAttribute('aria-label')) ?? '')
      .toBe('Notifications, 2 unread');
    await bell(teacher).click();
    const notice = teacher.getByRole('link', { name: /New submission/ });
    expect(await notice.textContent()).toContain(`Divya Menon submitted ${title}`);
    await notice.click();
    await waitForPath(teacher, '/instructor/courses');
    const params = new URL(teacher.url()).searchParams;
    expect([params.get('tab'), params.get('course')]).toEqual(['assignments', courseId]);

    // Act: View Submissions, choose the submission, grade with feedback
    await teacher.getByRole('button', { name: `View Submissions of ${title}` }).click();
    const grading = teacher.getByRole('dialog');
    await grading.getByText('0 graded').waitFor();
    await grading.getByText('1 pending').waitFor();
    await grading.getByRole('button', { name: /Divya Menon/ }).click();
    await grading.getByText('https://codepen.io/divya-menon/pen/holy-grail').waitFor();
    await grading.getByLabel('Grade', { exact: true }).fill('51');
    await grading.getByRole('button', { name: 'Save grade' }).click();
    await see(teacher, /between 0 and 50|at most 50/);
    await grading.getByLabel('Grade', { exact: true }).fill('42');
    await grading.getByLabel('Feedback').fill('Solid grid areas. Let the sidebars collapse below 600 px.');
    await grading.getByRole('button', { name: 'Save grade' }).click();
    await grading.getByText('Grade saved.').waitFor();
    await grading.getByText('1 graded').waitFor();

    // Assert: the student sees the real grade over max points and the feedback; the box is gone
    await learner.reload();
    const card = learner.getByTestId('assignment-card').filter({ hasText: title });
    await card.getByTestId('assignment-grade').waitFor();
    expect((await card.getByTestId('assignment-grade').textContent())?.replace(/\s+/g, ' ').trim()).toBe(
      '42 / 50',
    );
    await card.getByText('Solid grid areas. Let the sidebars collapse below 600 px.').waitFor();
    expect(await learner.getByRole('form', { name: `Submit: ${title}` }).count()).toBe(0);
    expect(await learner.getByLabel('Your answer').count()).toBe(0);

    // And the grade reached the student as a notification
    const unread = await api<{ byType: Record<string, number> }>('/api/notifications/unread-count', {
      token: student.token,
    });
    // (The New assignment one was read when the student followed it from the bell.)
    expect(unread.body.byType.assignment).toBe(1);
  });

  it('lays out the student page and the all-courses list at phone width without sideways scroll', async () => {
    const page = await signInAt('student@demo.academy', '/student/dashboard', { width: 360 });
    await page.goto('/student/assignments');
    await page.getByTestId('assignment-card').first().waitFor();
    const [scroll, inner] = await pageWidths(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    // Real grades only: the demo's graded work shows its stored grade
    await page.getByTestId('assignment-grade').filter({ hasText: '86 / 100' }).first().waitFor();
  });

  it('a student attaches a file and submits; the instructor opens it from View Submissions (issue 33)', async () => {
    // Arrange: an assignment in a course of this test's own
    const { instructorEmail, courseId, student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Leela Das',
      student: 'Omar Shaikh',
      course: 'Technical Writing',
    });
    const title = 'Write a design document';
    const made = await api('/api/assignments', {
      method: 'POST',
      token: (await signIn(instructorEmail)).token,
      body: {
        course: courseId,
        title,
        description: 'Two pages on a feature of your choice.',
        dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        maxPoints: 20,
      },
    });
    expect(made.status).toBe(201);
    const pdf = Buffer.from('%PDF-1.4\n% Omar’s design document\n%%EOF\n');

    // Act: the student picks a file of a kind that is not allowed, then a PDF, and submits with it
    const learner = await signInAt(student.email, '/student/dashboard', { width: 390 });
    await learner.goto(`/student/assignments/${courseId}`);
    const form = learner.getByRole('form', { name: `Submit: ${title}` });
    const picker = form.locator('input[type=file]');
    await picker.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: pdf });
    await form.getByText('That kind of file cannot be attached.', { exact: false }).waitFor();
    await picker.setInputFiles({ name: 'design-doc.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByText('Ready to submit').waitFor();
    const submit = form.getByRole('button', { name: 'Submit assignment' });
    expect(await submit.isDisabled(), 'a file does not replace the text').toBe(true);
    await form.getByLabel('Your answer').fill('My design document is attached.');
    await submit.click();

    // Assert: the card now names the submitted file, with a link to it, and nothing scrolls sideways
    await learner.getByTestId('assignment-success-popup').waitFor();
    const own = form.getByTestId('attached-file-link');
    await own.waitFor();
    expect((await own.textContent())?.trim()).toMatch(/^design-doc\.pdf/);
    const [scroll, inner] = await pageWidths(learner);
    expect(scroll).toBeLessThanOrEqual(inner);

    // Act: the instructor opens View Submissions, chooses the work and opens its file
    const teacher = await signInAt(instructorEmail, '/instructor/dashboard');
    await teacher.goto(`/instructor/courses?tab=assignments&course=${courseId}`);
    await teacher.getByRole('button', { name: `View Submissions of ${title}` }).click();
    const dialog = teacher.getByRole('dialog');
    await dialog.getByRole('button', { name: /Omar Shaikh/ }).click();
    const link = dialog.getByTestId('attached-file-link');
    await link.waitFor();
    const [download] = await Promise.all([teacher.waitForEvent('download'), link.click()]);

    // Assert: the very file, under its name
    expect(download.suggestedFilename()).toBe('design-doc.pdf');
    const saved = await download.path();
    expect(readFileSync(saved).equals(pdf)).toBe(true);
  });
});
