import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { allPublishedCourses, api } from '../support/api';
import { formatFindings, seriousViolations } from '../support/axe';
import { closePagesAfterTests, pageWidths, waitForApp } from './helpers/app';
import { courseWithStudent, signInAt, useDemoAdmin } from './helpers/course';

/**
 * Rate this course on the learning page (issue 15): an enrolled student picks stars in a radio group (keyboard
 * or pointer), saves, and sees the saved state, which the course's public figures then count. Screenshots at
 * 360 and 1280 px go to SHOTS.
 */
const SHOTS = process.env.ACADEMY_SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'academy-screens', 'i15-rating');

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});
const demoAdmin = useDemoAdmin();
closePagesAfterTests();

describe('rate this course', () => {
  it('lets an enrolled student choose stars with the keyboard, save them, change them, and keeps them', async () => {
    // Arrange: a course of its own with one enrolled student, on the learning page.
    const { courseId, student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Kiran Rao',
      student: 'Lata Menon',
      course: 'Rating Basics',
    });
    const page = await signInAt(student.email, '/student/dashboard', { width: 1280 });
    await page.goto(`/learn/${courseId}`);
    await waitForApp(page);
    const group = page.getByRole('group', { name: 'Rate this course' });
    await group.waitFor();
    await page.getByText('Not rated yet.').waitFor();
    expect(await group.getByRole('radio').count()).toBe(5);

    // Act: 3 stars by pointer, then the right arrow moves to 4 (nothing is saved by browsing), then Save.
    await group.getByRole('radio', { name: '3 stars' }).check();
    await page.keyboard.press('ArrowRight');
    expect(await group.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.getByText('4 stars selected, not saved yet.').waitFor();
    expect((await api(`/api/courses/${courseId}`)).body.course.rating).toEqual({ average: 0, count: 0 });
    await page.getByRole('button', { name: 'Save rating' }).click();

    // Assert: saved, counted, and still there after a reload.
    await page.getByText('You rated this course 4 stars of 5.').waitFor();
    expect((await api(`/api/courses/${courseId}`)).body.course.rating).toEqual({ average: 4, count: 1 });
    expect(formatFindings(await seriousViolations(page)), 'axe on the learning page').toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'learn-rated-1280.png') });
    await page.reload();
    await page.getByText('You rated this course 4 stars of 5.').waitFor();
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);

    // A change replaces the rating: still one rating.
    await page.getByRole('radio', { name: '2 stars' }).check();
    await page.getByRole('button', { name: 'Update rating' }).click();
    await page.getByText('You rated this course 2 stars of 5.').waitFor();
    expect((await api(`/api/courses/${courseId}`)).body.course.rating).toEqual({ average: 2, count: 1 });
  });

  it('fits a phone: the demo student sees the rating they gave, and the page does not scroll sideways', async () => {
    const courses = await allPublishedCourses<{ id: string; title: string }>();
    const web = courses.find((c) => c.title.startsWith('Web Foundations'))!;
    const page = await signInAt('student@demo.academy', '/student/dashboard', { width: 360 });
    await page.goto(`/learn/${web.id}`);
    await waitForApp(page);
    // The seed's rating (seed-learners.ts): the demo student gave Web Foundations 5 stars.
    await page.getByText('You rated this course 5 stars of 5.').waitFor();
    const [scrollWidth, innerWidth] = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await page.screenshot({ path: path.join(SHOTS, 'learn-rated-360.png') });
    await page.getByRole('radio', { name: '3 stars' }).check();
    await page.getByRole('button', { name: 'Update rating' }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'learn-unsaved-360.png') });
  });
});
