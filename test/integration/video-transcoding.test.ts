import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateLecture } from '../../functions/src/videos/transcode';
import { api, newStudent, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';
import { putToUploadLink } from '../support/uploads';

useLocalStackEnv();

/**
 * Issue 38 on the local stack, end to end through the very handlers CDK deploys: an upload completes, the table
 * stream starts the planner, the transcode queue runs its tasks, the lesson becomes ready with its real duration;
 * its files are served by the video origin (CloudFront's stand-in) only with the cookies the API signs, scoped to
 * the course, and the preview's only to its lesson.
 */
let dir: string;
let lecture: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'academy-video-it-'));
  const file = path.join(dir, 'lecture.mp4');
  // A generated 8-second 480p lecture with sound: nothing is fetched.
  await generateLecture(ffmpeg.path, file, { seconds: 8, width: 854, height: 480 });
  lecture = readFileSync(file);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `Set-Cookie` values → the `Cookie` header a browser would send back (name=value of each). */
const cookieHeader = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** GET a file of the video path through the video origin (CloudFront locally), with these cookies. */
const fromCdn = (address: string, cookie?: string) =>
  fetch(`${inject('videoOriginUrl')}${address}`, { headers: cookie ? { cookie } : {} });

describe('adaptive video (issue 38)', () => {
  let owner: Awaited<ReturnType<typeof signIn>>;
  let courseId: string;
  let moduleIds: string[];

  beforeAll(async () => {
    owner = await signIn('instructor@demo.academy');
    const course = await storedCourse({ instructorId: owner.user.id }, 2);
    courseId = course.id;
    moduleIds = (await api(`/api/courses/${courseId}`)).body.course.modules.map((m: { id: string }) => m.id);
  });

  async function upload(moduleId: string, body: Buffer, contentType = 'video/mp4') {
    const at = `/api/courses/${courseId}/modules/${moduleId}/video`;
    const link = await api(`${at}/upload`, {
      method: 'POST',
      token: owner.token,
      body: { fileName: 'lecture.mp4', contentType, size: body.length },
    });
    expect(link.status).toBe(200);
    await putToUploadLink(link.body, body);
    return api(`${at}/complete`, { method: 'POST', token: owner.token, body: { key: link.body.key } });
  }

  const statuses = async () =>
    (await api(`/api/courses/${courseId}/videos`, { token: owner.token })).body.videos as {
      moduleId: string;
      state: string;
      percent: number;
      reason?: string;
      durationSeconds?: number;
      renditions: string[];
      captions: { language: string; label: string }[];
    }[];

  it('transcodes an upload into every rendition the source allows, and sets the module’s real duration', async () => {
    const done = await upload(moduleIds[0]!, lecture);
    expect(done.status).toBe(200);
    expect(done.body.video).toMatchObject({ moduleId: moduleIds[0], state: 'processing', percent: 0 });

    await eventsSettled();
    const [video] = await statuses();
    expect(video).toMatchObject({
      moduleId: moduleIds[0],
      state: 'ready',
      percent: 100,
      renditions: ['240p', '360p', '480p', 'audio'],
    });
    expect(video!.durationSeconds).toBeGreaterThan(7.5);
    expect(video!.durationSeconds).toBeLessThan(8.5);
    const course = (await api(`/api/courses/${courseId}`, { token: owner.token })).body.course;
    expect(course.modules.find((m: { id: string }) => m.id === moduleIds[0]).duration).toBe(1);
  }, 120_000);

  it('serves the lesson on the CDN path to an enrolled student with the course’s cookies, and to no one else', async () => {
    const enrolled = await newStudent();
    await api('/api/enrollments', { method: 'POST', token: enrolled.token, body: { courseId } });
    const link = await api(`/api/courses/${courseId}/modules/${moduleIds[0]}/video`, {
      token: enrolled.token,
    });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ kind: 'hls', expiresIn: 4 * 3600 });
    expect(link.body.url).toBe(link.body.hls.master);
    expect(link.body.hls.renditions.map((r: { name: string }) => r.name)).toEqual(['240p', '360p', '480p']);
    const setCookies = link.headers.getSetCookie();
    expect(setCookies).toHaveLength(3);
    for (const c of setCookies) {
      expect(c).toContain(`Path=/hls/${courseId}/`);
      expect(c).toMatch(/HttpOnly/);
      expect(c).toMatch(/Secure/);
      expect(c).toMatch(/SameSite=Strict/);
    }
    const cookie = cookieHeader(link.headers);

    const master = await fromCdn(link.body.hls.master, cookie);
    expect(master.status).toBe(200);
    const text = await master.text();
    expect(text.match(/#EXT-X-STREAM-INF/g)).toHaveLength(3);
    const folder = link.body.hls.master.replace(/master\.m3u8$/, '');
    const playlist = await (await fromCdn(`${folder}240p/index.m3u8`, cookie)).text();
    const segment = `${folder}240p/${/^seg_\d+\.ts$/m.exec(playlist)![0]}`;
    const bytes = await fromCdn(segment, cookie);
    expect(bytes.status).toBe(200);
    expect(Buffer.from(await bytes.arrayBuffer())[0]).toBe(0x47); // an MPEG-TS packet
    expect((await fromCdn(link.body.hls.poster, cookie)).status).toBe(200);

    // No cookies, or another course's: refused, playlist and segment alike.
    expect((await fromCdn(link.body.hls.master)).status).toBe(403);
    expect((await fromCdn(segment)).status).toBe(403);
    const other = await storedCourse({ instructorId: owner.user.id }, 1);
    await api('/api/enrollments', { method: 'POST', token: enrolled.token, body: { courseId: other.id } });
    const otherModule = (await api(`/api/courses/${other.id}`)).body.course.modules[0].id;
    const otherLink = await api(`/api/courses/${other.id}/modules/${otherModule}/video`, {
      token: enrolled.token,
    });
    // The other course's module has no upload: no cookies at all. Forge one by moving the path: refused.
    expect(otherLink.headers.getSetCookie()).toEqual([]);
    expect((await fromCdn(segment.replace(courseId, other.id), cookie)).status).toBe(403);
    // A tampered policy (another course) fails its signature.
    const forged = cookie.replace(/CloudFront-Policy=([^;]+)/, (_, p: string) => {
      const json = Buffer.from(
        p.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'),
        'base64',
      ).toString();
      const moved = Buffer.from(json.replace(courseId, other.id)).toString('base64');
      return `CloudFront-Policy=${moved.replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~')}`;
    });
    expect((await fromCdn(segment.replace(courseId, other.id), forged)).status).toBe(403);

    // A student not enrolled gets no link, so no cookies.
    const outsider = await newStudent();
    expect(
      (await api(`/api/courses/${courseId}/modules/${moduleIds[0]}/video`, { token: outsider.token })).status,
    ).toBe(403);
  });

  it('opens only the first lesson’s folder to a visitor through the preview', async () => {
    const preview = await api(`/api/courses/${courseId}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ moduleId: moduleIds[0], kind: 'hls' });
    const cookie = cookieHeader(preview.headers);
    for (const c of preview.headers.getSetCookie())
      expect(c).toContain(`Path=/hls/${courseId}/${moduleIds[0]}/`);
    expect((await fromCdn(preview.body.hls.master, cookie)).status).toBe(200);
    // The second lesson, once transcoded, stays closed to that cookie.
    expect((await upload(moduleIds[1]!, lecture)).status).toBe(200);
    await eventsSettled();
    const owners = await api(`/api/courses/${courseId}/modules/${moduleIds[1]}/video`, {
      token: owner.token,
    });
    expect(owners.body.kind).toBe('hls');
    expect((await fromCdn(owners.body.hls.master, cookie)).status).toBe(403);
    expect((await fromCdn(owners.body.hls.master, cookieHeader(owners.headers))).status).toBe(200);
  }, 120_000);

  it('adds captions checked as WebVTT, serves them behind the same cookies, replaces and removes them', async () => {
    const at = `/api/courses/${courseId}/modules/${moduleIds[0]}/captions`;
    const vtt = 'WEBVTT\n\n00:00:00.500 --> 00:00:03.000\nNamaste!\n';
    const bad = await api(`${at}/en`, {
      method: 'PUT',
      token: owner.token,
      body: { label: 'English', vtt: '1\n00:00:01,000 --> 00:00:02,000\nSRT\n' },
    });
    expect(bad).toEqual({
      status: 400,
      body: { message: 'That is not a WebVTT caption file: A WebVTT file starts with the line WEBVTT' },
    });
    expect(
      (await api(`${at}/english`, { method: 'PUT', token: owner.token, body: { label: 'English', vtt } }))
        .status,
    ).toBe(400);
    const put = await api(`${at}/en`, { method: 'PUT', token: owner.token, body: { label: 'English', vtt } });
    expect(put.status).toBe(200);
    expect(put.body.video.captions).toEqual([{ language: 'en', label: 'English' }]);
    await api(`${at}/hi`, { method: 'PUT', token: owner.token, body: { label: 'हिन्दी', vtt } });

    const link = await api(`/api/courses/${courseId}/modules/${moduleIds[0]}/video`, { token: owner.token });
    const tracks = link.body.hls.captions as { language: string; label: string; url: string }[];
    expect(tracks.map((t) => [t.language, t.label])).toEqual([
      ['en', 'English'],
      ['hi', 'हिन्दी'],
    ]);
    const served = await fromCdn(tracks[0]!.url, cookieHeader(link.headers));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await served.text()).toBe(vtt);
    expect((await fromCdn(tracks[0]!.url)).status).toBe(403);

    // Replacing gives a new file; removing takes the track away.
    const replaced = await api(`${at}/en`, {
      method: 'PUT',
      token: owner.token,
      body: { label: 'English (India)', vtt },
    });
    expect(replaced.body.video.captions).toContainEqual({ language: 'en', label: 'English (India)' });
    expect((await api(`${at}/hi`, { method: 'DELETE', token: owner.token })).body.video.captions).toEqual([
      { language: 'en', label: 'English (India)' },
    ]);
    expect((await api(`${at}/hi`, { method: 'DELETE', token: owner.token })).status).toBe(404);
    const stranger = await signIn('instructor2@demo.academy');
    expect(
      (await api(`${at}/en`, { method: 'PUT', token: stranger.token, body: { label: 'X', vtt } })).status,
    ).toBe(403);
  });

  it('marks an upload that is not a video failed with its reason, keeps the original, and retries on request', async () => {
    const failing = await upload(moduleIds[1]!, Buffer.from('not a video at all, just text'));
    expect(failing.status).toBe(200);
    await eventsSettled();
    const video = (await statuses()).find((v) => v.moduleId === moduleIds[1]);
    expect(video).toMatchObject({
      state: 'failed',
      reason: 'This file could not be read as a video. Upload it again, or another file.',
    });
    // Learners get the original meanwhile (a short-lived link), as before transcoding existed.
    const owners = await api(`/api/courses/${courseId}/modules/${moduleIds[1]}/video`, {
      token: owner.token,
    });
    expect(owners.body.kind).toBe('uploaded');

    const retry = await api(`/api/courses/${courseId}/modules/${moduleIds[1]}/video/retry`, {
      method: 'POST',
      token: owner.token,
    });
    expect(retry.status).toBe(200);
    expect(retry.body.video).toMatchObject({ state: 'processing', percent: 0 });
    await eventsSettled();
    expect((await statuses()).find((v) => v.moduleId === moduleIds[1])).toMatchObject({ state: 'failed' });

    const ready = await api(`/api/courses/${courseId}/modules/${moduleIds[0]}/video/retry`, {
      method: 'POST',
      token: owner.token,
    });
    expect(ready).toEqual({ status: 409, body: { message: 'This video is ready already' } });
  }, 120_000);
});
