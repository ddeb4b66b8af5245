import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { api, newStudent, signedInBeforeAll } from '../support/api';
import { storedCourse } from '../support/courses';
import { useLocalStackEnv } from '../support/db';

useLocalStackEnv();

/** A GET whose body is not unzipped on the way: what the server sent, byte for byte. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('course catalogue API', () => {
  const instructor = signedInBeforeAll('instructor@demo.academy');
  const other = signedInBeforeAll('instructor2@demo.academy');
  const admin = signedInBeforeAll('admin@demo.academy');

  it('sends the catalogue gzipped to clients that accept it, and plain to the rest', async () => {
    // Act: raw bytes, as they cross the wire
    const url = `${inject('apiUrl')}/api/courses`;
    const gzipped = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    const plain = await rawGet(url, {});

    // Assert
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('lists published courses only, most enrolled first, in bounded pages', async () => {
    // Arrange: a published course three students enrolled in, and a draft (never listed).
    const popular = await storedCourse({ instructorId: instructor.user.id });
    const draft = await storedCourse({ instructorId: instructor.user.id, isPublished: false });
    for (const student of await Promise.all([newStudent(), newStudent(), newStudent()])) {
      const res = await api('/api/enrollments', {
        method: 'POST',
        token: student.token,
        body: { courseId: popular.id },
      });
      expect(res.status).toBe(201);
    }

    const all: { id: string; enrollmentCount: number; isPublished: boolean }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: any } = await api(
        `/api/courses?limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.courses.length).toBeLessThanOrEqual(5);
      all.push(...res.body.courses);
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    // Listed before every course with fewer enrolments (others made by tests alongside may have as many).
    const at = all.findIndex((c) => c.id === popular.id);
    expect(all[at]!.enrollmentCount).toBe(3);
    expect(all.slice(0, at).every((c) => c.enrollmentCount >= 3)).toBe(true);
    expect(all.map((c) => c.id)).not.toContain(draft.id);
    expect(all.every((c) => c.isPublished)).toBe(true);
    const counts = all.map((c) => c.enrollmentCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });

  it('refuses a cursor that is not one of its own with a 400, never a 500', async () => {
    // Arrange: a real cursor, then cursors a client could forge from it
    const first = await api('/api/courses?limit=1');
    const real = JSON.parse(Buffer.from(first.body.nextCursor, 'base64url').toString('utf8'));
    const forge = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const forged = [
      forge({}),
      forge({ PK: 'x' }),
      forge({ ...real, GSI3SK: 5 }),
      forge({ ...real, extra: 'y' }),
      forge({ ...real, GSI3PK: 'USERS' }),
      forge({ PK: real.PK, SK: real.SK, GSI1PK: 'USERS', GSI1SK: real.GSI3SK }),
    ];

    // Act
    const answers = await Promise.all(forged.map((cursor) => api(`/api/courses?limit=5&cursor=${cursor}`)));

    // Assert
    for (const answer of answers)
      expect(answer).toEqual({ status: 400, body: { message: 'Invalid cursor' } });
    expect((await api(`/api/courses?limit=5&cursor=${first.body.nextCursor}`)).status).toBe(200);
  });

  it('returns a published course with its modules in order and the computed duration', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id }, 4);
    const res = await api(`/api/courses/${course.id}`);
    expect(res.status).toBe(200);
    expect(res.body.course).toMatchObject({
      id: course.id,
      _id: course.id,
      moduleCount: 4,
      totalDuration: 100,
    });
    expect(res.body.course.modules.map((m: { order: number }) => m.order)).toEqual([1, 2, 3, 4]);
    expect(res.body.course.instructor.id).toBe(instructor.user.id);
    expect(res.body.course).not.toHaveProperty('PK');
    expect(res.body.course).not.toHaveProperty('searchText');
  });

  it('shows a draft only to its instructor and admins', async () => {
    const draft = await storedCourse({ instructorId: instructor.user.id, isPublished: false });
    const student = await newStudent();
    expect((await api(`/api/courses/${draft.id}`)).status).toBe(404);
    expect((await api(`/api/courses/${draft.id}`, { token: student.token })).status).toBe(404);
    expect((await api(`/api/courses/${draft.id}`, { token: other.token })).status).toBe(404);
    expect((await api(`/api/courses/${draft.id}`, { token: 'not.a.token' })).status).toBe(404);
    const own = await api(`/api/courses/${draft.id}`, { token: instructor.token });
    expect(own.status).toBe(200);
    expect(own.body.course.isPublished).toBe(false);
    expect((await api(`/api/courses/${draft.id}`, { token: admin.token })).status).toBe(200);
  });

  it('answers 404 Course not found for an unknown id and 400 for a malformed one', async () => {
    const missing = await api('/api/courses/01JNOSUCHCOURSE000000000000');
    expect(missing).toEqual({ status: 404, body: { message: 'Course not found' } });
    const malformed = await api('/api/courses/not%20an%20id');
    expect(malformed.status).toBe(400);
  });

  it('shows a published course even with an expired or foreign token', async () => {
    const course = await storedCourse({ instructorId: other.user.id });
    const res = await api(`/api/courses/${course.id}`, { token: `${instructor.token}x` });
    expect(res.status).toBe(200);
  });
});
