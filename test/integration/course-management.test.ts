import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newStudent, signIn } from '../support/api';
import { testDb, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { keys } = await import('../../functions/src/lib/keys');
const db = testDb();
const stats = async () =>
  (await db.send(new GetCommand({ TableName: 'academy', Key: keys.courseStats(), ConsistentRead: true })))
    .Item ?? {};

type Session = Awaited<ReturnType<typeof signIn>>;

describe('course management', () => {
  let admin: Session;
  let owner: Session;
  let other: Session;
  beforeAll(async () => {
    [admin, owner, other] = await Promise.all([
      signIn('admin@demo.academy'),
      signIn('instructor@demo.academy'),
      signIn('instructor2@demo.academy'),
    ]);
  });

  const newCourse = (token: string, body: Record<string, unknown> = {}) =>
    api('/api/courses', {
      method: 'POST',
      token,
      body: {
        title: 'Kubernetes for Teams',
        description: 'Run clusters well.',
        category: 'DevOps',
        price: 2999,
        ...body,
      },
    });

  it('lets an admin create a draft for an instructor, with the comma lists as lists', async () => {
    const res = await newCourse(admin.token, {
      instructor: owner.user.id,
      tags: ['k8s', 'helm'],
      requirements: ['Docker basics'],
      learningOutcomes: ['Deploy with Helm'],
    });
    expect(res.status).toBe(201);
    expect(res.body.course).toMatchObject({
      isPublished: false,
      level: 'beginner',
      price: 2999,
      tags: ['k8s', 'helm'],
      instructor: { id: owner.user.id, name: 'Rahul Sharma' },
      modules: [],
    });
    const mine = await api('/api/courses/instructor/my-courses', { token: owner.token });
    expect(mine.body.courses.map((c: { id: string }) => c.id)).toContain(res.body.course.id);
    const theirs = await api('/api/courses/instructor/my-courses', { token: other.token });
    expect(theirs.body.courses.map((c: { id: string }) => c.id)).not.toContain(res.body.course.id);
  });

  it('refuses an unknown or non-instructor instructor id, and invalid fields', async () => {
    const student = await newStudent();
    for (const instructor of [student.user.id, 'NOSUCHUSER', admin.user.id]) {
      const res = await newCourse(admin.token, { instructor });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('instructor');
    }
    expect((await newCourse(admin.token, { instructor: owner.user.id, price: -1 })).status).toBe(400);
    expect((await newCourse(admin.token, { instructor: owner.user.id, category: 'Cooking' })).status).toBe(
      400,
    );
    expect((await newCourse(admin.token, { instructor: owner.user.id, title: '  ' })).status).toBe(400);
    expect((await newCourse(owner.token, { instructor: other.user.id })).status).toBe(400);
    expect((await newCourse(student.token)).status).toBe(403);
  });

  it('publishes, reprices and unpublishes with the catalogue and counters in step', async () => {
    const created = (await newCourse(owner.token, { price: 1000 })).body.course;
    const before = await stats();
    const published = await api(`/api/courses/${created.id}`, {
      method: 'PUT',
      token: owner.token,
      body: { isPublished: true },
    });
    expect(published.status).toBe(200);
    expect(published.body.course).toMatchObject({
      isPublished: true,
      title: 'Kubernetes for Teams',
      price: 1000,
    });
    expect((await api(`/api/courses/${created.id}`)).status).toBe(200);
    expect(Number((await stats()).published)).toBe(Number(before.published) + 1);

    const renamed = await api(`/api/courses/${created.id}`, {
      method: 'PUT',
      token: owner.token,
      body: { title: 'K8s for Teams' },
    });
    expect(renamed.body.course).toMatchObject({ title: 'K8s for Teams', isPublished: true, price: 1000 });

    await api(`/api/courses/${created.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { isPublished: false },
    });
    expect((await api(`/api/courses/${created.id}`)).status).toBe(404);
    expect(Number((await stats()).published)).toBe(Number(before.published));
  });

  it('does not let an instructor change or delete another instructor’s course or modules', async () => {
    const course = (await newCourse(owner.token)).body.course;
    const module = (
      await api(`/api/courses/${course.id}/modules`, {
        method: 'POST',
        token: owner.token,
        body: { title: 'Pods', duration: 20, order: 1 },
      })
    ).body.module;
    const attempts = [
      api(`/api/courses/${course.id}`, { method: 'PUT', token: other.token, body: { title: 'Mine now' } }),
      api(`/api/courses/${course.id}`, { method: 'DELETE', token: other.token }),
      api(`/api/courses/${course.id}/modules`, {
        method: 'POST',
        token: other.token,
        body: { title: 'X', duration: 5, order: 2 },
      }),
      api(`/api/courses/${course.id}/modules/${module.id}`, {
        method: 'PUT',
        token: other.token,
        body: { title: 'X', duration: 5, order: 1 },
      }),
      api(`/api/courses/${course.id}/modules/${module.id}`, { method: 'DELETE', token: other.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You can only manage your own courses');
    }
    const after = (await api(`/api/courses/${course.id}`, { token: owner.token })).body.course;
    expect(after.title).toBe('Kubernetes for Teams');
    expect(after.modules).toHaveLength(1);
  });

  it('adds, edits and deletes modules with the course’s count and duration in step', async () => {
    const course = (await newCourse(owner.token)).body.course;
    const add = (title: string, duration: number, order: number) =>
      api(`/api/courses/${course.id}/modules`, {
        method: 'POST',
        token: owner.token,
        body: { title, duration, order },
      });
    const a = await add('Intro', 10, 1);
    expect(a.status).toBe(201);
    const b = await add('Deployments', 30, 2);
    expect(b.body.course).toMatchObject({ moduleCount: 2, totalDuration: 40 });
    const edited = await api(`/api/courses/${course.id}/modules/${a.body.module.id}`, {
      method: 'PUT',
      token: owner.token,
      body: {
        title: 'Introduction',
        duration: 15,
        order: 1,
        videoUrl: 'https://www.youtube.com/watch?v=abc123',
      },
    });
    expect(edited.body.module).toMatchObject({
      title: 'Introduction',
      duration: 15,
      videoUrl: 'https://www.youtube.com/watch?v=abc123',
    });
    expect(edited.body.course).toMatchObject({ moduleCount: 2, totalDuration: 45 });
    const gone = await api(`/api/courses/${course.id}/modules/${b.body.module.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(gone).toEqual({ status: 200, body: { deleted: true } });
    const after = (await api(`/api/courses/${course.id}`, { token: owner.token })).body.course;
    expect(after).toMatchObject({ moduleCount: 1, totalDuration: 15 });
    expect(
      (
        await api(`/api/courses/${course.id}/modules/${b.body.module.id}`, {
          method: 'DELETE',
          token: owner.token,
        })
      ).status,
    ).toBe(404);
  });

  it('validates module fields as the spec says', async () => {
    const course = (await newCourse(owner.token)).body.course;
    const post = (body: Record<string, unknown>) =>
      api(`/api/courses/${course.id}/modules`, { method: 'POST', token: owner.token, body });
    expect((await post({ title: '', duration: 5, order: 1 })).body.message).toContain('Title is required');
    expect((await post({ title: 'A', duration: 0, order: 1 })).status).toBe(400);
    expect((await post({ title: 'A', duration: 5, order: 0 })).status).toBe(400);
    expect((await post({ title: 'A', duration: 5, order: 1, videoUrl: 'not a url' })).body.message).toContain(
      'Must be a URL',
    );
  });

  it('refuses control and direction-changing characters in course, module and resource titles, and stores nothing', async () => {
    // Arrange: a title that would display reversed (U+202E), one with a NUL, one with a line break
    const hostile = ['Kubernetes\u202Egnp.exe', 'Kube\u0000rnetes', 'Kube\nrnetes'];
    const course = (await newCourse(owner.token)).body.course;
    const mine = async () =>
      (
        (await api('/api/courses/instructor/my-courses', { token: owner.token })).body.courses as {
          title: string;
        }[]
      ).map((c) => c.title);

    // Act
    const created = await Promise.all(hostile.map((title) => newCourse(owner.token, { title })));
    const renamed = await Promise.all(
      hostile.map((title) =>
        api(`/api/courses/${course.id}`, { method: 'PUT', token: owner.token, body: { title } }),
      ),
    );
    const modules = await Promise.all(
      hostile.map((title) =>
        api(`/api/courses/${course.id}/modules`, {
          method: 'POST',
          token: owner.token,
          body: { title, duration: 5, order: 1 },
        }),
      ),
    );
    const resource = await api(`/api/courses/${course.id}/modules`, {
      method: 'POST',
      token: owner.token,
      body: {
        title: 'Fine',
        duration: 5,
        order: 1,
        resources: [{ title: 'Notes\u202E', url: 'https://example.com/n' }],
      },
    });

    // Assert
    for (const res of [...created, ...renamed, ...modules]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('title: Title cannot contain control or direction-changing characters');
    }
    expect(resource.status).toBe(400);
    expect(resource.body.message).toBe(
      'resources.0.title: Resource title cannot contain control or direction-changing characters',
    );
    const titles = await mine();
    expect(titles.filter((t) => t.startsWith('Kube') && t !== 'Kubernetes for Teams')).toEqual([]);
    const after = await api(`/api/courses/${course.id}`, { token: owner.token });
    expect(after.body.course).toMatchObject({ title: 'Kubernetes for Teams', modules: [] });
  });

  it('deletes a course without students, and refuses one with students', async () => {
    const empty = (await newCourse(owner.token)).body.course;
    expect((await api(`/api/courses/${empty.id}`, { method: 'DELETE', token: owner.token })).status).toBe(
      200,
    );
    expect((await api(`/api/courses/${empty.id}`, { token: owner.token })).status).toBe(404);

    const busy = (await newCourse(owner.token, { price: 0, isPublished: true })).body.course;
    const student = await newStudent();
    await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId: busy.id } });
    const refused = await api(`/api/courses/${busy.id}`, { method: 'DELETE', token: admin.token });
    expect(refused.status).toBe(409);
    expect((await api(`/api/courses/${busy.id}`)).status).toBe(200);
  });
});
