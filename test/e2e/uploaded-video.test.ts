import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLecture } from '../../functions/src/videos/transcode';
import { api, DEMO_PASSWORD, newStudent, signIn } from '../support/api';
import { closeBrowser } from '../support/browser';
import { closeContexts, openApp, submitLogin, waitForApp } from './helpers/app';

/**
 * Issue 38's journey in headless Chromium against the production build and the local stack: an instructor uploads
 * a generated lecture in the course editor, waits for Ready and adds captions; an enrolled student plays it
 * adaptively (hls.js), switches quality and turns the captions on; a student who is not enrolled and a visitor
 * are refused the playlist and a segment; the preview plays for anyone.
 */
let dir: string;
let lectureFile: string;
let captionsFile: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'academy-video-e2e-'));
  lectureFile = path.join(dir, 'lecture.mp4');
  // A generated 12-second 480p lecture with sound: nothing is fetched.
  await generateLecture(ffmpeg.path, lectureFile, { seconds: 12, width: 854, height: 480 });
  captionsFile = path.join(dir, 'english.vtt');
  writeFileSync(
    captionsFile,
    'WEBVTT\n\n00:00:00.000 --> 00:00:11.000\nNamaste, and welcome to the lesson.\n',
  );
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await closeContexts();
  await closeBrowser();
});

/** What a page's `fetch` of a same-origin address answers (its cookies go with it, as the player's do). */
const statusIn = (page: Page, address: string) =>
  page.evaluate(async (url) => (await fetch(url, { credentials: 'same-origin' })).status, address);

const currentTime = (page: Page, selector = 'video') =>
  page
    .locator(selector)
    .first()
    .evaluate((v: HTMLVideoElement) => v.currentTime);

describe('an uploaded lesson, transcoded', () => {
  it('is uploaded in the editor, becomes Ready, and plays adaptively with quality and captions for those allowed only', async () => {
    // Arrange: the instructor's free published course with one module
    const instructor = await signIn('instructor@demo.academy');
    const title = `Adaptive ${randomUUID().slice(0, 6)}`;
    const course = (
      await api('/api/courses', {
        method: 'POST',
        token: instructor.token,
        body: { title, description: 'One uploaded lesson.', category: 'DevOps', price: 0, isPublished: true },
      })
    ).body.course;
    const moduleTitle = 'Recorded lesson';
    await api(`/api/courses/${course.id}/modules`, {
      method: 'POST',
      token: instructor.token,
      body: { title: moduleTitle, duration: 5, order: 1 },
    });

    // Act: the instructor uploads the lecture in the editor and waits for it to be ready
    const editor = await openApp('/login');
    await submitLogin(editor, 'instructor@demo.academy', DEMO_PASSWORD);
    await editor.waitForURL((url) => url.pathname !== '/login');
    await editor.goto(`/instructor/courses?course=${course.id}`);
    await waitForApp(editor);
    await editor.getByLabel(`Upload video for ${moduleTitle}`).setInputFiles(lectureFile);
    await editor.getByText('Ready', { exact: true }).waitFor({ timeout: 120_000 });
    await editor.getByText('240p · 360p · 480p · audio').waitFor();

    // … and adds English captions from a WebVTT file
    await editor.getByRole('button', { name: `Add captions to ${moduleTitle}` }).click();
    const dialog = editor.getByRole('dialog', { name: 'Add captions' });
    await dialog.locator('input[type="file"]').setInputFiles(captionsFile);
    await dialog.getByLabel('Language code').fill('en');
    await dialog.getByLabel('Label', { exact: true }).fill('English');
    await dialog.getByRole('button', { name: 'Add captions' }).click();
    await editor.getByRole('button', { name: `Remove English captions of ${moduleTitle}` }).waitFor();

    // The module's duration is the lecture's real length, rounded up to a minute
    const stored = (await api(`/api/courses/${course.id}`, { token: instructor.token })).body.course;
    expect(stored.modules[0].duration).toBe(1);
    const moduleId = stored.modules[0].id as string;

    // Where the files are (as the enrolled student's link says), for the refusals below
    const student = await newStudent('Isha Nair');
    await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId: course.id } });
    const link = await api(`/api/courses/${course.id}/modules/${moduleId}/video`, { token: student.token });
    expect(link.body.kind).toBe('hls');
    const master = link.body.hls.master as string;

    // A visitor (no cookies) is refused the playlist and a segment
    const visitor = await openApp(`/courses/${course.id}`);
    const folder = master.replace(/master\.m3u8$/, '');
    const segment = `${folder}240p/seg_00000.ts`;
    expect(await statusIn(visitor, master)).toBe(403);
    expect(await statusIn(visitor, segment)).toBe(403);

    // A signed-in student who is not enrolled gets no link (so no cookies), and is refused the files too
    const outsider = await newStudent('Not Enrolled');
    const outsiderPage = await openApp('/login');
    await submitLogin(outsiderPage, outsider.email, DEMO_PASSWORD);
    await outsiderPage.waitForURL((url) => url.pathname !== '/login');
    expect(
      (await api(`/api/courses/${course.id}/modules/${moduleId}/video`, { token: outsider.token })).status,
    ).toBe(403);
    await outsiderPage.goto(`/learn/${course.id}`);
    expect(await statusIn(outsiderPage, master)).toBe(403);
    expect(await statusIn(outsiderPage, segment)).toBe(403);

    // The enrolled student plays it: hls.js (media source), a quality switch, captions on
    const page = await openApp('/login');
    await submitLogin(page, student.email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    const segmentsOf240p = page.waitForResponse(
      (r) => /\/240p\/seg_\d+\.ts$/.test(r.url()) && r.status() === 200,
      {
        timeout: 60_000,
      },
    );
    await page.goto(`/learn/${course.id}`);
    await waitForApp(page);
    const video = page.getByLabel(`Video: ${moduleTitle}`);
    await video.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc), { timeout: 30_000 })
      .toMatch(/^blob:/);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
    await page.getByLabel(/^Quality/).selectOption('240p');
    await segmentsOf240p;
    await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(2);

    const captions = page.waitForResponse((r) => r.url().endsWith('.vtt') && r.status() === 200);
    await page.getByLabel('Captions').selectOption('en');
    await captions;
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) =>
          [...v.textTracks].filter((t) => t.mode === 'showing').map((t) => t.language),
        ),
      )
      .toEqual(['en']);
    expect(await statusIn(page, master)).toBe(200);

    // The preview plays for anyone: the visitor opens it (its cookie opens that lesson only)
    await visitor.getByRole('button', { name: 'Preview Course' }).first().click();
    const preview = visitor.getByRole('dialog', { name: 'Course preview' }).locator('video');
    await preview.waitFor({ timeout: 30_000 });
    await preview.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => preview.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.5);
  });
});
