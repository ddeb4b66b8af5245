import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  allManagedCourses,
  api,
  enrol,
  newStaff,
  newStudent,
  type Session,
  signedInBeforeAll,
  signIn,
} from '../support/api';
import { makeCourse } from '../support/builders';
import { storedCourse } from '../support/courses';
import { countRequests, scannedItems, storedItem, testDb, useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';
import { placeOrder, verifyPayment } from '../support/payments';

useLocalStackEnv();
const db = testDb();
const { createCourse } = await import('../../functions/src/courses/repository');
const { notify } = await import('../../functions/src/notifications/service');
const { derivedId } = await import('../../functions/src/lib/keys');
const { keys } = await import('../support/table-keys');
const { studentDashboard } = await import('../../functions/src/dashboards/service');
const { getLearnerStats, fillLearnerStats } = await import('../../functions/src/enrollments/repository');

type Course = { id: string; modules: [string, string] };
interface AdminStats {
  students: number;
  instructors: number;
  courses: number;
  publishedCourses: number;
  enrollments: number;
  revenue: number;
}
interface ListedCourse {
  id: string;
  price: number;
  enrollmentCount: number;
  isPublished: boolean;
}

const dashboard = (role: 'student' | 'instructor' | 'admin', token?: string) =>
  api(`/api/dashboard/${role}`, { token });

const progress = async (token: string, body: Record<string, unknown>) => {
  const res = await api('/api/enrollments/progress', { method: 'POST', token, body });
  expect(res.status).toBe(200);
};

/** Every stored item of one entity, read page by page (a test-only Scan: the table is this test stack's). */
const storedItems = (entity: 'enrollment' | 'payment' | 'refund') =>
  scannedItems('entity = :e', { ':e': entity });

/**
 * The admin cards, every course (drafts included, listed through the API as an admin) and what is stored: the
 * enrolment items and the captured payment items. Other test files write to the same stack at the same time, so
 * the cards are read before and after and the set is taken only when both agree.
 */
async function adminSnapshot(admin: Session) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = await dashboard('admin', admin.token);
    const [listed, enrollments, payments, refunds] = await Promise.all([
      allManagedCourses<ListedCourse>(admin.token),
      storedItems('enrollment'),
      storedItems('payment'),
      storedItems('refund'),
    ]);
    const after = await dashboard('admin', admin.token);
    expect(after.status).toBe(200);
    if (JSON.stringify(before.body.stats) === JSON.stringify(after.body.stats)) {
      const courses = listed;
      return {
        stats: after.body.stats as AdminStats,
        courses,
        enrollments,
        payments,
        stored: {
          courses: courses.length,
          publishedCourses: courses.filter((c) => c.isPublished).length,
          // An erased student's enrolment is kept as an anonymised record, out of the counts (issue 41).
          enrollments: enrollments.filter((e) => !e.erasedAt).length,
          // Payment items keep paise; the card shows rupees, net of the refunds approved (issue 39).
          revenue:
            (payments.reduce((sum, p) => sum + Number(p.amount), 0) -
              refunds
                .filter((r) => r.status === 'approved' || r.status === 'processed')
                .reduce((sum, r) => sum + Number(r.amount), 0)) /
            100,
        },
      };
    }
  }
  throw new Error('the admin counters kept moving while the courses were listed');
}

/**
 * The course counters equal what is stored: the courses, the enrolment items (also Σ of the courses' counts) and
 * the rupees of the captured payments less the refunds approved.
 */
async function expectCountersToMatchStoredItems(admin: Session) {
  const snapshot = await adminSnapshot(admin);
  const { stats, stored, courses } = snapshot;
  expect({
    courses: stats.courses,
    publishedCourses: stats.publishedCourses,
    enrollments: stats.enrollments,
    revenue: stats.revenue,
  }).toEqual(stored);
  expect(courses.reduce((sum, c) => sum + c.enrollmentCount, 0)).toBe(stored.enrollments);
  return snapshot;
}

const admin = signedInBeforeAll('admin@demo.academy');
/** A new student, and `count` new courses of the demo instructor's (2 modules each) titled `<title> <i>`. */
async function studentAndCourses(name: string, count: number, title: string) {
  const instructor = await signIn('instructor@demo.academy');
  const student = await newStudent(name);
  const courses = Array.from({ length: count }, (_, i) =>
    makeCourse({ instructorId: instructor.user.id, title: `${title} ${i}` }, 2),
  );
  await Promise.all(courses.map((course) => createCourse(course)));
  return { instructor, student, courses };
}

describe('student dashboard', () => {
  it('is empty for a brand-new student', async () => {
    const student = await newStudent('Nisha Verma');
    const res = await dashboard('student', student.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      analytics: { enrolled: 0, inProgress: 0, completed: 0, watchTimeHours: 0, achievementScore: 0 },
      continueLearning: [],
      recentNotifications: [],
      unread: { total: 0 },
    });
  });

  it('shows the demo student 2 unfinished courses of their 3, with figures matching their course list', async () => {
    const student = await signIn('student@demo.academy');
    const [res, mine] = await Promise.all([
      dashboard('student', student.token),
      api('/api/enrollments/my-courses', { token: student.token }),
    ]);
    expect(res.status).toBe(200);
    const enrollments = mine.body.enrollments as {
      course: { _id: string };
      completed: boolean;
      watchTime: number;
      completionPercentage: number;
    }[];
    const completed = enrollments.filter((e) => e.completed).length;
    expect(res.body.analytics).toEqual({
      enrolled: enrollments.length,
      inProgress: enrollments.length - completed,
      completed,
      watchTimeHours: Math.round(enrollments.reduce((s, e) => s + e.watchTime, 0) / 3600),
      achievementScore: Math.round((completed / enrollments.length) * 100),
    });
    expect(res.body.continueLearning).toHaveLength(2);
    const unfinished = new Set(enrollments.filter((e) => !e.completed).map((e) => e.course._id));
    for (const card of res.body.continueLearning) {
      expect(unfinished.has(card.courseId)).toBe(true);
      expect(card.completionPercentage).toBeLessThan(100);
    }
  });

  it('computes the analytics from known enrolments and shows the 2 newest unfinished to continue', async () => {
    // Arrange: 7 free courses of 2 modules; two finished, one half done, one watched, three untouched.
    const { student, courses } = await studentAndCourses('Kavya Rao', 7, 'Analytics');
    const pick = (i: number): Course => {
      const course = courses[i]!;
      const modules = [...course.modules].sort((x, y) => x.order - y.order).map((m) => m.id);
      return { id: course.id, modules: [modules[0]!, modules[1]!] };
    };
    const [a, b, c, d, e, f, g] = [pick(0), pick(1), pick(2), pick(3), pick(4), pick(5), pick(6)];
    // Enrolment order decides Continue Learning (newest enrolment first): c and d last.
    for (const course of [a, b, e, f, g, d, c]) await enrol(student.token, course.id);
    const watch = (course: Course, module: 0 | 1, watchTime: number, completed?: boolean) =>
      progress(student.token, {
        courseId: course.id,
        moduleId: course.modules[module],
        watchTime,
        completed,
      });
    await watch(a, 0, 1800, true);
    await watch(a, 1, 1800, true);
    await watch(b, 0, 900, true);
    await watch(b, 1, 900, true);
    await watch(c, 0, 700, true);
    await watch(d, 0, 300);

    // Act
    const res = await dashboard('student', student.token);

    // Assert: 6400 s is 1.78 h, shown as 2; 2 of 7 completed is 28.6 %, shown as 29.
    expect(res.status).toBe(200);
    expect(res.body.analytics).toEqual({
      enrolled: 7,
      inProgress: 5,
      completed: 2,
      watchTimeHours: 2,
      achievementScore: 29,
    });
    expect(res.body.continueLearning).toEqual([
      {
        courseId: c.id,
        title: 'Analytics 2',
        thumbnail: '',
        instructorName: 'Test Instructor',
        completionPercentage: 50,
      },
      {
        courseId: d.id,
        title: 'Analytics 3',
        thumbnail: '',
        instructorName: 'Test Instructor',
        completionPercentage: 0,
      },
    ]);
  });

  it('keeps the figures in one item: counted once from the enrolments, then moved by each enrolment and progress', async () => {
    // Arrange: a student in 12 courses of 2 modules
    const { instructor, student, courses } = await studentAndCourses('Figures Student', 12, 'Figures');
    for (const course of courses) await enrol(student.token, course.id);
    const stored = async () => await storedItem(keys.learnerStats(student.user.id));
    // Until a read counts them, the item holds the changes alone (12 enrolments, not yet counted).
    expect(await stored()).toMatchObject({ enrolled: 12, version: 12 });
    expect((await stored())?.counted).toBeUndefined();

    // Act: the first read counts from the enrolments and stores the figures; later reads cost one GetItem
    const first = await countRequests(() => studentDashboard(student.user.id));
    const second = await countRequests(() => studentDashboard(student.user.id));

    // Assert: figures item, Continue Learning, notifications, unread counts: 4 (the first read 2 more)
    expect(second.requests).toBe(4);
    expect(first.requests).toBe(6);
    expect(second.result.analytics).toEqual({
      enrolled: 12,
      inProgress: 12,
      completed: 0,
      watchTimeHours: 0,
      achievementScore: 0,
    });
    expect(await stored()).toMatchObject({ enrolled: 12, completed: 0, watchTime: 0, counted: true });

    // Act: finish one course (two modules), watch part of another, watch the finished one again (no change)
    const modules = (i: number) =>
      [...courses[i]!.modules].sort((x, y) => x.order - y.order).map((m) => m.id);
    const [done, half] = [modules(0), modules(1)];
    await progress(student.token, {
      courseId: courses[0]!.id,
      moduleId: done[0],
      watchTime: 3000,
      completed: true,
    });
    await progress(student.token, {
      courseId: courses[0]!.id,
      moduleId: done[1],
      watchTime: 2400,
      completed: true,
    });
    await progress(student.token, { courseId: courses[1]!.id, moduleId: half[0], watchTime: 1800 });
    await progress(student.token, { courseId: courses[0]!.id, moduleId: done[0], watchTime: 100 });

    // Assert: the item moved with them, and the dashboard reads it (7200 s is 2 h; 1 of 12 is 8 %)
    expect(await stored()).toMatchObject({ enrolled: 12, completed: 1, watchTime: 7200, counted: true });
    const after = await dashboard('student', student.token);
    expect(after.body.analytics).toEqual({
      enrolled: 12,
      inProgress: 11,
      completed: 1,
      watchTimeHours: 2,
      achievementScore: 8,
    });
    expect(after.body.continueLearning.map((c: { courseId: string }) => c.courseId)).toEqual([
      courses[11]!.id,
      courses[10]!.id,
    ]);

    // A store from a read that a write has since overtaken changes nothing; without the item, a read counts again.
    const read = await getLearnerStats(student.user.id);
    await enrol(student.token, (await storedCourse({ instructorId: instructor.user.id }, 2)).id);
    expect(await fillLearnerStats(student.user.id, read, { enrolled: 0, completed: 0, watchTime: 0 })).toBe(
      false,
    );
    await db.send(new DeleteCommand({ TableName: 'academy', Key: keys.learnerStats(student.user.id) }));
    expect((await dashboard('student', student.token)).body.analytics).toMatchObject({
      enrolled: 13,
      completed: 1,
    });
    expect(await stored()).toMatchObject({ enrolled: 13, completed: 1, watchTime: 7200, counted: true });
  });

  it('shows the 5 latest of 7 notifications, newest first, with the unread counts by type', async () => {
    const student = await newStudent('Rohan Das');
    const start = Date.now() - 60_000;
    const types = ['chat', 'support', 'chat', 'forum', 'chat', 'support', 'live-session'] as const;
    for (const [i, type] of types.entries()) {
      const createdAt = new Date(start + i * 1000).toISOString();
      await notify({
        id: derivedId(createdAt, `dashboard-test#${student.user.id}#${i}`),
        userId: student.user.id,
        type,
        title: `Notice ${i}`,
        message: `Message ${i}`,
        createdAt,
      });
    }

    const res = await dashboard('student', student.token);

    expect(res.status).toBe(200);
    expect(res.body.recentNotifications.map((n: { title: string }) => n.title)).toEqual([
      'Notice 6',
      'Notice 5',
      'Notice 4',
      'Notice 3',
      'Notice 2',
    ]);
    expect(res.body.recentNotifications.every((n: { read: boolean }) => n.read === false)).toBe(true);
    expect(res.body.unread.total).toBe(7);
    expect(res.body.unread.byType).toMatchObject({ chat: 3, support: 2, forum: 1, 'live-session': 1 });
  });
});

describe('instructor dashboard', () => {
  it('is empty for a new instructor, and for an admin with no courses of their own', async () => {
    const instructor = await newStaff(admin.token, 'instructor', 'Farah Khan');
    const otherAdmin = await newStaff(admin.token, 'admin', 'Gopal Menon');
    for (const token of [instructor.token, otherAdmin.token]) {
      const res = await dashboard('instructor', token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        stats: { courses: 0, published: 0, students: 0, averageRating: 0 },
        students: [],
        recentSubmissions: [],
        discussions: [],
        upcomingSessions: [],
        recentChats: [],
        supportTickets: [],
      });
    }
  });

  it("counts the instructor's courses and students, averages the rated courses, and lists the 3 latest students", async () => {
    // Arrange: four courses (one draft, never rated) and four enrolments, one after the other, each student
    // rating their course through the API: X1 4 and 5, X2 4, X4 3.
    const instructor = await newStaff(admin.token, 'instructor', 'Imran Qureshi');
    const [x1, x2, x3, x4] = await Promise.all([
      storedCourse({ instructorId: instructor.user.id, title: 'X1' }),
      storedCourse({ instructorId: instructor.user.id, title: 'X2' }),
      storedCourse({ instructorId: instructor.user.id, title: 'X3', isPublished: false }),
      storedCourse({ instructorId: instructor.user.id, title: 'X4' }),
    ]);
    expect(x3.isPublished).toBe(false);
    const students = [];
    for (const [i, [course, stars]] of (
      [
        [x1, 4],
        [x2, 4],
        [x1, 5],
        [x4, 3],
      ] as const
    ).entries()) {
      const student = await newStudent(`Learner ${i}`);
      await enrol(student.token, course.id);
      const rated = await api(`/api/courses/${course.id}/rating`, {
        method: 'PUT',
        token: student.token,
        body: { rating: stars },
      });
      expect(rated.status).toBe(200);
      students.push({ ...student, course });
    }

    // Act
    const res = await dashboard('instructor', instructor.token);

    // Assert: (4.5 + 4.0 + 3.0) / 3 = 3.83, shown as 3.8; 4 enrolments, the stored ones.
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({ courses: 4, published: 3, students: 4, averageRating: 3.8 });
    expect(res.body.students).toEqual(
      students
        .slice(1)
        .reverse()
        .map((s, i) => ({
          id: s.user.id,
          name: `Learner ${3 - i}`,
          email: s.email,
          courseId: s.course.id,
          courseTitle: s.course.title,
          enrolledAt: expect.any(String),
        })),
    );
  });
});

describe('instructor dashboard students', () => {
  it('lists each of the 3 latest students once, with the course of their latest enrolment', async () => {
    // Arrange: A, B, C enrol one after the other; then C enrols in a second course of the same instructor.
    const admin = await signIn('admin@demo.academy');
    const instructor = await newStaff(admin.token, 'instructor', 'Farah Naqvi');
    const [first, second] = await Promise.all([
      storedCourse({ instructorId: instructor.user.id, title: 'Y1' }),
      storedCourse({ instructorId: instructor.user.id, title: 'Y2' }),
    ]);
    const people = [];
    for (const name of ['Student A', 'Student B', 'Student C']) {
      const student = await newStudent(name);
      await enrol(student.token, first.id);
      people.push(student);
    }
    await enrol(people[2]!.token, second.id);

    // Act
    const res = await dashboard('instructor', instructor.token);

    // Assert: C once (now in Y2), then B and A: still three people
    expect(res.status).toBe(200);
    expect(
      res.body.students.map((s: { name: string; courseTitle: string }) => [s.name, s.courseTitle]),
    ).toEqual([
      ['Student C', 'Y2'],
      ['Student B', 'Y1'],
      ['Student A', 'Y1'],
    ]);
  });
});

describe('admin dashboard', () => {
  it('lists the 5 newest users and the 5 most enrolled published courses', async () => {
    const student = await newStudent('Zoya Ali');
    const res = await dashboard('admin', admin.token);
    expect(res.status).toBe(200);
    const users = res.body.recentUsers as { id: string; createdAt: string }[];
    expect(users).toHaveLength(5);
    const times = users.map((u) => u.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // The newest user is listed unless five more signed up since (other test files run alongside).
    const mine = await api('/api/auth/me', { token: student.token });
    if (!users.some((u) => u.id === student.user.id)) {
      expect(users.every((u) => u.createdAt >= mine.body.user.createdAt)).toBe(true);
    }

    const popular = res.body.popularCourses as ListedCourse[];
    expect(popular).toHaveLength(5);
    expect(popular.every((c) => c.isPublished)).toBe(true);
    const counts = popular.map((c) => c.enrollmentCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const { courses } = await adminSnapshot(admin);
    const top = courses
      .filter((c) => c.isPublished)
      .map((c) => c.enrollmentCount)
      .sort((x, y) => y - x)
      .slice(0, 5);
    expect(counts).toEqual(top);
  });

  it('shows revenue equal to Σ of the captured payments, and counts equal to the stored courses and enrolments', async () => {
    const { stats, stored, payments } = await expectCountersToMatchStoredItems(admin);
    // The demo data's paid enrolments (seed-learners.ts) have payment items, and so the card is not 0.
    expect(payments.some((p) => String(p.paymentId).startsWith('pay_SeedDemo'))).toBe(true);
    expect(stored.revenue).toBeGreaterThan(0);
    expect(stats.students).toBeGreaterThanOrEqual(4);
    expect(stats.instructors).toBeGreaterThanOrEqual(2);
  });

  it('moves the counters as courses are created, enrolled in, repriced, unpublished and deleted', async () => {
    const instructor = await signIn('instructor@demo.academy');
    const before = await expectCountersToMatchStoredItems(admin);

    const created = await api('/api/courses', {
      method: 'POST',
      token: instructor.token,
      body: {
        title: 'Counters 101',
        description: 'Moves the cards.',
        category: 'DevOps',
        price: 0,
        isPublished: true,
      },
    });
    expect(created.status).toBe(201);
    const courseId = created.body.course.id as string;
    const afterCreate = await expectCountersToMatchStoredItems(admin);
    expect(afterCreate.stats.courses).toBeGreaterThan(before.stats.courses);

    const student = await newStudent('Aditi Bose');
    await enrol(student.token, courseId);
    const afterEnrol = await expectCountersToMatchStoredItems(admin);
    expect(afterEnrol.courses.find((c) => c.id === courseId)).toMatchObject({ enrollmentCount: 1 });
    expect(afterEnrol.stats.students).toBeGreaterThan(before.stats.students);

    const repriced = await api(`/api/courses/${courseId}`, {
      method: 'PUT',
      token: instructor.token,
      body: { price: 799 },
    });
    expect(repriced.status).toBe(200);
    const afterReprice = await expectCountersToMatchStoredItems(admin);
    expect(afterReprice.courses.find((c) => c.id === courseId)).toMatchObject({
      price: 799,
      enrollmentCount: 1,
    });
    // The free enrolment paid nothing, and the new price does not make it pay.
    expect(afterReprice.payments.some((p) => p.courseId === courseId)).toBe(false);

    const unpublished = await api(`/api/courses/${courseId}`, {
      method: 'PUT',
      token: instructor.token,
      body: { isPublished: false, price: 1299 },
    });
    expect(unpublished.status).toBe(200);
    await expectCountersToMatchStoredItems(admin);

    const draft = await api('/api/courses', {
      method: 'POST',
      token: instructor.token,
      body: {
        title: 'Gone soon',
        description: 'Deleted.',
        category: 'DevOps',
        price: 4999,
        isPublished: true,
      },
    });
    await expectCountersToMatchStoredItems(admin);
    const deleted = await api(`/api/courses/${draft.body.course.id}`, {
      method: 'DELETE',
      token: instructor.token,
    });
    expect(deleted.status).toBe(200);
    const afterDelete = await expectCountersToMatchStoredItems(admin);
    expect(afterDelete.courses.some((c) => c.id === draft.body.course.id)).toBe(false);
  });
});

describe('who may call the dashboards', () => {
  it('answers 401 without a token and 403 to a role the dashboard is not for', async () => {
    const [student, instructor] = await Promise.all([
      signIn('student@demo.academy'),
      signIn('instructor@demo.academy'),
    ]);
    for (const role of ['student', 'instructor', 'admin'] as const) {
      expect((await dashboard(role)).status).toBe(401);
    }
    expect((await dashboard('admin', student.token)).status).toBe(403);
    expect((await dashboard('instructor', student.token)).status).toBe(403);
    expect((await dashboard('admin', instructor.token)).status).toBe(403);
    expect((await dashboard('student', instructor.token)).status).toBe(403);
    expect((await dashboard('student', admin.token)).status).toBe(403);
  });
});

describe('revenue counter and paid enrolment', () => {
  it('counts what was paid when an order made before a price change is paid after it', async () => {
    // Arrange: a paid course, an order at ₹500, then the course repriced to ₹800 before the payment.
    const instructor = await signIn('instructor@demo.academy');
    const course = await storedCourse({ instructorId: instructor.user.id, price: 500 });
    const student = await newStudent('Late Payer');
    const order = await placeOrder(student.token, course.id);
    expect(order.status).toBe(201);
    const repriced = await api(`/api/courses/${course.id}`, {
      method: 'PUT',
      token: instructor.token,
      body: { price: 800 },
    });
    expect(repriced.status).toBe(200);

    // Act: the payment for the ₹500 order is verified.
    const orderId = order.body.order.id as string;
    const paymentId = `pay_Dash${Date.now().toString(36)}`;
    const verified = await verifyPayment(student.token, orderId, paymentId, course.id);
    expect(verified.status).toBe(200);
    // The stream then marks the payment with its tax invoice (issue 39): let it, so the item stays still below.
    await eventsSettled();

    // Assert: the student paid ₹500 (the payment item says 50,000 paise), and the card counts exactly that: it
    // equals Σ of the stored payments, whatever the course costs now.
    const { courses, payments } = await expectCountersToMatchStoredItems(admin);
    expect(courses.find((c) => c.id === course.id)).toMatchObject({ price: 800, enrollmentCount: 1 });
    expect(payments.filter((p) => p.courseId === course.id)).toEqual([
      expect.objectContaining({ paymentId, amount: 50_000 }),
    ]);

    // A later price change moves no counter either.
    const before = await expectCountersToMatchStoredItems(admin);
    expect(
      (
        await api(`/api/courses/${course.id}`, {
          method: 'PUT',
          token: instructor.token,
          body: { price: 1200 },
        })
      ).status,
    ).toBe(200);
    const after = await expectCountersToMatchStoredItems(admin);
    expect(after.courses.find((c) => c.id === course.id)).toMatchObject({ price: 1200, enrollmentCount: 1 });
    expect(after.payments.filter((p) => p.courseId === course.id)).toEqual(
      before.payments.filter((p) => p.courseId === course.id),
    );
  });
});
