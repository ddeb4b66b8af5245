import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allManagedCourses,
  api,
  newInstructor,
  newStudent,
  type Session,
  signedInBeforeAll,
  signIn,
} from '../support/api';
import { storedItem, testDb, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { keys } = await import('../support/table-keys');
const db = testDb();
const stats = async () => (await storedItem(keys.courseStats())) ?? {};

describe('course management', () => {
  const admin = signedInBeforeAll('admin@demo.academy');
  const owner = signedInBeforeAll('instructor@demo.academy');
  const other = signedInBeforeAll('instructor2@demo.academy');

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
    const mine = await allManagedCourses<{ id: string }>(owner.token);
    expect(mine.map((c) => c.id)).toContain(res.body.course.id);
    const theirs = await allManagedCourses<{ id: string }>(other.token);
    expect(theirs.map((c) => c.id)).not.toContain(res.body.course.id);
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
    const mine = async () => (await allManagedCourses<{ title: string }>(owner.token)).map((c) => c.title);

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

describe('GET /api/courses/instructor/my-courses in pages', () => {
  type Listed = {
    id: string;
    title: string;
    isPublished: boolean;
    createdAt: string;
    instructor: { id: string };
  };
  let admin: Session;
  let mentor: Session;
  let rival: Session;
  /** A word no other course has, in every title here, and in the mentor's name. */
  const word = `Zq${Date.now().toString(36)}`;
  const mentorName = `Mentor ${word}`;
  const created: Listed[] = [];

  const create = async (token: string, title: string, isPublished: boolean) => {
    const res = await api('/api/courses', {
      method: 'POST',
      token,
      body: { title, description: 'Paged.', category: 'DevOps', price: 0, isPublished },
    });
    expect(res.status).toBe(201);
    return res.body.course as Listed;
  };

  const page = (token: string, query: Record<string, string>) =>
    api(`/api/courses/instructor/my-courses?${new URLSearchParams(query)}`, { token });

  beforeAll(async () => {
    admin = await signIn('admin@demo.academy');
    [mentor, rival] = await Promise.all([
      newInstructor(admin.token, mentorName),
      newInstructor(admin.token, `Rival ${word}`),
    ]);
    // One after another, so that each is newer than the last.
    for (let i = 0; i < 7; i++) {
      created.push(
        await create(mentor.token, `Paging ${word} ${i} ${i % 2 ? 'Draft' : 'Live'}`, i % 2 === 0),
      );
    }
    await create(rival.token, `Rival course ${word}`, true);
  });

  it('walks every course of an instructor exactly once, newest first, in pages of 2 with a default of 20', async () => {
    // Act
    const first = await page(mentor.token, {});
    const walked = await allManagedCourses<Listed>(mentor.token, {}, { limit: 2 });

    // Assert
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ courses: expect.any(Array), nextCursor: null });
    expect(first.body.courses).toHaveLength(7);
    expect(walked.map((c) => c.id)).toEqual(created.map((c) => c.id).reverse());
    expect(walked.every((c) => c.instructor.id === mentor.user.id)).toBe(true);
    const two = await page(mentor.token, { limit: '2' });
    expect(two.body.courses).toHaveLength(2);
    expect(two.body.nextCursor).toEqual(expect.any(String));
  });

  it('walks every course for an admin exactly once, newest first, the new ones among them', async () => {
    // Act
    const walked = await allManagedCourses<Listed>(admin.token, {}, { limit: 37 });

    // Assert
    const ids = walked.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const course of created) expect(ids).toContain(course.id);
    const times = walked.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(walked.some((c) => c.instructor.id !== mentor.user.id)).toBe(true);
  });

  it('never shows an instructor another instructor’s course, in any page', async () => {
    for (const session of [mentor, rival]) {
      const walked = await allManagedCourses<Listed>(session.token, {}, { limit: 1 });
      expect(walked.length).toBeGreaterThan(0);
      expect(walked.filter((c) => c.instructor.id !== session.user.id)).toEqual([]);
    }
    const rivalSearch = await allManagedCourses<Listed>(rival.token, { search: 'paging' });
    expect(rivalSearch).toEqual([]);
  });

  it('filters by title or instructor name (any case, trimmed) and by status, over the pages', async () => {
    const ids = (courses: Listed[]) => courses.map((c) => c.id).sort();
    const live = created.filter((c) => c.isPublished);
    const drafts = created.filter((c) => !c.isPublished);

    // Act
    const byTitle = await allManagedCourses<Listed>(
      admin.token,
      { search: `  PAGING ${word.toUpperCase()} ` },
      { limit: 2 },
    );
    const byName = await allManagedCourses<Listed>(admin.token, { search: mentorName.toLowerCase() });
    const draftsOnly = await allManagedCourses<Listed>(
      admin.token,
      { search: word, status: 'draft' },
      { limit: 1 },
    );
    const liveOnly = await allManagedCourses<Listed>(admin.token, { search: word, status: 'published' });
    const mineLive = await allManagedCourses<Listed>(mentor.token, { status: 'published' });
    const none = await allManagedCourses<Listed>(mentor.token, { search: 'no such course anywhere' });

    // Assert
    expect(ids(byTitle)).toEqual(ids(created));
    expect(ids(byName)).toEqual(ids(created));
    expect(ids(draftsOnly)).toEqual(ids(drafts));
    // The rival's course has the word too, and is published.
    expect(ids(liveOnly)).toEqual(
      ids([...live, ...liveOnly.filter((c) => c.instructor.id === rival.user.id)]),
    );
    expect(liveOnly.filter((c) => c.instructor.id === rival.user.id)).toHaveLength(1);
    expect(ids(mineLive)).toEqual(ids(live));
    expect(none).toEqual([]);
  });

  it('finds a course stored before the management search was kept, by its title in any case', async () => {
    // Arrange: a course item as it was stored before (no manageSearch)
    const old = await create(mentor.token, `Legacy ${word} Course`, false);
    await db.send(
      new UpdateCommand({
        TableName: 'academy',
        Key: keys.course(old.id),
        UpdateExpression: 'REMOVE manageSearch',
      }),
    );

    // Act
    const found = await allManagedCourses<Listed>(mentor.token, { search: `legacy ${word.toLowerCase()}` });

    // Assert
    expect(found.map((c) => c.id)).toEqual([old.id]);
    expect((await allManagedCourses<Listed>(admin.token, { search: mentorName })).map((c) => c.id)).toContain(
      old.id,
    );
    await api(`/api/courses/${old.id}`, { method: 'DELETE', token: mentor.token });
  });

  it('refuses a forged cursor, another partition’s cursor and bad filters with a 400, as other lists do', async () => {
    // Arrange
    const adminCursor = (await page(admin.token, { limit: '1' })).body.nextCursor as string;
    const mentorCursor = (await page(mentor.token, { limit: '1' })).body.nextCursor as string;
    const forged = Buffer.from(JSON.stringify({ PK: 'x' })).toString('base64url');

    // Act
    const answers = await Promise.all([
      page(mentor.token, { cursor: 'garbage!!' }),
      page(mentor.token, { cursor: forged }),
      page(mentor.token, { cursor: adminCursor }),
      page(rival.token, { cursor: mentorCursor }),
      page(admin.token, { cursor: mentorCursor }),
    ]);

    // Assert
    for (const res of answers)
      expect(res).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    expect((await page(mentor.token, { status: 'archived' })).status).toBe(400);
    expect((await page(mentor.token, { search: 'x'.repeat(101) })).status).toBe(400);
    expect((await page(mentor.token, { limit: '0' })).status).toBe(400);
    expect((await page(mentor.token, { limit: '101' })).status).toBe(400);
  });
});
