import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newStudent, signIn } from '../support/api';
import { makeCourse } from '../support/builders';
import { useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');
const video = readFileSync(
  path.resolve(import.meta.dirname, '../../frontend/public/media/sample-lesson.mp4'),
);

describe('module videos in S3', () => {
  let owner: Awaited<ReturnType<typeof signIn>>;
  let course: Awaited<ReturnType<typeof createCourse>>;
  let moduleId: string;
  beforeAll(async () => {
    owner = await signIn('instructor@demo.academy');
    course = await createCourse(makeCourse({ instructorId: owner.user.id }, 2));
    moduleId = (await api(`/api/courses/${course.id}`)).body.course.modules[0].id;
  });

  const base = () => `/api/courses/${course.id}/modules/${moduleId}/video`;

  it('uploads through a presigned link, attaches the video, and plays it only for those allowed', async () => {
    const upload = await api(`${base()}/upload`, {
      method: 'POST',
      token: owner.token,
      body: { fileName: 'lesson.mp4', contentType: 'video/mp4', size: video.length },
    });
    expect(upload.status).toBe(200);
    const put = await fetch(upload.body.uploadUrl, {
      method: 'PUT',
      headers: upload.body.headers,
      body: video,
    });
    expect(put.status).toBe(200);
    const done = await api(`${base()}/complete`, {
      method: 'POST',
      token: owner.token,
      body: { key: upload.body.key },
    });
    expect(done.status).toBe(200);
    expect(done.body.module).toMatchObject({ id: moduleId, hasUploadedVideo: true });
    expect(JSON.stringify(done.body)).not.toContain('videoKey');

    const enrolled = await newStudent();
    await api('/api/enrollments', { method: 'POST', token: enrolled.token, body: { courseId: course.id } });
    const link = await api(base(), { token: enrolled.token });
    expect(link.body).toMatchObject({ kind: 'uploaded', expiresIn: 900 });
    const played = await fetch(link.body.url);
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer()).equals(video)).toBe(true);
    expect((await api(base(), { token: owner.token })).status).toBe(200);
    expect((await api(base(), { token: (await signIn('admin@demo.academy')).token })).status).toBe(200);

    const outsider = await newStudent();
    expect(await api(base(), { token: outsider.token })).toEqual({
      status: 403,
      body: { message: 'Enrol in this course to watch its videos' },
    });
    const otherInstructor = await signIn('instructor2@demo.academy');
    expect((await api(base(), { token: otherInstructor.token })).status).toBe(403);
  });

  it('refuses uploads that are too large, not videos, or for another instructor’s course', async () => {
    const post = (token: string, body: Record<string, unknown>) =>
      api(`${base()}/upload`, { method: 'POST', token, body });
    const tooBig = await post(owner.token, {
      fileName: 'huge.mp4',
      contentType: 'video/mp4',
      size: 600 * 1024 * 1024,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toContain('Videos can be at most 500 MB');
    const notVideo = await post(owner.token, {
      fileName: 'notes.pdf',
      contentType: 'application/pdf',
      size: 1000,
    });
    expect(notVideo.body.message).toContain('Upload an MP4, WebM, MOV or Ogg video');
    const other = await signIn('instructor2@demo.academy');
    expect((await post(other.token, { fileName: 'x.mp4', contentType: 'video/mp4', size: 10 })).status).toBe(
      403,
    );
  });

  it('refuses to attach a key outside the module’s folder or one that never arrived', async () => {
    const foreign = await api(`${base()}/complete`, {
      method: 'POST',
      token: owner.token,
      body: { key: `videos/${course.id}/OTHERMODULE/x.mp4` },
    });
    expect(foreign.status).toBe(400);
    const missing = await api(`${base()}/complete`, {
      method: 'POST',
      token: owner.token,
      body: { key: `videos/${course.id}/${moduleId}/never-uploaded.mp4` },
    });
    expect(missing.body.message).toBe('The upload has not arrived: please upload the file again');
  });
});
