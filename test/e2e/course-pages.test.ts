import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { closePagesAfterTests, openApp, pageWidths, see, waitForApp } from './helpers/app';
import { signInAt } from './helpers/course';

/**
 * Authored course pages and uploaded thumbnails through the production build in headless Chromium (issue 33
 * items 6 and 10): the instructor's Course page editor, the admin's Add Course, and what the course page, the
 * catalogue card and the course media path then show. Every test makes its own uniquely named course.
 */

closePagesAfterTests();

const INSTRUCTOR_EMAIL = 'instructor@demo.academy';
let instructor: { id: string; name: string; token: string };
let adminToken: string;

beforeAll(async () => {
  const session = await signIn(INSTRUCTOR_EMAIL);
  instructor = { id: session.user.id, name: session.user.name, token: session.token };
  adminToken = (await signIn('admin@demo.academy')).token;
});

const uniqueTitle = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/** A published course of the demo instructor, made through the API. */
async function publishedCourse(title: string): Promise<string> {
  const res = await api<{ course: { id: string } }>('/api/courses', {
    method: 'POST',
    token: instructor.token,
    body: {
      title,
      description: 'A course made by a browser test.',
      category: 'DevOps',
      price: 0,
      isPublished: true,
    },
  });
  if (res.status !== 201) throw new Error(`course not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.course.id;
}

/** The instructor's Course page editor of a course (Edit course page on /instructor/courses), signed in. */
async function openCoursePageEditor(courseId: string, width = 1280): Promise<Page> {
  const page = await signInAt(INSTRUCTOR_EMAIL, '/instructor/dashboard', { width });
  await page.goto(`/instructor/courses?course=${courseId}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Edit course page' }).click();
  await page.getByRole('dialog', { name: 'Course page' }).waitFor();
  return page;
}

const SAVED = 'The course page is saved: it shows your sections and thumbnail now.';

/** A picture to upload: a screenshot of the page, a PNG of the window's size (as a screen capture would be). */
const screenCapture = (page: Page) => page.screenshot({ type: 'png' });

/** The loaded size of the image an `<img>` shows (0 while it has not loaded). */
const naturalWidth = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

describe('authored course pages', () => {
  it('an instructor authors the page’s sections in rows and the course page shows them instead of its filler', async () => {
    // Arrange
    const title = uniqueTitle('Terraform in Teams');
    const courseId = await publishedCourse(title);
    const page = await openCoursePageEditor(courseId);
    const form = page.getByRole('dialog', { name: 'Course page' });

    // Act: rows added section by section
    await form.getByRole('button', { name: 'Add highlight' }).click();
    await form.getByLabel('Highlight 1 title', { exact: true }).fill('Pair programming every week');
    await form
      .getByLabel('Highlight 1 details', { exact: true })
      .fill('A mentor codes with you.\nEvery Friday, live.');
    await form.getByRole('button', { name: 'Add tool' }).click();
    await form.getByLabel('Tool 1', { exact: true }).fill('Terraform');
    await form.getByLabel('Tool 1 kind').fill('Infrastructure as code');
    await form.getByRole('button', { name: 'Add question' }).click();
    await form.getByLabel('Question 1', { exact: true }).fill('Is there an exam at the end?');
    await form.getByLabel('Answer 1', { exact: true }).fill('No exam: a project reviewed by your mentor.');
    await form.getByRole('button', { name: 'Add company' }).click();
    await form.getByLabel('Company 1', { exact: true }).fill('Zerodha');
    await form.getByRole('button', { name: 'Add company' }).click();
    await form.getByLabel('Company 2', { exact: true }).fill('Swiggy');
    await form.getByRole('button', { name: 'Remove company 2' }).click();
    await form.getByLabel('Headline').fill('Staff Platform Engineer');
    await form.getByLabel('LinkedIn').fill('https://example.com/in/rahul');
    await form.getByRole('button', { name: 'Save course page' }).click();

    // Assert: a link elsewhere than LinkedIn is refused where it was typed, and nothing is saved
    await see(page, 'LinkedIn must be a linkedin.com address');
    expect(await form.getByLabel('LinkedIn').getAttribute('aria-invalid')).toBe('true');
    const unsaved = (await api(`/api/courses/${courseId}`)).body.course;
    expect(unsaved.highlights).toEqual([]);

    // Act: corrected and saved
    await form.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/rahul-sharma-engineer');
    await form.getByRole('button', { name: 'Save course page' }).click();
    await see(page, SAVED);

    // Assert: a visitor sees the authored sections; what was not authored keeps the standard text
    const visitor = await openApp(`/courses/${courseId}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    const highlights = visitor.locator('#highlights');
    await highlights.getByText('Pair programming every week').waitFor();
    expect(await highlights.getByText('Live plus recorded classes').count()).toBe(0);
    expect(await highlights.locator('li').count()).toBe(1);
    expect(await highlights.getByText(/A mentor codes with you\.\s+Every Friday, live\./).count()).toBe(1);
    await visitor.locator('#tools').getByText('Infrastructure as code').waitFor();
    await visitor.locator('#companies').getByText('Zerodha', { exact: true }).waitFor();
    expect(await visitor.locator('#companies li').allTextContents()).toEqual(['Zerodha']);
    await visitor.locator('#instructors').getByText('Staff Platform Engineer').first().waitFor();
    expect(
      await visitor
        .locator('#instructors a[href="https://www.linkedin.com/in/rahul-sharma-engineer"]')
        .count(),
    ).toBe(1);
    const faqs = visitor.locator('#faqs');
    await faqs.getByText('Is there an exam at the end?').click();
    await faqs.getByText('No exam: a project reviewed by your mentor.').waitFor();
    // Nothing authored there: the spec's default content
    await visitor.locator('#alumni').getByText('Sneha Reddy').waitFor();
    await visitor.locator('#admission').getByText('Onboarding').waitFor();
  });

  it('the Course page editor and the authored course page fit a phone', async () => {
    const courseId = await publishedCourse(uniqueTitle('Phone-sized page'));
    await api(`/api/courses/${courseId}`, {
      method: 'PUT',
      token: instructor.token,
      body: {
        companies: ['Tata Consultancy Services Limited', 'Infosys'],
        highlights: [{ title: 'A rather long highlight title that wraps', desc: 'x '.repeat(200) }],
      },
    });
    const page = await openCoursePageEditor(courseId, 390);
    await page.getByLabel('Company 1', { exact: true }).waitFor();
    const [pageWidth, viewport] = await pageWidths(page);
    expect(pageWidth).toBeLessThanOrEqual(viewport);
    const visitor = await openApp(`/courses/${courseId}`, { width: 390 });
    await visitor.locator('#companies').getByText('Tata Consultancy Services Limited').waitFor();
    const [visitorWidth, visitorViewport] = await pageWidths(visitor);
    expect(visitorWidth).toBeLessThanOrEqual(visitorViewport);
    const tile = await visitor.locator('#companies li').first().boundingBox();
    expect(tile!.x + tile!.width).toBeLessThanOrEqual(390);
  });

  it('the admin’s Add Course takes the page’s sections and a thumbnail to upload', async () => {
    // Arrange
    const title = uniqueTitle('Observability Basics');
    const page = await signInAt('admin@demo.academy', '/admin/dashboard');
    await page.goto('/admin/add-course');
    await waitForApp(page);
    const picture = await screenCapture(page);

    // Act
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Logs, metrics and traces for product teams.');
    await page.getByLabel('Instructor').selectOption({ label: `${instructor.name} (${INSTRUCTOR_EMAIL})` });
    await page.getByLabel('Category').selectOption('DevOps');
    await page.getByLabel('Price (₹)').fill('0');
    await page
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
    await see(page, /cover\.png \(.+\) becomes 800 × 450, .+ WebP: it is uploaded when you save\./);
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByLabel('Step 1', { exact: true }).fill('Instrument a service');
    await page.getByLabel('Step 1 details', { exact: true }).fill('Add traces to a checkout service.');
    await page.getByRole('button', { name: 'Create Course' }).click();
    await see(page, 'Course created successfully!');

    // Assert
    const mine = await api(`/api/courses/instructor/my-courses?search=${encodeURIComponent(title)}`, {
      token: adminToken,
    });
    const [created] = mine.body.courses;
    const { course } = (await api(`/api/courses/${created.id}`, { token: adminToken })).body;
    expect(course.learningJourney).toEqual([
      { step: 'Instrument a service', desc: 'Add traces to a checkout service.' },
    ]);
    expect(course.thumbnail).toMatch(new RegExp(`^/course-media/${created.id}/[0-9A-Z]{26}\\.webp$`));
    // A blank instructor card: the course has the instructor's own profile, not an empty one
    expect(course.instructor.name).toBe(instructor.name);
  });
});

describe('uploaded thumbnails', () => {
  it('an instructor uploads a thumbnail and the course card and page show it from the site', async () => {
    // Arrange
    const title = uniqueTitle('Kafka Streams');
    const courseId = await publishedCourse(title);
    const page = await openCoursePageEditor(courseId);
    const picker = page.getByLabel('Upload an image');

    // Act, Assert: a type the site does not take is refused before anything is sent
    await picker.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await see(page, 'Choose a JPEG, PNG or WebP image.');

    // Act: a picture, resized in the browser, sent with the save
    await page.getByRole('button', { name: 'Dismiss' }).click();
    const picture = await screenCapture(page);
    await picker.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
    await see(page, /cover\.png \(.+\) becomes 800 × 450, .+ WebP/);
    await page.getByRole('dialog').getByRole('button', { name: 'Save course page' }).click();
    await see(page, SAVED);

    // Assert: the course points at the site's course media, where a small WebP of 800 × 450 is
    const { thumbnail } = (await api(`/api/courses/${courseId}`)).body.course;
    expect(thumbnail).toMatch(new RegExp(`^/course-media/${courseId}/[0-9A-Z]{26}\\.webp$`));
    const served = await page.evaluate(async (path) => {
      const res = await fetch(path);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        bytes: (await res.arrayBuffer()).byteLength,
      };
    }, thumbnail);
    expect(served).toMatchObject({ status: 200, type: 'image/webp' });
    expect(served.bytes).toBeLessThan(picture.length);
    expect(served.bytes).toBeLessThan(200 * 1024);

    // Assert: the catalogue card and the course page load it
    const visitor = await openApp(`/courses?search=${encodeURIComponent(title)}`);
    const card = visitor.getByRole('article', { name: title });
    await expect.poll(() => card.locator('img').getAttribute('src')).toBe(thumbnail);
    await expect.poll(() => naturalWidth(visitor, `article img[src="${thumbnail}"]`)).toBe(800);
    await visitor.goto(`/courses/${courseId}`);
    await waitForApp(visitor);
    await expect.poll(() => naturalWidth(visitor, `main img[src="${thumbnail}"]`)).toBe(800);
  });
});
