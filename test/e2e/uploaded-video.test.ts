import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser } from '../support/browser';
import { closeContexts, openApp, submitLogin, waitForApp } from './helpers/app';

const PASSWORD = 'Demo@12345';
const video = readFileSync(
  path.resolve(import.meta.dirname, '../../frontend/public/media/sample-lesson.mp4'),
);

async function call<T = any>(p: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${inject('apiUrl')}${p}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe('an uploaded video', () => {
  afterAll(async () => {
    await closeContexts();
    await closeBrowser();
  });

  it('plays for an enrolled student from its short-lived S3 link; as the first module, for anyone in the preview', async () => {
    // Arrange: the instructor makes a free course with one module and uploads its video
    const instructor = (
      await call('/api/auth/login', {
        method: 'POST',
        body: { email: 'instructor@demo.academy', password: PASSWORD },
      })
    ).body.token as string;
    const course = (
      await call('/api/courses', {
        method: 'POST',
        token: instructor,
        body: {
          title: 'Uploaded Video Course',
          description: 'One uploaded lesson.',
          category: 'DevOps',
          price: 0,
          isPublished: true,
        },
      })
    ).body.course;
    const module = (
      await call(`/api/courses/${course.id}/modules`, {
        method: 'POST',
        token: instructor,
        body: { title: 'Recorded lesson', duration: 1, order: 1 },
      })
    ).body.module;
    const base = `/api/courses/${course.id}/modules/${module.id}/video`;
    const upload = (
      await call(`${base}/upload`, {
        method: 'POST',
        token: instructor,
        body: { fileName: 'lesson.mp4', contentType: 'video/mp4', size: video.length },
      })
    ).body;
    expect(
      (await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: video })).status,
    ).toBe(200);
    expect(
      (await call(`${base}/complete`, { method: 'POST', token: instructor, body: { key: upload.key } }))
        .status,
    ).toBe(200);

    // A student enrols; someone who is not enrolled gets no link
    const email = `viewer-${randomUUID().slice(0, 8)}@test.academy`;
    const student = (
      await call('/api/auth/register', {
        method: 'POST',
        body: { name: 'Isha Nair', email, password: PASSWORD },
      })
    ).body.token as string;
    const outsider = (
      await call('/api/auth/register', {
        method: 'POST',
        body: {
          name: 'Not Enrolled',
          email: `x-${randomUUID().slice(0, 8)}@test.academy`,
          password: PASSWORD,
        },
      })
    ).body.token as string;
    expect((await call(base, { token: outsider })).status).toBe(403);

    // A signed-out visitor may still preview it: it is the course's first module
    const visitor = await openApp(`/courses/${course.id}`);
    await visitor.locator('#curriculum').getByText('Video lesson').waitFor();
    await visitor.getByRole('button', { name: 'Preview Course' }).first().click();
    const preview = visitor.getByRole('dialog', { name: 'Course preview' }).locator('video');
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.evaluate((v: HTMLVideoElement) => v.currentSrc || v.src)).toContain(
      'academy-videos',
    );
    await call('/api/enrollments', { method: 'POST', token: student, body: { courseId: course.id } });

    // Act: the student opens the lesson
    const page = await openApp('/login');
    await submitLogin(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/learn/${course.id}`);
    await waitForApp(page);

    // Assert: a video element plays the uploaded file from the videos bucket
    const player = page.locator('video').first();
    await player.waitFor({ state: 'attached', timeout: 30_000 });
    await expect
      .poll(
        async () =>
          (await player.getAttribute('src')) ??
          (await player.evaluate((v: HTMLVideoElement) => v.currentSrc)),
        {
          timeout: 30_000,
        },
      )
      .toContain('academy-videos');
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.5);
  });
});
