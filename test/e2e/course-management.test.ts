import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { allManagedCourses, api, signIn } from '../support/api';
import {
  closePagesAfterTests,
  openApp,
  pageWidths,
  pathOf,
  see,
  submitLogin,
  waitForApp,
  waitForPath,
} from './helpers/app';

/**
 * Course management through the production build in headless Chromium (spec part 2 §2 instructor course
 * management and admin create course, §5 module and course forms, §8 alerts and confirmations, §9
 * defaults; the issue's rule that course creation reports its real outcome). Every test makes its own
 * uniquely named course.
 */

closePagesAfterTests();

const SAMPLE_VIDEO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../frontend/public/media/sample-lesson.mp4',
);
const INSTRUCTOR_EMAIL = 'instructor@demo.academy';
const ADMIN_EMAIL = 'admin@demo.academy';

let adminToken: string;
let instructor: { id: string; name: string; token: string };

beforeAll(async () => {
  adminToken = (await signIn(ADMIN_EMAIL)).token;
  const session = await signIn(INSTRUCTOR_EMAIL);
  instructor = { id: session.user.id, name: session.user.name, token: session.token };
});

const uniqueTitle = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A draft course of instructor@demo.academy, made by the admin through the API. */
async function createDraftCourse(title: string): Promise<string> {
  const res = await api<{ course: { id: string } }>('/api/courses', {
    method: 'POST',
    token: adminToken,
    body: {
      title,
      description: 'A course made by a browser test.',
      instructor: instructor.id,
      category: 'DevOps',
      level: 'beginner',
      price: 0,
    },
  });
  if (res.status !== 201) throw new Error(`course not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.course.id;
}

async function addModuleThroughApi(courseId: string, title: string, order: number) {
  const res = await api(`/api/courses/${courseId}/modules`, {
    method: 'POST',
    token: instructor.token,
    body: { title, description: '', videoUrl: '', duration: 10, order, resources: [] },
  });
  if (res.status !== 201) throw new Error(`module not created: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Every published course, as the public catalogue reads them (all pages). */
async function publishedCourseIds(): Promise<string[]> {
  const ids: string[] = [];
  let cursor = '';
  do {
    const res = await api<{ courses: { id: string }[]; nextCursor: string | null }>(
      `/api/courses?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    ids.push(...res.body.courses.map((course) => course.id));
    cursor = res.body.nextCursor ?? '';
  } while (cursor);
  return ids;
}

async function signInAs(email: string, dashboard: string, width?: number): Promise<Page> {
  const page = await openApp('/login', width ? { width } : {});
  await submitLogin(page, email, 'Demo@12345');
  await waitForPath(page, dashboard);
  return page;
}

/** The module's entry in the Overview list (named by its title). */
const moduleItem = (page: Page, title: string): Locator =>
  page.getByRole('list', { name: 'Modules' }).getByRole('listitem', { name: title, exact: true });

/** A field's inline error (the text also appears elsewhere, e.g. as a placeholder option). */
const fieldError = (page: Page, message: string) => page.locator('p', { hasText: message }).first();

/** Visible elements that stick out past the right edge of the window (the body hides overflow). */
const overflowing = (page: Page) =>
  page.evaluate<string[]>(`[...document.querySelectorAll('#root *')]
    .filter((el) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && rect.right > window.innerWidth + 1 && !el.closest('.sr-only');
    })
    .map((el) => el.tagName.toLowerCase() + '.' + String(el.className).slice(0, 40))`);

describe('admin creates a course', () => {
  it('creates a draft for an instructor, says so and lists it on /admin/courses', async () => {
    // Arrange
    const title = uniqueTitle('Kubernetes for Teams');
    const page = await signInAs(ADMIN_EMAIL, '/admin/dashboard');
    await page.goto('/admin/add-course');
    await waitForApp(page);

    // Act
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Clusters, deployments and observability for product teams.');
    await page.getByLabel('Instructor').selectOption({ label: `${instructor.name} (${INSTRUCTOR_EMAIL})` });
    await page.getByLabel('Category').selectOption('DevOps');
    await page.getByLabel('Price (₹)').fill('2499');
    await page.getByLabel('Tags').fill('kubernetes, devops ,');
    await page.getByRole('button', { name: 'Create Course' }).click();

    // Assert: the real outcome, then the course list after 2 seconds
    await see(page, 'Course created successfully!');
    await waitForPath(page, '/admin/courses');
    await page.getByLabel('Search by title or instructor').fill(title);
    const row = page.getByRole('row', { name: new RegExp(escapeRegExp(title)) });
    await row.getByText('Draft', { exact: true }).waitFor();
    await row.getByText(instructor.name).waitFor();
    const mine = await allManagedCourses<{ title: string; tags: string[]; isPublished: boolean }>(
      instructor.token,
      { search: title },
    );
    expect(mine.find((course) => course.title === title)).toMatchObject({
      tags: ['kubernetes', 'devops'],
      isPublished: false,
    });
  });

  it('a refused create shows the server’s message, not the success text, and stays on the form', async () => {
    // Arrange
    const page = await signInAs(ADMIN_EMAIL, '/admin/dashboard');
    await page.route('**/api/courses', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'instructor: No active instructor has this id' }),
          })
        : route.fallback(),
    );
    await page.goto('/admin/add-course');
    await waitForApp(page);

    // Act
    await page.getByLabel('Title').fill(uniqueTitle('Refused course'));
    await page.getByLabel('Description').fill('The server says no.');
    await page.getByLabel('Instructor').selectOption({ label: `${instructor.name} (${INSTRUCTOR_EMAIL})` });
    await page.getByLabel('Category').selectOption('AI/ML');
    await page.getByLabel('Price (₹)').fill('0');
    await page.getByRole('button', { name: 'Create Course' }).click();

    // Assert
    await page
      .getByRole('alert')
      .filter({ hasText: 'instructor: No active instructor has this id' })
      .waitFor();
    await page.waitForTimeout(2500);
    expect(await page.getByText('Course created successfully!').count()).toBe(0);
    expect(pathOf(page)).toBe('/admin/add-course');
  });

  it('the form asks for the required fields before sending anything', async () => {
    // Arrange
    const page = await signInAs(ADMIN_EMAIL, '/admin/dashboard');
    await page.goto('/admin/add-course');
    await waitForApp(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/courses')) posts.push(request.url());
    });

    // Act
    await page.getByRole('button', { name: 'Create Course' }).click();

    // Assert
    for (const message of [
      'Title is required',
      'Description is required',
      'Choose an instructor',
      'Choose a category',
    ]) {
      await fieldError(page, message).waitFor();
    }
    expect(posts).toEqual([]);

    // Act: Cancel goes back to the list
    await page.getByRole('button', { name: 'Cancel' }).click();
    await waitForPath(page, '/admin/courses');
  });
});

describe('instructor manages a course', () => {
  it('adds, edits, uploads a video to and deletes modules, then publishes the course', async () => {
    // Arrange: a draft with one module to delete later
    const title = uniqueTitle('Terraform in Practice');
    const courseId = await createDraftCourse(title);
    await addModuleThroughApi(courseId, 'Old module to remove', 2);
    const page = await signInAs(INSTRUCTOR_EMAIL, '/instructor/dashboard');
    await page.goto('/instructor/courses');
    await waitForApp(page);
    await page.getByRole('heading', { level: 2, name: /^Your courses/ }).waitFor();

    // Act: select the course in the left list
    await page.getByRole('link', { name: new RegExp(escapeRegExp(title)) }).click();
    const panel = page.getByRole('region', { name: title });
    await panel.getByText('Draft', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('course')).toBe(courseId);

    // Act: add a module
    await panel.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New module' });
    await dialog.getByLabel('Title', { exact: true }).fill('State and Backends');
    await dialog.getByLabel('Duration (minutes)').fill('25');
    await dialog.getByLabel('Order').fill('1');
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    await dialog.getByLabel('Resource 1 title').fill('Cheat sheet');
    await dialog.getByLabel('Resource 1 URL').fill('https://developer.hashicorp.com/terraform');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();

    // Assert
    await moduleItem(page, 'State and Backends').waitFor();
    await moduleItem(page, 'State and Backends').getByText('No video').waitFor();

    // Act: edit it
    await moduleItem(page, 'State and Backends').getByRole('button', { name: /^Edit/ }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit module' });
    await editDialog.getByLabel('Title', { exact: true }).fill('Remote State and Backends');
    await editDialog.getByRole('button', { name: 'Update', exact: true }).click();

    // Assert
    const module = moduleItem(page, 'Remote State and Backends');
    await module.waitFor();
    expect(await moduleItem(page, 'State and Backends').count()).toBe(0);

    // Act: upload its video
    await module.getByLabel('Upload video for Remote State and Backends').setInputFiles(SAMPLE_VIDEO);

    // Assert: the bar reaches 100%, then the module has its uploaded video
    await module.getByText('Video uploaded', { exact: true }).waitFor();
    await module.getByText('100%').waitFor();
    // The upload's own bar (the processing bar may already show beside it once the upload is in).
    const uploadBar = module.getByRole('progressbar', { name: /uploaded$/ });
    expect(await uploadBar.getAttribute('aria-valuenow')).toBe('100');
    await module.getByText('Uploaded video').waitFor();
    const stored = await api<{ course: { modules: { title: string; hasUploadedVideo: boolean }[] } }>(
      `/api/courses/${courseId}`,
      { token: instructor.token },
    );
    expect(stored.body.course.modules.find((m) => m.title === 'Remote State and Backends')).toMatchObject({
      hasUploadedVideo: true,
    });

    // Act: delete the other module, after the confirmation
    await moduleItem(page, 'Old module to remove')
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Delete module? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

    // Assert
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Module “Old module to remove” deleted.').waitFor();
    expect(await moduleItem(page, 'Old module to remove').count()).toBe(0);

    // Act: publish
    await panel.getByRole('button', { name: 'Publish', exact: true }).click();

    // Assert: the badge, and the public catalogue has it
    await panel.getByText('Published', { exact: true }).waitFor();
    expect(await publishedCourseIds()).toContain(courseId);
  });

  it('the module form shows errors for an empty title, a video address that is not a URL and a javascript: resource link', async () => {
    // Arrange
    const title = uniqueTitle('Validation course');
    const courseId = await createDraftCourse(title);
    const page = await signInAs(INSTRUCTOR_EMAIL, '/instructor/dashboard');
    await page.goto(`/instructor/courses?course=${courseId}`);
    await waitForApp(page);
    const panel = page.getByRole('region', { name: title });
    await panel.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New module' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/modules')) posts.push(request.url());
    });

    // Act
    await dialog.getByLabel('Video URL').fill('my lesson video');
    await dialog.getByRole('button', { name: 'Add resource' }).click();
    await dialog.getByLabel('Resource 1 title').fill('Notes');
    await dialog.getByLabel('Resource 1 URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();

    // Assert: inline errors (the draft's duration 0 is refused too), nothing sent
    await dialog.getByText('Title is required').waitFor();
    await expect.poll(() => dialog.getByText('Must be a URL (http or https)').count()).toBe(2);
    expect(await dialog.getByLabel('Resource 1 URL').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('Duration must be at least 1 minute').waitFor();
    expect(await dialog.getByLabel('Order').inputValue()).toBe('1');
    expect(await dialog.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
  });

  it('a refused save alerts “Failed to save module.” and keeps the form', async () => {
    // Arrange
    const title = uniqueTitle('Refused module course');
    const courseId = await createDraftCourse(title);
    const page = await signInAs(INSTRUCTOR_EMAIL, '/instructor/dashboard');
    await page.route(`**/api/courses/${courseId}/modules`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'You can only manage your own courses' }),
      }),
    );
    await page.goto(`/instructor/courses?course=${courseId}`);
    await waitForApp(page);
    await page.getByRole('region', { name: title }).getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New module' });

    // Act
    await dialog.getByLabel('Title', { exact: true }).fill('Will not save');
    await dialog.getByLabel('Duration (minutes)').fill('5');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();

    // Assert
    const alert = dialog.getByRole('alert');
    await alert.getByText('Failed to save module.').waitFor();
    await alert.getByText('You can only manage your own courses').waitFor();
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Will not save');
  });
});

describe('small screens', () => {
  it('at 360 px the three screens fit the width', async () => {
    // Arrange
    const title = uniqueTitle('Phone course');
    const courseId = await createDraftCourse(title);
    await addModuleThroughApi(courseId, 'A module with a rather long title to wrap on phones', 1);
    const instructorPage = await signInAs(INSTRUCTOR_EMAIL, '/instructor/dashboard', 360);
    const adminPage = await signInAs(ADMIN_EMAIL, '/admin/dashboard', 360);

    // Act + Assert: the instructor picks the course from the drop-down that replaces the list
    await instructorPage.goto('/instructor/courses');
    await instructorPage.getByLabel('Course', { exact: true }).selectOption(courseId);
    await instructorPage
      .getByRole('region', { name: title })
      .getByRole('heading', { name: /A module with a rather long title/ })
      .waitFor();
    expect(await pageWidths(instructorPage)).toEqual([360, 360]);
    expect(await overflowing(instructorPage)).toEqual([]);

    for (const screen of ['/admin/courses', '/admin/add-course']) {
      await adminPage.goto(screen);
      await adminPage.getByRole('heading', { level: 1 }).waitFor();
      await adminPage.waitForLoadState('networkidle');
      expect(await pageWidths(adminPage), screen).toEqual([360, 360]);
      expect(await overflowing(adminPage), screen).toEqual([]);
    }
  });
});

describe('the course lists in pages', () => {
  it('/admin/courses shows 20 courses, Load more courses reads the next, search and status ask the server, and the figures are the counters', async () => {
    // Arrange: a draft of our own, every course as the admin reads them, the counters
    const title = uniqueTitle('Paged admin list');
    await createDraftCourse(title);
    const every = await allManagedCourses<{ id: string; title: string }>(adminToken);
    const stats = (await api('/api/dashboard/admin', { token: adminToken })).body.stats as {
      courses: number;
      publishedCourses: number;
      enrollments: number;
    };
    const page = await signInAs(ADMIN_EMAIL, '/admin/dashboard');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/courses/instructor/my-courses')) asked.push(request.url());
    });
    const bodyRows = page.locator('tbody tr');
    const counts = page.getByRole('list', { name: 'Course counts' });

    // Act
    await page.goto('/admin/courses');
    await waitForApp(page);
    await bodyRows.first().waitFor();

    // Assert: the first page, and the counters' figures
    expect(every.length).toBeGreaterThan(20);
    await expect.poll(() => bodyRows.count()).toBe(20);
    await counts
      .getByRole('listitem')
      .filter({ hasText: 'Published' })
      .getByText(String(stats.publishedCourses))
      .waitFor();
    await counts
      .getByRole('listitem')
      .filter({ hasText: 'Drafts' })
      .getByText(String(stats.courses - stats.publishedCourses))
      .waitFor();
    await page.getByText(`Showing 20 of ${stats.courses} courses`).waitFor();
    // Screenshots at phone and desktop width, when asked for (ACADEMY_SCREENSHOTS_DIR).
    const shots = process.env.ACADEMY_SCREENSHOTS_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: path.join(shots, `admin-courses-${width}.png`), fullPage: true });
      }
      // At phone width also the first screen and the list's foot, each one screen tall.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(shots, 'admin-courses-360-top.png') });
      await page.getByRole('button', { name: 'Load more courses' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, 'admin-courses-360-foot.png') });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // Act + Assert: Load more courses reads the next page
    const more = page.getByRole('button', { name: 'Load more courses' });
    await more.click();
    await expect.poll(() => bodyRows.count()).toBe(Math.min(40, every.length));
    if (every.length <= 40) await more.waitFor({ state: 'detached' });

    // Act + Assert: the search goes to the server (debounced) and finds the new draft
    await page.getByLabel('Search by title or instructor').fill(title.toUpperCase());
    await expect.poll(() => bodyRows.count()).toBe(1);
    await page
      .getByRole('row', { name: new RegExp(escapeRegExp(title)) })
      .getByText('Draft', { exact: true })
      .waitFor();
    await expect
      .poll(() => asked.some((url) => new URL(url).searchParams.get('search') === title.toUpperCase()))
      .toBe(true);
    await page.getByLabel('Status').selectOption('published');
    await page.getByText('No courses found').waitFor();
    expect(asked.some((url) => new URL(url).searchParams.get('status') === 'published')).toBe(true);
  });

  it('/instructor/courses opens a course the address names past the first page, and loads more, also from the Course choice at phone width', async () => {
    // Arrange: the oldest course, as the admin lists them all
    const every = await allManagedCourses<{ id: string; title: string }>(adminToken);
    const oldest = every.at(-1)!;
    const page = await signInAs(ADMIN_EMAIL, '/admin/dashboard');
    const links = page.getByRole('navigation', { name: /All courses/ }).locator('[data-course-id]');

    // Act
    await page.goto(`/instructor/courses?course=${oldest.id}`);
    await waitForApp(page);

    // Assert: the course is open and in the list beside the first page, the count is every course's
    await page.getByRole('region', { name: oldest.title }).waitFor();
    await expect.poll(() => links.count()).toBe(21);
    expect(await links.first().getAttribute('data-course-id')).toBe(oldest.id);
    await page.getByRole('heading', { name: `All courses (${every.length})` }).waitFor();

    // Screenshots of the course list's foot at phone and desktop width, when asked for (ACADEMY_SCREENSHOTS_DIR).
    const shots = process.env.ACADEMY_SCREENSHOTS_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const [width, height] of [
        [360, 740],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.getByRole('button', { name: 'Load more courses' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `instructor-courses-${width}.png`) });
      }
    }

    // Act + Assert: at phone width the list folds into the Course choice, which offers the next page too
    await page.setViewportSize({ width: 360, height: 740 });
    const options = page.getByLabel('Course', { exact: true }).locator('option');
    await expect.poll(() => options.count()).toBe(21);
    await page.getByRole('button', { name: 'Load more courses' }).click();
    await expect.poll(() => options.count()).toBe(Math.min(41, every.length));

    // Assert: back at desktop width the list holds the same courses
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => links.count()).toBe(Math.min(41, every.length));
  });
});
