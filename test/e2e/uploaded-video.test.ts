import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { closeBrowser } from '../support/browser';
import { closeContexts, openApp, submitLogin, waitForApp } from './helpers/app';

const PASSWORD = 'Demo@12345';
const video = readFileSync(
  path.resolve(import.meta.dirname, '../../frontend/public/media/sample-lesson.mp4'),
);

describe('an uploaded video', () => {
  afterAll(async () => {
    await closeContexts();
    await closeBrowser();
  });

  it('plays for an enrolled student from its short-lived S3 link; as the first module, for anyone in the preview', async () => {
    // Arrange: the instructor makes a free course with one module and uploads its video
    const instructor = (
      await api('/api/auth/login', {
        method: 'POST',
        body: { email: 'instructor@demo.academy', password: PASSWORD },
      })
    ).body.token as string;
    const course = (
      await api('/api/courses', {
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
      await api(`/api/courses/${course.id}/modules`, {
        method: 'POST',
        token: instructor,
        body: { title: 'Recorded lesson', duration: 1, order: 1 },
      })
    ).body.module;
    const base = `/api/courses/${course.id}/modules/${module.id}/video`;
    const upload = (
      await api(`${base}/upload`, {
        method: 'POST',
        token: instructor,
        body: { fileName: 'lesson.mp4', contentType: 'video/mp4', size: video.length },
      })
    ).body;
    expect(
      (await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: video })).status,
    ).toBe(200);
    expect(
      (await api(`${base}/complete`, { method: 'POST', token: instructor, body: { key: upload.key } }))
        .status,
    ).toBe(200);

    // A student enrols; someone who is not enrolled gets no link
    const email = `viewer-${randomUUID().slice(0, 8)}@test.academy`;
    const student = (
      await api('/api/auth/register', {
        method: 'POST',
        body: { name: 'Isha Nair', email, password: PASSWORD },
      })
    ).body.token as string;
    const outsider = (
      await api('/api/auth/register', {
        method: 'POST',
        body: {
          name: 'Not Enrolled',
          email: `x-${randomUUID().slice(0, 8)}@test.academy`,
          password: PASSWORD,
        },
      })
    ).body.token as string;
    expect((await api(base, { token: outsider })).status).toBe(403);

    // A signed-out visitor may still preview it: it is the course's first module
    const visitor = await openApp(`/courses/${course.id}`);
    await visitor.locator('#curriculum').getByText('Video lesson').waitFor();
    await visitor.getByRole('button', { name: 'Preview Course' }).first().click();
    const preview = visitor.getByRole('dialog', { name: 'Course preview' }).locator('video');
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.evaluate((v: HTMLVideoElement) => v.currentSrc || v.src)).toContain(
      'academy-videos',
    );
    await api('/api/enrollments', { method: 'POST', token: student, body: { courseId: course.id } });

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
