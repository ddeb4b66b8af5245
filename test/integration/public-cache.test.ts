/**
 * Public answers are cacheable (issue 35): a strong ETag, 304 to a matching If-None-Match, a short public
 * Cache-Control for anonymous callers, and never a cached answer crossing between anonymous and signed-in callers
 * (a course's lesson addresses reach only those who may study it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, enrol, newStudent, signIn } from '../support/api';
import { makeCourse } from '../support/builders';
import { useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');

const lessonUrl = (n: number) => `https://videos.example.com/cached-lesson-${n}.mp4`;

describe('public answers through the local gateway', () => {
  let courseId: string;
  let learner: Awaited<ReturnType<typeof newStudent>>;

  beforeAll(async () => {
    const instructor = await signIn('instructor@demo.academy');
    const draft = makeCourse({ instructorId: instructor.user.id, price: 0 });
    draft.modules = draft.modules.map((m) => ({ ...m, videoUrl: lessonUrl(m.order) }));
    courseId = (await createCourse(draft)).id;
    learner = await newStudent('Cached Learner');
    await enrol(learner.token, courseId);
  });

  it.each(['/api/catalogue', '/api/courses?limit=5', '/api/openapi.json', '/api/config'])(
    '%s: an anonymous answer may be kept a minute, and a repeat with its ETag is 304 with no body',
    async (path) => {
      // Arrange
      const first = await api(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]{32}"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(first.headers.get('vary')).toMatch(/authorization/);

      // Act
      const again = await api(path, { headers: { 'if-none-match': etag! } });

      // Assert
      expect(again.status).toBe(304);
      expect(again.body).toBeUndefined();
      expect(again.headers.get('etag')).toBe(etag);
    },
  );

  it('never gives a signed-in learner the anonymous course, nor an anonymous visitor the learner’s', async () => {
    // Arrange: each side's answer and validator
    const anonymous = await api(`/api/courses/${courseId}`);
    const signedIn = await api(`/api/courses/${courseId}`, { token: learner.token });
    expect(JSON.stringify(anonymous.body)).not.toContain(lessonUrl(1));
    expect(signedIn.body.course.modules[0].videoUrl).toBe(lessonUrl(1));
    const anonymousTag = anonymous.headers.get('etag')!;
    const signedInTag = signedIn.headers.get('etag')!;
    expect(anonymousTag).not.toBe(signedInTag);
    expect(anonymous.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');

    // Act: each presents the other's validator
    const learnerWithAnonymousTag = await api(`/api/courses/${courseId}`, {
      token: learner.token,
      headers: { 'if-none-match': anonymousTag },
    });
    const visitorWithLearnerTag = await api(`/api/courses/${courseId}`, {
      headers: { 'if-none-match': signedInTag },
    });

    // Assert: a whole answer of their own, not a "keep what you have"
    expect(learnerWithAnonymousTag.status).toBe(200);
    expect(learnerWithAnonymousTag.body.course.modules[0].videoUrl).toBe(lessonUrl(1));
    expect(visitorWithLearnerTag.status).toBe(200);
    expect(JSON.stringify(visitorWithLearnerTag.body)).not.toContain(lessonUrl(1));
    // And their own validators still hold for themselves.
    const learnerAgain = await api(`/api/courses/${courseId}`, {
      token: learner.token,
      headers: { 'if-none-match': signedInTag },
    });
    expect(learnerAgain.status).toBe(304);
  });

  it('keeps signed-in routes and errors out of every cache', async () => {
    const mine = await api('/api/enrollments/my-courses', { token: learner.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.headers.get('etag')).toBeNull();
    const missing = await api('/api/courses/01JZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
