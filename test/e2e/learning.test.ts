import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, DEMO_PASSWORD, demoCourse, newStudent, signIn } from '../support/api';
import { formatFindings, seriousViolations } from '../support/axe';
import { verifyPayment } from '../support/payments';
import {
  closePagesAfterTests,
  logout,
  openApp,
  pageWidths,
  submitLogin,
  waitForApp,
  waitForPath,
} from './helpers/app';

/**
 * The learning page and the certificate screens through the production build in headless Chromium
 * (spec part 2 §2 learning page and certificates, §4 module progress, §9 player; part 1 §9 watch time):
 * a student watches and completes a free demo course, gets the certificate, lists it and has it verified
 * while signed out; plus the not-enrolled, no-video, resume and phone cases. Every test has its own users.
 */

closePagesAfterTests();

/** Waits on the server and the page get room: the stack shares the machine with the browser. */
const POLL = { timeout: 20_000, interval: 200 };
/** The whole journey (watch, six completions, a certificate, three screens) on a busy machine. */
const JOURNEY_TIMEOUT_MS = 180_000;

interface ModuleRow {
  id: string;
  title: string;
  duration: number;
  order: number;
  videoUrl?: string;
}
interface CourseRow {
  id: string;
  title: string;
  thumbnail: string;
  price: number;
  modules: ModuleRow[];
}

/** A new student (registered through the API), enrolled in the course. */
async function enrolledStudent(courseId: string, name = 'Ananya Iyer') {
  const student = await newStudent(name);
  const enrol = await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId } });
  expect(enrol.status).toBe(201);
  return student;
}

/** Signs in through the login form, then opens the path. */
async function signedInAt(email: string, path: string, options: { width?: number; height?: number } = {}) {
  const page = await openApp('/login', options);
  await submitLogin(page, email, DEMO_PASSWORD);
  await waitForPath(page, '/student/dashboard');
  await page.goto(path);
  await waitForApp(page);
  return page;
}

/**
 * A published DevOps course of the demo instructor's with the given modules, made before the describe's tests and
 * taken out of the catalogue again after them, so other journeys see the demo catalogue only. `course` is
 * filled in then (empty until).
 */
function useDemoInstructorCourse(
  fields: { title: string; description: string; price: number },
  modules: () => Record<string, unknown>[],
) {
  const course = {} as { id: string; title: string };
  let instructorToken: string;
  beforeAll(async () => {
    const instructor = await signIn('instructor@demo.academy');
    instructorToken = instructor.token;
    const created = await api('/api/courses', {
      method: 'POST',
      token: instructorToken,
      body: {
        title: `${fields.title} ${Date.now().toString(36)}`,
        description: fields.description,
        category: 'DevOps',
        price: fields.price,
        isPublished: true,
      },
    });
    expect(created.status).toBe(201);
    Object.assign(course, created.body.course);
    for (const body of modules()) {
      const res = await api(`/api/courses/${course.id}/modules`, {
        method: 'POST',
        token: instructorToken,
        body,
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => {
    await api(`/api/courses/${course.id}`, {
      method: 'PUT',
      token: instructorToken,
      body: { isPublished: false },
    });
  });
  return { course };
}

const modulesNav = (page: Page) => page.getByRole('navigation', { name: 'Course modules' });
/** The module's link in the list (its name holds the title, the duration and, when done, "Completed"). */
const moduleLink = (page: Page, title: string) =>
  modulesNav(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}`) });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const percentShown = (page: Page) => page.getByTestId('completion-percent').textContent();
const lessonTitle = (page: Page) => page.locator('#lesson-title').textContent();
const video = (page: Page) => page.locator('video');

/**
 * axe-core (WCAG 2.x A/AA and best practices) finds no serious or critical violation in the screen's own
 * content, the <main> element; the shared navigation bar and footer are the a11y suite's to check.
 */
async function expectAccessible(page: Page, label: string) {
  expect.soft(formatFindings(await seriousViolations(page, 'main')), `axe on ${label}`).toEqual([]);
}

/** Starts the lesson's video (muted, as a browser allows without a click) and jumps to `at` seconds. */
async function playFrom(page: Page, at: number) {
  await video(page).waitFor();
  await video(page).evaluate(async (el: HTMLVideoElement, seconds) => {
    el.muted = true;
    if (el.readyState < 1) await new Promise((resolve) => el.addEventListener('loadedmetadata', resolve));
    el.currentTime = seconds;
    await el.play();
  }, at);
}

/** Pauses the playing video as soon as it passes `at` seconds. */
async function pauseAt(page: Page, at: number) {
  await video(page).evaluate(
    (el: HTMLVideoElement, seconds) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (el.currentTime < seconds) return;
          el.pause();
          el.removeEventListener('timeupdate', check);
          resolve();
        };
        el.addEventListener('timeupdate', check);
        check();
      }),
    at,
  );
}

/** "18 min", "1 h 30 min": how the page shows a module's duration. */
const durationText = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
};

async function myEnrollment(token: string, courseId: string) {
  const res = await api<{
    enrollment: {
      course: { _id: string };
      completionPercentage: number;
      watchTime: number;
      progress: { moduleId: string; completed: boolean; watchTime: number; position: number }[];
    };
  }>(`/api/enrollments/my-courses/${courseId}`, { token });
  const enrollment = res.body.enrollment;
  if (!enrollment) throw new Error('not enrolled');
  return enrollment;
}

describe('learning a course', () => {
  it(
    'a student watches, completes every module, gets the certificate, lists it and has it verified',
    async () => {
      // Arrange: a new student enrolled in a free demo course (every module has the 12 s sample clip)
      const course = await demoCourse<CourseRow>('linux-git-essentials');
      expect(course.price).toBe(0);
      const student = await enrolledStudent(course.id, 'Ananya Iyer');
      const [first, ...others] = course.modules;
      if (!first) throw new Error('the demo course has no modules');

      // Act
      const page = await signedInAt(student.email, `/learn/${course.id}`);

      // Assert: the modules in order with their durations; the first one is open; nothing done yet
      await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
      const items = await modulesNav(page).getByRole('listitem').allTextContents();
      expect(items).toHaveLength(course.modules.length);
      course.modules.forEach((m, i) => {
        expect(items[i]).toContain(m.title);
        expect(items[i]).toContain(durationText(m.duration));
      });
      expect(await lessonTitle(page)).toBe(first.title);
      expect(await percentShown(page)).toBe('0%');
      expect(await page.getByTestId('watch-time').textContent()).toBe('0 h');
      await expectAccessible(page, 'the learning page');

      // Act: watch the first video to its end (from 8 s of 12)
      await playFrom(page, 8);

      // Assert: the module gets its tick, the percent rises, and the server has it with the module's length
      await moduleLink(page, first.title).filter({ hasText: 'Completed' }).waitFor({ timeout: POLL.timeout });
      const afterVideo = `${Math.round((1 / course.modules.length) * 100)}%`;
      await expect.poll(() => percentShown(page), POLL).toBe(afterVideo);
      const progressOfFirst = async () =>
        (await myEnrollment(student.token, course.id)).progress.find((p) => p.moduleId === first.id);
      await expect.poll(progressOfFirst, POLL).toMatchObject({ completed: true });
      expect((await progressOfFirst())?.watchTime).toBeGreaterThanOrEqual(first.duration * 60);
      await page.getByRole('button', { name: 'Completed', exact: true }).waitFor();

      // Act: Mark Complete on every other module, moving on with Next
      for (const m of others) {
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await expect.poll(() => lessonTitle(page), POLL).toBe(m.title);
        await page.getByRole('button', { name: 'Mark Complete', exact: true }).click();
        await page.getByRole('button', { name: 'Completed', exact: true }).waitFor();
      }

      // Assert: 100%, every tick, and the last module has no Next
      await expect.poll(() => percentShown(page), POLL).toBe('100%');
      expect(await modulesNav(page).getByRole('link').filter({ hasText: 'Completed' }).count()).toBe(
        course.modules.length,
      );
      expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
      await expect
        .poll(async () => (await myEnrollment(student.token, course.id)).completionPercentage, POLL)
        .toBe(100);
      const done = await myEnrollment(student.token, course.id);
      expect(done.watchTime).toBeGreaterThanOrEqual(course.modules.reduce((s, m) => s + m.duration * 60, 0));

      // Act: reload
      await page.reload();
      await waitForApp(page);

      // Assert: the progress is kept
      await expect.poll(() => percentShown(page), POLL).toBe('100%');
      expect(await modulesNav(page).getByRole('link').filter({ hasText: 'Completed' }).count()).toBe(
        course.modules.length,
      );
      const hours = Math.round(done.watchTime / 3600);
      expect(await page.getByTestId('watch-time').textContent()).toBe(`${hours} h`);

      // Act: get the certificate
      await page.getByRole('button', { name: 'Get your certificate' }).click();

      // Assert: issued, with a PDF to download
      await page.getByRole('heading', { name: 'Your certificate is ready' }).waitFor();
      await expectAccessible(page, 'the learning page with its certificate');
      const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
      expect(pdfHref).toBeTruthy();
      const pdf = await fetch(pdfHref!);
      expect(pdf.status).toBe(200);
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

      // Act: the certificates screen
      await page.getByRole('link', { name: 'View my certificates' }).click();

      // Assert: listed with its facts and links
      await waitForPath(page, '/student/certificates');
      await page.getByRole('heading', { level: 1, name: 'My Certificates' }).waitFor();
      const certificates = await api<{ certificates: { certificateId: string; grade: string }[] }>(
        '/api/certificates/my-certificates',
        { token: student.token },
      );
      expect(certificates.body.certificates).toHaveLength(1);
      const [certificate] = certificates.body.certificates;
      const card = page.getByRole('article', { name: course.title });
      await card.waitFor();
      const cardText = await card.textContent();
      expect(cardText).toContain(certificate!.certificateId);
      expect(cardText).toContain('Rahul Sharma');
      expect(cardText).toContain(certificate!.grade);
      await expectAccessible(page, '/student/certificates');
      const listedPdf = await card.getByRole('link', { name: /Download PDF/ }).getAttribute('href');
      const listedDownload = await fetch(listedPdf!);
      expect(new TextDecoder().decode((await listedDownload.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      expect(await card.getByRole('link', { name: /Verify/ }).getAttribute('href')).toBe(
        `/verify/${certificate!.certificateId}`,
      );

      // Act: signed out, open the verification page
      await logout(page);
      await page.goto(`/verify/${certificate!.certificateId}`);
      await waitForApp(page);

      // Assert: verified, with the facts and nothing private
      await page.getByRole('heading', { level: 1, name: 'Certificate verified' }).waitFor();
      await page.getByText('Verified certificate').waitFor();
      const body = (await page.locator('main').textContent()) ?? '';
      expect(body).toContain('Ananya Iyer');
      expect(body).toContain(course.title);
      expect(body).toContain(certificate!.certificateId);
      expect(body).not.toContain(student.email);
      expect(await page.title()).toContain('Certificate verified');
      await expectAccessible(page, '/verify');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it('an unknown certificate code is not found', async () => {
    const page = await openApp('/verify/01NOTAREALCERTIFICATE0000');

    await page.getByRole('heading', { level: 1, name: 'Certificate not found' }).waitFor();
    expect(await page.title()).toContain('Certificate not found');
  });

  it('a student who is not enrolled sees Course not accessible, with a way to enrol', async () => {
    // Arrange
    const course = await demoCourse<CourseRow>('python-data-analysis');
    const student = await newStudent('Rohan Das');

    // Act
    const page = await signedInAt(student.email, `/learn/${course.id}`);

    // Assert
    await page.getByRole('heading', { level: 1, name: 'Course not accessible' }).waitFor();
    await expectAccessible(page, 'Course not accessible');
    const enrol = page.getByRole('link', { name: 'Enrol in this course' });
    expect(await enrol.getAttribute('href')).toBe(`/courses/${course.id}`);
    expect(await page.locator('video').count()).toBe(0);

    // Act: a course that does not exist
    await page.goto('/learn/01NOSUCHCOURSE00000000000');
    await waitForApp(page);

    // Assert
    await page.getByRole('heading', { level: 1, name: 'Course not accessible' }).waitFor();
  });

  it('resumes a module where the student left it', async () => {
    // Arrange
    const course = await demoCourse<CourseRow>('generative-ai-for-everyone');
    const student = await enrolledStudent(course.id, 'Meera Pillai');
    const [first, second] = course.modules;
    const page = await signedInAt(student.email, `/learn/${course.id}`);
    await expect.poll(() => lessonTitle(page), POLL).toBe(first!.title);

    // Act: watch from 5 s to 6 s, pause, move on and come back
    await playFrom(page, 5);
    await pauseAt(page, 6);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => lessonTitle(page), POLL).toBe(second!.title);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => lessonTitle(page), POLL).toBe(first!.title);

    // Assert: the video starts near 6 s, and the server holds the position and the seconds watched
    await expect
      .poll(() => video(page).evaluate((el: HTMLVideoElement) => el.currentTime), POLL)
      .toBeGreaterThanOrEqual(5.5);
    expect(await video(page).evaluate((el: HTMLVideoElement) => el.currentTime)).toBeLessThan(8);
    const progressOfFirst = async () =>
      (await myEnrollment(student.token, course.id)).progress.find((p) => p.moduleId === first!.id);
    await expect.poll(progressOfFirst, POLL).toMatchObject({ completed: false, position: 6 });
    expect((await progressOfFirst())?.watchTime).toBeGreaterThanOrEqual(1);

    // Act: a fresh visit
    await page.goto(`/learn/${course.id}?module=${first!.id}`);
    await waitForApp(page);

    // Assert: it resumes there too
    await video(page).waitFor();
    await expect
      .poll(() => video(page).evaluate((el: HTMLVideoElement) => el.currentTime), POLL)
      .toBeGreaterThanOrEqual(5.5);
  });
});

describe('a course whose module has no video and no resources', () => {
  // A free course made by the demo instructor: one lesson without a video, one with the sample clip.
  const { course } = useDemoInstructorCourse(
    { title: 'Shell Basics', description: 'A short course for the learning page tests.', price: 0 },
    () => [
      { title: 'Reading the manual', description: 'How to read man pages.', duration: 12, order: 1 },
      {
        title: 'Pipes and redirection',
        description: 'Joining commands.',
        duration: 20,
        order: 2,
        videoUrl: `${inject('webUrl')}/media/sample-lesson.mp4`,
        resources: [{ title: 'Bash manual', url: 'https://www.gnu.org/software/bash/manual/' }],
      },
    ],
  );

  it('says Video content coming soon and No resources available; the tabs work with the keyboard', async () => {
    // Arrange
    const student = await enrolledStudent(course.id, 'Farhan Ali');

    // Act
    const page = await signedInAt(student.email, `/learn/${course.id}`);

    // Assert: the first module has no video
    await expect.poll(() => lessonTitle(page), POLL).toBe('Reading the manual');
    await page.getByText('Video content coming soon', { exact: true }).waitFor();
    expect(await page.locator('video').count()).toBe(0);
    await expectAccessible(page, 'a module without a video');

    // Act: to the Resources tab, the last (spec part 2: Overview, Discussions, Live Sessions, Resources), with
    // the arrow key that wraps from the first
    const overview = page.getByRole('tab', { name: 'Overview' });
    await overview.focus();
    await page.keyboard.press('ArrowLeft');

    // Assert
    // (the selection goes through the address, ?tab=, so it shows a render later)
    const resources = page.getByRole('tab', { name: 'Resources' });
    await expect.poll(() => resources.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Resources');
    await page.getByRole('tabpanel', { name: 'Resources' }).getByText('No resources available').waitFor();

    // Act: the next module has a video and a resource
    await page.getByRole('button', { name: 'Next' }).click();

    // Assert
    await expect.poll(() => lessonTitle(page), POLL).toBe('Pipes and redirection');
    await video(page).waitFor();
    await page.getByRole('tab', { name: 'Resources' }).click();
    const link = page.getByRole('tabpanel', { name: 'Resources' }).getByRole('link', { name: /Bash manual/ });
    expect(await link.getAttribute('href')).toBe('https://www.gnu.org/software/bash/manual/');
    expect(await link.getAttribute('target')).toBe('_blank');
  });
});

describe('on a phone', () => {
  it('the learning page and the certificate screens fit 360 px; the module list folds away', async () => {
    // Arrange
    const course = await demoCourse<CourseRow>('cyber-security-fundamentals');
    const student = await enrolledStudent(course.id, 'Sneha Kulkarni');

    // Act
    const page = await signedInAt(student.email, `/learn/${course.id}`, { width: 360, height: 780 });

    // Assert: no sideways scroll; the list is folded behind its toggle
    await video(page).waitFor();
    const [scrollWidth, innerWidth] = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    const toggle = page.getByRole('button', { name: /Course modules/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await modulesNav(page).getByRole('link').first().isVisible()).toBe(false);
    await expectAccessible(page, 'the learning page at 360 px');

    // Act: open the list and pick the second module
    await toggle.click();
    const second = course.modules[1]!;
    await moduleLink(page, second.title).click();

    // Assert: that lesson opens and the list folds again
    await expect.poll(() => lessonTitle(page), POLL).toBe(second.title);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const [afterWidth] = await pageWidths(page);
    expect(afterWidth).toBeLessThanOrEqual(innerWidth);

    // Act + Assert: the certificates screen (empty) fits too
    await page.goto('/student/certificates');
    await waitForApp(page);
    await page.getByRole('heading', { name: 'No certificates yet' }).waitFor();
    const [certWidth, certInner] = await pageWidths(page);
    expect(certWidth).toBeLessThanOrEqual(certInner);
  });
});

describe('a paid course', () => {
  const lessonAddress = () => `${inject('webUrl')}/media/sample-lesson.mp4`;
  const notes = (n: number) => `https://notes.example.com/paid-${n}.pdf`;
  let buyer: Awaited<ReturnType<typeof newStudent>>;
  // A paid course by the demo instructor, both lessons with a video and a resource, bought by a new student
  // through the real order and signed verify.
  const { course } = useDemoInstructorCourse(
    { title: 'Paid Shell Course', description: 'A paid course for the learning page tests.', price: 2499 },
    () =>
      [1, 2].map((n) => ({
        title: `Paid lesson ${n}`,
        duration: 10,
        order: n,
        videoUrl: lessonAddress(),
        resources: [{ title: `Lesson ${n} notes`, url: notes(n) }],
      })),
  );

  beforeAll(async () => {
    buyer = await newStudent('Kavya Menon');
    const order = await api('/api/payments/order', {
      method: 'POST',
      token: buyer.token,
      body: { courseId: course.id, billing: { state: '29' } },
    });
    const payment = `pay_E2e${Date.now().toString(36)}`;
    const verified = await verifyPayment(buyer.token, order.body.order.id, payment, course.id);
    expect(verified.status).toBe(200);
  });

  it('plays every lesson and shows its resources to the learner who bought it, each video through the video route', async () => {
    // Arrange: watch which lesson videos the page asks the API for
    const page = await signedInAt(buyer.email, '/student/dashboard');
    const asked: string[] = [];
    page.on('response', (response) => {
      const match = /\/api\/courses\/[^/]+\/modules\/([^/]+)\/video$/.exec(new URL(response.url()).pathname);
      if (match && response.status() === 200) asked.push(match[1]!);
    });

    for (const n of [1, 2]) {
      // Act
      if (n === 1) await page.goto(`/learn/${course.id}`);
      else await page.getByRole('button', { name: 'Next' }).click();

      // Assert: the lesson plays from the address the video route gave, and its resource is a safe link
      await expect.poll(() => lessonTitle(page), POLL).toBe(`Paid lesson ${n}`);
      await expect.poll(() => video(page).getAttribute('src'), POLL).toBe(lessonAddress());
      await page.getByRole('tab', { name: 'Resources' }).click();
      const link = page
        .getByRole('tabpanel', { name: 'Resources' })
        .getByRole('link', { name: new RegExp(`Lesson ${n} notes`) });
      expect(await link.getAttribute('href')).toBe(notes(n));
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      await page.getByRole('tab', { name: 'Overview' }).click();
    }
    expect(new Set(asked).size).toBe(2);
  });

  it('shows a signed-out visitor the curriculum without any lesson or resource address', async () => {
    // Act
    const page = await openApp(`/courses/${course.id}`);
    await page.getByRole('heading', { name: course.title, level: 1 }).waitFor();
    const curriculum = page.locator('#curriculum');
    await curriculum.getByText('Paid lesson 1').first().waitFor();

    // Assert
    await curriculum.getByText('1 resource for enrolled learners').first().waitFor();
    const html = await page.content();
    for (const address of [notes(1), notes(2), '/media/sample-lesson.mp4'])
      expect(html).not.toContain(address);
  });
});
