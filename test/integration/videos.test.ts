import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newStudent, signIn } from '../support/api';
import { makeCourse } from '../support/builders';
import { storedCourse } from '../support/courses';
import { useLocalStackEnv } from '../support/db';
import { putToUploadLink } from '../support/uploads';

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
    course = await storedCourse({ instructorId: owner.user.id }, 2);
    moduleId = (await api(`/api/courses/${course.id}`)).body.course.modules[0].id;
  });

  const base = () => `/api/courses/${course.id}/modules/${moduleId}/video`;

  /** Uploads the sample video to a module of the owner's course and attaches it. */
  async function uploadVideo(courseId: string, toModule: string) {
    const at = `/api/courses/${courseId}/modules/${toModule}/video`;
    const upload = await api(`${at}/upload`, {
      method: 'POST',
      token: owner.token,
      body: { fileName: 'lesson.mp4', contentType: 'video/mp4', size: video.length },
    });
    expect(upload.status).toBe(200);
    await putToUploadLink(upload.body, video);
    const done = await api(`${at}/complete`, {
      method: 'POST',
      token: owner.token,
      body: { key: upload.body.key },
    });
    expect(done.status).toBe(200);
    return done;
  }

  it('uploads through a presigned link, attaches the video, and plays it only for those allowed', async () => {
    const done = await uploadVideo(course.id, moduleId);
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

  it('previews the first module’s video to anyone who may see the course, and no other module’s', async () => {
    // Arrange: a published course with both modules uploaded, a draft with an external first video,
    // and a course whose first module has no video (its second has)
    const publishedInput = makeCourse({ instructorId: owner.user.id }, 2);
    const [first, second] = publishedInput.modules;
    const published = await createCourse(publishedInput);
    await uploadVideo(published.id, first!.id);
    await uploadVideo(published.id, second!.id);
    const draftInput = makeCourse({ instructorId: owner.user.id, isPublished: false }, 1);
    draftInput.modules[0]!.videoUrl = '/media/sample-lesson.mp4';
    const draft = await createCourse(draftInput);
    const laterOnlyInput = makeCourse({ instructorId: owner.user.id }, 2);
    const laterOnly = await createCourse(laterOnlyInput);
    await uploadVideo(laterOnly.id, laterOnlyInput.modules[1]!.id);
    const visitor = await newStudent();

    // Act
    const anonymous = await api(`/api/courses/${published.id}/preview`);
    const draftToVisitor = await api(`/api/courses/${draft.id}/preview`, { token: visitor.token });
    const draftToOwner = await api(`/api/courses/${draft.id}/preview`, { token: owner.token });
    const noFirstVideo = await api(`/api/courses/${laterOnly.id}/preview`);

    // Assert: the first module plays for a signed-out visitor, from a short-lived link
    expect(anonymous.body).toMatchObject({
      moduleId: first!.id,
      moduleTitle: 'Module 1',
      kind: 'uploaded',
      expiresIn: 900,
    });
    expect(Buffer.from(await (await fetch(anonymous.body.url)).arrayBuffer()).equals(video)).toBe(true);
    // …while the second module's link still needs an enrolment
    expect(
      (await api(`/api/courses/${published.id}/modules/${second!.id}/video`, { token: visitor.token }))
        .status,
    ).toBe(403);
    expect(draftToVisitor).toEqual({ status: 404, body: { message: 'Course not found' } });
    expect(draftToOwner.body).toMatchObject({
      kind: 'external',
      url: '/media/sample-lesson.mp4',
      expiresIn: null,
    });
    expect(noFirstVideo).toEqual({ status: 404, body: { message: 'Preview not available' } });
    expect((await api('/api/courses/01JNOSUCHCOURSE000000000000/preview')).status).toBe(404);
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
