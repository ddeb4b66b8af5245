import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { openApp, pageWidths, useBrowserJourney, waitForApp } from './helpers/app';
import { courseWithStudent, signInAt, useDemoAdmin } from './helpers/course';

/**
 * Issue 33 item 11 in the browser: a student whose work was graded (18/20 and 33/50: 90 % and 66 %, a mean of
 * 78 %) finishes the course and gets a certificate graded B · 78 %, on the learning page, on My Certificates and on
 * the public verification page; a course without graded work reads Completed.
 */

useBrowserJourney();

/** Which badge tone (tokens `--badge-<tone>-text`) the element's text is drawn in. */
const toneOf = (badge: Locator) =>
  badge.evaluate((el) => {
    const tones = ['neutral', 'blue', 'green', 'red', 'amber', 'purple'];
    const colourOf = (tone: string) => {
      const probe = document.createElement('span');
      probe.style.color = `var(--badge-${tone}-text)`;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    const own = getComputedStyle(el).color;
    return tones.find((tone) => colourOf(tone) === own) ?? own;
  });

const demoAdmin = useDemoAdmin();

/** The student marks every module of the course completed through the API, as the learning page does. */
async function completeEveryModule(token: string, courseId: string) {
  const { course } = (await api(`/api/courses/${courseId}`)).body;
  for (const module of course.modules as { id: string }[]) {
    await api('/api/enrollments/progress', {
      method: 'POST',
      token,
      body: { courseId, moduleId: module.id, completed: true, watchTime: 600 },
    });
  }
}

describe('a certificate with a real grade', () => {
  it('grades the certificate from the graded assignments, everywhere it shows', async () => {
    // Arrange: two graded assignments and the course's one module completed
    const { instructorEmail, courseId, courseTitle, student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Nandini Rao',
      student: 'Karan Malhotra',
      course: 'Data Visualisation',
    });
    const teacher = (await signIn(instructorEmail)).token;
    for (const [maxPoints, grade] of [
      [20, 18],
      [50, 33],
    ] as const) {
      const made = await api('/api/assignments', {
        method: 'POST',
        token: teacher,
        body: {
          course: courseId,
          title: `Chart out of ${maxPoints}`,
          description: 'A chart and a paragraph.',
          dueDate: '2031-01-01T00:00:00Z',
          maxPoints,
        },
      });
      const id = made.body.assignment.id;
      expect(
        (
          await api(`/api/assignments/${id}/submit`, {
            method: 'POST',
            token: student.token,
            body: { content: 'Done' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await api(`/api/assignments/${id}/grade`, {
            method: 'POST',
            token: teacher,
            body: { studentId: student.user.id, grade, feedback: '' },
          })
        ).status,
      ).toBe(200);
    }
    await completeEveryModule(student.token, courseId);

    // Act: the student gets the certificate on the learning page
    const page = await signInAt(student.email, '/student/dashboard', { width: 390 });
    await page.goto(`/learn/${courseId}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Get your certificate' }).click();

    // Assert: the grade comes from the work, (90 + 66) ÷ 2 = 78 % → B
    await page.getByRole('heading', { name: 'Your certificate is ready' }).waitFor();
    await page.getByText(`${courseTitle}, grade B (78%).`, { exact: false }).waitFor();

    // Act / Assert: My Certificates shows it in blue (spec: B blue), with its percentage
    await page.getByRole('link', { name: 'View my certificates' }).click();
    const card = page.getByRole('article', { name: courseTitle });
    await card.waitFor();
    const badge = card.getByText('Grade B · 78%');
    await badge.waitFor();
    expect(await toneOf(badge)).toBe('blue');
    const [scroll, inner] = await pageWidths(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    const verify = await card.getByRole('link', { name: /Verify/ }).getAttribute('href');

    // Act / Assert: anyone checking it (signed out, a browser of their own) sees the same grade
    const visitor = await openApp(verify!);
    await visitor.getByRole('heading', { level: 1, name: 'Certificate verified' }).waitFor();
    expect(await visitor.locator('main').textContent()).toContain('B · 78%');
  });

  it('reads Completed, in a neutral badge, for a course without graded work', async () => {
    const { courseId, courseTitle, student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Sunil Nair',
      student: 'Tara Bose',
      course: 'Spreadsheets',
    });
    await completeEveryModule(student.token, courseId);
    const issued = await api('/api/certificates/generate', {
      method: 'POST',
      token: student.token,
      body: { courseId },
    });
    expect(issued.body.certificate).toMatchObject({ grade: 'Completed', gradePercent: null });

    const page = await signInAt(student.email, '/student/dashboard');
    await page.goto('/student/certificates');
    const card = page.getByRole('article', { name: courseTitle });
    const badge = card.getByText(/^Grade: Completed$/);
    await badge.waitFor();
    expect(await card.textContent()).not.toContain('Grade Completed');
    // Not the yellow of a C: no letter at all
    expect(await toneOf(badge)).toBe('neutral');
  });
});
