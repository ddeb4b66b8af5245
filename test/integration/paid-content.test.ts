import { beforeAll, describe, expect, it } from 'vitest';
import { api, newStudent, signIn } from '../support/api';
import { makeCourse } from '../support/builders';
import { useLocalStackEnv } from '../support/db';
import { placeOrder, verifyPayment } from '../support/payments';

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');

interface ModuleAnswer {
  id: string;
  order: number;
  title: string;
  hasVideo: boolean;
  resourceCount: number;
  videoUrl?: string;
  resources?: { title: string; url: string }[];
}

const lessonUrl = (n: number) => `https://videos.example.com/paid-lesson-${n}.mp4`;
const resourceUrl = (n: number) => `https://notes.example.com/paid-notes-${n}.pdf`;

/** Every address of the course, to look for anywhere in an answer (not only where it belongs). */
const allAddresses = [1, 2, 3].flatMap((n) => [lessonUrl(n), resourceUrl(n)]);

describe('a paid course shows its lesson addresses only to those who may study it', () => {
  let owner: Awaited<ReturnType<typeof signIn>>;
  let otherInstructor: Awaited<ReturnType<typeof signIn>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let buyer: Awaited<ReturnType<typeof newStudent>>;
  let stranger: Awaited<ReturnType<typeof newStudent>>;
  let courseId: string;
  let moduleIds: string[];

  beforeAll(async () => {
    [owner, otherInstructor, admin, buyer, stranger] = await Promise.all([
      signIn('instructor@demo.academy'),
      signIn('instructor2@demo.academy'),
      signIn('admin@demo.academy'),
      newStudent('Paying Learner'),
      newStudent('Window Shopper'),
    ]);
    const draft = makeCourse({ instructorId: owner.user.id, price: 4999 });
    // Stored out of order, so "the first module" has to be found by `order`.
    draft.modules = draft.modules.reverse().map((m) => {
      const n = m.order;
      return {
        ...m,
        videoUrl: lessonUrl(n),
        resources: [{ title: `Notes ${n}`, url: resourceUrl(n) }],
      };
    });
    const course = await createCourse(draft);
    courseId = course.id;
    moduleIds = [...draft.modules].sort((a, b) => a.order - b.order).map((m) => m.id);

    // The buyer pays through the real order, checkout signature and verify.
    const order = await placeOrder(buyer.token, courseId);
    expect(order.status).toBe(201);
    const payment = `pay_Paid${Date.now().toString(36)}`;
    const verified = await verifyPayment(buyer.token, order.body.order.id, payment, courseId);
    expect(verified.status).toBe(200);
  });

  const courseAs = (token?: string) => api(`/api/courses/${courseId}`, { token });

  it.each([
    ['an anonymous visitor', () => undefined],
    ['a student who has not enrolled', () => stranger.token],
    ['another instructor', () => otherInstructor.token],
  ])(
    'gives %s the public course: no videoUrl, no resource links, anywhere in the answer',
    async (_, token) => {
      // Act
      const res = await courseAs(token());

      // Assert
      expect(res.status).toBe(200);
      const modules = res.body.course.modules as ModuleAnswer[];
      expect(modules.map((m) => m.order)).toEqual([1, 2, 3]);
      for (const module of modules) {
        expect(module).not.toHaveProperty('videoUrl');
        expect(module).not.toHaveProperty('resources');
        expect(module).toMatchObject({ hasVideo: true, resourceCount: 1 });
        expect(module.title).toMatch(/^Module \d$/);
      }
      const text = JSON.stringify(res.body);
      for (const address of allAddresses) expect(text).not.toContain(address);
    },
  );

  it.each([
    ['the enrolled student', () => buyer.token],
    ['the owning instructor', () => owner.token],
    ['an admin', () => admin.token],
  ])('gives %s every address and resource', async (_, token) => {
    const res = await courseAs(token());

    expect(res.status).toBe(200);
    const modules = res.body.course.modules as ModuleAnswer[];
    expect(modules.map((m) => m.videoUrl)).toEqual([lessonUrl(1), lessonUrl(2), lessonUrl(3)]);
    expect(modules.map((m) => m.resources)).toEqual(
      [1, 2, 3].map((n) => [{ title: `Notes ${n}`, url: resourceUrl(n) }]),
    );
  });

  it('plays the first module (lowest order) to anyone through the preview, and no other', async () => {
    const preview = await api(`/api/courses/${courseId}/preview`);

    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ moduleId: moduleIds[0], url: lessonUrl(1), kind: 'external' });
  });

  it('gives the enrolled student every lesson through the video route, and refuses the others', async () => {
    // Act
    const asBuyer = await Promise.all(
      moduleIds.map((id) => api(`/api/courses/${courseId}/modules/${id}/video`, { token: buyer.token })),
    );
    const asStranger = await Promise.all(
      moduleIds.map((id) => api(`/api/courses/${courseId}/modules/${id}/video`, { token: stranger.token })),
    );
    const asOtherInstructor = await api(`/api/courses/${courseId}/modules/${moduleIds[1]}/video`, {
      token: otherInstructor.token,
    });
    const anonymous = await api(`/api/courses/${courseId}/modules/${moduleIds[1]}/video`);

    // Assert
    expect(asBuyer.map((r) => [r.status, r.body.url, r.body.kind])).toEqual(
      [1, 2, 3].map((n) => [200, lessonUrl(n), 'external']),
    );
    expect(asStranger.map((r) => r.status)).toEqual([403, 403, 403]);
    expect(JSON.stringify(asStranger.map((r) => r.body))).not.toContain('example.com');
    expect(asOtherInstructor.status).toBe(403);
    expect(anonymous.status).toBe(401);
  });

  it('lets the owner still read the stored address to edit it, and refuses a non-http resource link', async () => {
    // Arrange
    const at = `/api/courses/${courseId}/modules/${moduleIds[1]}`;

    // Act
    const edited = await api(at, {
      method: 'PUT',
      token: owner.token,
      body: {
        title: 'Module 2',
        duration: 20,
        order: 2,
        videoUrl: lessonUrl(22),
        resources: [{ title: 'Notes 2', url: resourceUrl(2) }],
      },
    });
    const hostile = await Promise.all(
      [
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'file:///etc/passwd',
        'JaVaScRiPt:alert(1)',
      ].map((url) =>
        api(at, {
          method: 'PUT',
          token: owner.token,
          body: { title: 'Module 2', duration: 20, order: 2, resources: [{ title: 'Bad', url }] },
        }),
      ),
    );
    const after = await courseAs(owner.token);

    // Assert
    expect(edited.status).toBe(200);
    expect(edited.body.module.videoUrl).toBe(lessonUrl(22));
    for (const res of hostile) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('resources.0.url: Must be a URL (http or https)');
      expect(res.body.issues).toContainEqual({
        path: 'resources.0.url',
        message: 'Must be a URL (http or https)',
      });
    }
    const stored = (after.body.course.modules as ModuleAnswer[]).find((m) => m.id === moduleIds[1]);
    expect(stored).toMatchObject({
      videoUrl: lessonUrl(22),
      resources: [{ title: 'Notes 2', url: resourceUrl(2) }],
    });
  });
});
