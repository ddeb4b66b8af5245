import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, demoCourse, newStudent } from '../support/api';
import { storedItem } from '../support/db';
import { keys } from '../support/table-keys';
import { closePagesAfterTests, openApp, submitLogin, waitForApp, waitForPath } from './helpers/app';

/**
 * Issue 35 item 4: the learning page saves progress when it matters (every 30 s of playing, pause, end, seek,
 * page hide), so a page closed mid-lesson, between two saves, still gets its watched seconds to the server: a
 * keepalive request on page hide that outlives the page, marked final so the course figures move too.
 */

closePagesAfterTests();

/** Waits on the server: the stack shares the machine with the browser. */
const POLL = { timeout: 20_000, interval: 200 };

interface CourseRow {
  id: string;
  thumbnail: string;
  modules: { id: string; order: number }[];
}

const video = (page: Page) => page.locator('video');

/** A new student enrolled in a free demo course (each module plays the 12 s sample clip), on its first lesson. */
async function studentOnLesson(name: string) {
  const course = await demoCourse<CourseRow>('linux-git-essentials');
  const [first] = course.modules;
  if (!first) throw new Error('the demo course has no modules');
  const student = await newStudent(name);
  const enrol = await api('/api/enrollments', {
    method: 'POST',
    token: student.token,
    body: { courseId: course.id },
  });
  expect(enrol.status).toBe(201);
  const page = await openApp('/login');
  await submitLogin(page, student.email, DEMO_PASSWORD);
  await waitForPath(page, '/student/dashboard');
  // Every progress request the page makes, noted in the app's own storage as it is made (a page being left
  // reports nothing more to the test): its body and whether it may outlive the page (fetch keepalive)
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/enrollments/progress')) {
        const noted = JSON.parse(localStorage.getItem('e2e.progress-requests') ?? '[]');
        noted.push({ body: String(init?.body ?? ''), keepalive: init?.keepalive === true });
        localStorage.setItem('e2e.progress-requests', JSON.stringify(noted));
      }
      return original(input, init);
    };
  });
  /** The progress requests noted so far (read on a page of the app). */
  const sent = async (): Promise<{ body: string; keepalive: boolean }[]> =>
    JSON.parse((await page.evaluate(() => localStorage.getItem('e2e.progress-requests'))) ?? '[]');
  await page.goto(`/learn/${course.id}?module=${first.id}`);
  await waitForApp(page);
  const progressOfFirst = async () =>
    (
      await api<{ enrollment: { progress: { moduleId: string; watchTime: number; position: number }[] } }>(
        `/api/enrollments/my-courses/${course.id}`,
        { token: student.token },
      )
    ).body.enrollment.progress.find((p) => p.moduleId === first.id);
  return { page, student, course, sent, progressOfFirst };
}

/** Plays from 1 s (a seek: saved) to past 6.5 s, well inside the 30 s between saves while playing. */
async function playMidLesson(page: Page) {
  await video(page).waitFor();
  await video(page).evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    if (el.readyState < 1) await new Promise((resolve) => el.addEventListener('loadedmetadata', resolve));
    el.currentTime = 1;
    await el.play();
    await new Promise<void>((resolve) => {
      const check = () => {
        if (el.currentTime < 6.5) return;
        el.removeEventListener('timeupdate', check);
        resolve();
      };
      el.addEventListener('timeupdate', check);
    });
  });
}

describe('progress when the page goes', () => {
  it('keeps the seconds watched since the last save when the tab closes mid-lesson', async () => {
    // Arrange
    const { page, student, course, progressOfFirst } = await studentOnLesson('Kavya Menon');

    // Act: play mid-lesson; nothing since the seek has reached the server (at most the second before it); close
    await playMidLesson(page);
    expect((await progressOfFirst())?.watchTime ?? 0).toBeLessThan(3);
    await page.close();

    // Assert: the seconds played reached the server (about 5; the tick counts whole seconds), near 6 s into the
    // video, and the final save moved the enrolment's and the student's figures, not only the progress item
    await expect.poll(async () => (await progressOfFirst())?.watchTime ?? 0, POLL).toBeGreaterThanOrEqual(4);
    expect((await progressOfFirst())?.position).toBeGreaterThanOrEqual(5);
    const enrollment = await storedItem(keys.enrollment(student.user.id, course.id));
    expect(Number(enrollment?.watchTime)).toBeGreaterThanOrEqual(4);
    const figures = await storedItem(keys.learnerStats(student.user.id));
    expect(Number(figures?.watchTime)).toBeGreaterThanOrEqual(4);
  });

  it('sends the page-close save as a keepalive request, so leaving for another site keeps it too', async () => {
    // Arrange
    const { page, sent, progressOfFirst } = await studentOnLesson('Rohan Das');

    // Act: play mid-lesson, then leave the app (a navigation cancels the page's ordinary requests)
    await playMidLesson(page);
    await page.goto('about:blank');

    // Assert: the server has the seconds played, and the final save went as a keepalive request
    await expect.poll(async () => (await progressOfFirst())?.watchTime ?? 0, POLL).toBeGreaterThanOrEqual(4);
    await page.goto('/login');
    const closing = (await sent()).filter((r) => JSON.parse(r.body).final === true);
    expect(closing.length).toBeGreaterThanOrEqual(1);
    expect(closing.every((r) => r.keepalive)).toBe(true);
  });
});
