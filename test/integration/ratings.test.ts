import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { allManagedCourses, api, newStudent, type Session, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { testDb, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { keys } = await import('../support/table-keys');
const db = testDb();

const rate = (token: string | undefined, courseId: string, body: unknown) =>
  api(`/api/courses/${courseId}/rating`, { method: 'PUT', token, body });

const courseOf = (courseId: string, token?: string) => api(`/api/courses/${courseId}`, { token });

/** The stored course item's rating counters and the student's stored rating (on their enrolment). */
async function stored(courseId: string, studentId?: string) {
  const get = (Key: Record<string, string>) =>
    db.send(new GetCommand({ TableName: 'academy', Key, ConsistentRead: true })).then((r) => r.Item);
  const course = await get(keys.course(courseId));
  const enrollment = studentId ? await get(keys.enrollment(studentId, courseId)) : undefined;
  return {
    sum: Number(course?.ratingSum ?? 0),
    count: Number(course?.ratingCount ?? 0),
    mine: enrollment?.rating as number | undefined,
  };
}

async function enrolledStudent(courseId: string, name?: string) {
  const student = await newStudent(name);
  const res = await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId } });
  expect(res.status).toBe(201);
  return student;
}

let instructor: Session;
beforeAll(async () => {
  instructor = await signIn('instructor@demo.academy');
});

describe('rating a course', () => {
  it('starts a new course with no ratings and no learners', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id });
    const res = await courseOf(course.id);
    expect(res.status).toBe(200);
    expect(res.body.course).toMatchObject({ enrollmentCount: 0, rating: { average: 0, count: 0 } });
    expect(res.body.course).not.toHaveProperty('myRating');
  });

  it('counts an enrolled student’s rating once, and a change moves the sum, not the count', async () => {
    // Arrange
    const course = await storedCourse({ instructorId: instructor.user.id });
    const [a, b] = [await enrolledStudent(course.id, 'Rater A'), await enrolledStudent(course.id, 'Rater B')];

    // Act: A rates 4, B rates 5, A repeats 4 (a retry), then changes to 2.
    const first = await rate(a.token, course.id, { rating: 4 });
    const second = await rate(b.token, course.id, { rating: 5 });
    const retry = await rate(a.token, course.id, { rating: 4 });
    const afterRetry = await stored(course.id, a.user.id);
    const changed = await rate(a.token, course.id, { rating: 2 });

    // Assert
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ rating: { average: 4, count: 1 }, myRating: 4 });
    expect(second.body).toEqual({ rating: { average: 4.5, count: 2 }, myRating: 5 });
    expect(retry.body).toEqual({ rating: { average: 4.5, count: 2 }, myRating: 4 });
    expect(afterRetry).toEqual({ sum: 9, count: 2, mine: 4 });
    expect(changed.body).toEqual({ rating: { average: 3.5, count: 2 }, myRating: 2 });
    expect(await stored(course.id, a.user.id)).toEqual({ sum: 7, count: 2, mine: 2 });

    // The course page answers the rating to everyone, and each student their own.
    const [publicView, aView, bView] = await Promise.all([
      courseOf(course.id),
      courseOf(course.id, a.token),
      courseOf(course.id, b.token),
    ]);
    expect(publicView.body.course.rating).toEqual({ average: 3.5, count: 2 });
    expect(publicView.body.course).not.toHaveProperty('myRating');
    expect(aView.body.course.myRating).toBe(2);
    expect(bView.body.course.myRating).toBe(5);
    // The catalogue and the instructor's list show the same figure.
    const mine = await allManagedCourses<{ id: string }>(instructor.token);
    expect(mine.find((c) => c.id === course.id)).toHaveProperty('rating', {
      average: 3.5,
      count: 2,
    });
  });

  it('refuses a student who is not enrolled (403), and instructors, admins and visitors, storing nothing', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id });
    const [outsider, admin] = await Promise.all([newStudent('Not Enrolled'), signIn('admin@demo.academy')]);

    const refused = await rate(outsider.token, course.id, { rating: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only students enrolled in this course can rate it');
    expect((await rate(instructor.token, course.id, { rating: 5 })).status).toBe(403);
    expect((await rate(admin.token, course.id, { rating: 5 })).status).toBe(403);
    expect((await rate(undefined, course.id, { rating: 5 })).status).toBe(401);
    expect((await rate(outsider.token, 'NOSUCHCOURSE0000000000000A', { rating: 5 })).status).toBe(403);

    expect(await stored(course.id, outsider.user.id)).toEqual({ sum: 0, count: 0, mine: undefined });
  });

  it('answers 400 to a rating out of 1–5 or not a whole number, and stores nothing', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id });
    const student = await enrolledStudent(course.id);
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: '4' },
      {},
      { rating: null },
    ]) {
      const res = await rate(student.token, course.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await stored(course.id, student.user.id)).toEqual({ sum: 0, count: 0, mine: undefined });
  });

  it('gives the exact average when many students rate at once, and when one student changes it from two tabs', async () => {
    // Arrange: ten enrolled students.
    const course = await storedCourse({ instructorId: instructor.user.id });
    const students = await Promise.all(Array.from({ length: 10 }, () => enrolledStudent(course.id)));
    const stars = [5, 4, 3, 5, 1, 2, 5, 4, 4, 3];

    // Act: all at once; then the first student sends 1 and 2 at the same time.
    const answers = await Promise.all(students.map((s, i) => rate(s.token, course.id, { rating: stars[i] })));
    const [one, two] = await Promise.all([
      rate(students[0]!.token, course.id, { rating: 1 }),
      rate(students[0]!.token, course.id, { rating: 2 }),
    ]);

    // Assert: 36 / 10 first; then the first student's 5 became whichever of 1 and 2 was written last.
    expect(answers.map((a) => a.status)).toEqual(stars.map(() => 200));
    expect([one.status, two.status]).toEqual([200, 200]);
    const after = await stored(course.id, students[0]!.user.id);
    expect([1, 2]).toContain(after.mine);
    expect(after).toEqual({ sum: 36 - 5 + after.mine!, count: 10, mine: after.mine });
    const page = await courseOf(course.id);
    expect(page.body.course.rating).toEqual({
      average: Math.round(((36 - 5 + after.mine!) / 10) * 100) / 100,
      count: 10,
    });
  });
});
