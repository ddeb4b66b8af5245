import type { Role } from '@academy/shared';
import type { Locale } from '@academy/shared/locale';

export const DEMO_PASSWORD = 'Demo@12345';

/** A demo person; a minor waits for their parent's or guardian's consent (issue 41). */
export interface DemoUser {
  name: string;
  email: string;
  role: Role;
  locale?: Locale;
  minor?: { dateOfBirth: string; guardianEmail: string };
}

export const demoUsers: DemoUser[] = [
  { name: 'Meera Nair', email: 'admin@demo.academy', role: 'admin' },
  { name: 'Rahul Sharma', email: 'instructor@demo.academy', role: 'instructor' },
  { name: 'Priya Iyer', email: 'instructor2@demo.academy', role: 'instructor' },
  { name: 'Ananya Gupta', email: 'student@demo.academy', role: 'student' },
  { name: 'Vikram Singh', email: 'student2@demo.academy', role: 'student' },
  { name: 'Sneha Reddy', email: 'student3@demo.academy', role: 'student' },
  { name: 'Arjun Mehta', email: 'student4@demo.academy', role: 'student' },
  // Reads the academy in Hindi (issue 40): the profile's language, and a certificate with a Devanagari name.
  { name: 'रोहन वर्मा', email: 'student5@demo.academy', role: 'student', locale: 'hi' },
  // Issue 41: 14 years old, registered; the parent has not consented yet, so signing in is refused. The parent's
  // mail (with the consent link) is in the local inbox, to parent6@demo.academy.
  {
    name: 'Kabir Joshi',
    email: 'student6@demo.academy',
    role: 'student',
    minor: {
      dateOfBirth: `${new Date().getUTCFullYear() - 14}-06-15`,
      guardianEmail: 'parent6@demo.academy',
    },
  },
];

/**
 * The demo students the other demo data (assignments, forums, chats, support) is about: the Hindi one has their
 * own, and the minor waiting for a parent's consent has none.
 */
const englishStudents = () => demoUsers.filter((u) => u.role === 'student' && !u.locale && !u.minor);

/**
 * Demo data through the same domain functions the API uses. Safe to run on every start:
 * what exists already is left as it is.
 */
export async function seed(): Promise<{ created: number }> {
  // Imported late: the functions read their configuration from the environment the stack has just set.
  const { createUser, getUserRecord, privacyOf } = await import('../../functions/src/users/service');
  const { registrationPrivacy } = await import('../../functions/src/privacy/service');
  const { acceptNotice } = await import('../../functions/src/privacy/consent');
  const { PRIVACY_NOTICE_VERSION } = await import('@academy/shared');
  const { findIdentitySub } = await import('../../functions/src/auth/identity');
  const { createCourse } = await import('../../functions/src/courses/repository');
  const { ConflictError } = await import('../../functions/src/lib/errors');
  const { demoCourses } = await import('./seed-courses');
  let created = 0;
  const ids = new Map<string, string>();
  for (const { minor, ...user } of demoUsers) {
    // Issue 41: the demo people agreed to the current privacy notice and to watch-time analytics (so the demo
    // screens keep their figures); the minor registered as a minor does, their parent's consent pending.
    const { privacy, writesFor } = registrationPrivacy({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      watchAnalytics: !minor,
      minor: minor !== undefined,
      ...(minor ? { guardianEmail: minor.guardianEmail } : {}),
    });
    try {
      const made = await createUser({
        ...user,
        password: DEMO_PASSWORD,
        privacy,
        writesFor,
        ...(minor ? { dateOfBirth: minor.dateOfBirth } : {}),
      });
      ids.set(user.email, made.id);
      created++;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const sub = await findIdentitySub(user.email);
      if (sub) ids.set(user.email, sub);
      // A demo account from before (kept in .data/) agrees to the current notice as the new ones did.
      const stored = sub ? await getUserRecord(sub) : undefined;
      if (stored && !minor && privacyOf(stored).consentNeeded)
        await acceptNotice(stored, { noticeVersion: PRIVACY_NOTICE_VERSION, watchAnalytics: true });
    }
  }
  // The demo admin signs in with an authenticator code (admins must), its secret fixed in .env.example.
  const { seedDemoMfa } = await import('./seed-mfa');
  await seedDemoMfa(DEMO_PASSWORD);
  const instructor = (email: string) => {
    const user = demoUsers.find((u) => u.email === email)!;
    return { id: ids.get(email)!, name: user.name };
  };
  const courses = demoCourses({
    primary: instructor('instructor@demo.academy'),
    second: instructor('instructor2@demo.academy'),
  });
  for (const course of courses) {
    try {
      await createCourse(course);
      created++;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  const person = (email: string) => {
    const user = demoUsers.find((u) => u.email === email)!;
    return { id: ids.get(email)!, name: user.name, email };
  };
  const instructors = {
    primary: person('instructor@demo.academy'),
    second: person('instructor2@demo.academy'),
  };
  const students = englishStudents().map((u) => person(u.email));
  const { seedCoursePages } = await import('./seed-course-pages');
  await seedCoursePages(instructors);
  await seedLearning(person('student@demo.academy'));
  const { seedAssignments } = await import('./seed-assignments');
  await seedAssignments({ instructors, students });
  // After the assignments: the certificate's grade is the student's graded work in the course (issue 33).
  await seedCertificate(person('student@demo.academy'));
  await seedHindiLearner(person('student5@demo.academy'));
  const { seedLearners } = await import('./seed-learners');
  await seedLearners({
    student: person('student@demo.academy'),
    student2: person('student2@demo.academy'),
    student3: person('student3@demo.academy'),
    student4: person('student4@demo.academy'),
  });
  const { seedForums } = await import('./seed-forums');
  await seedForums({ instructors, students });
  const { seedSessions } = await import('./seed-sessions');
  await seedSessions({
    instructor: person('instructor@demo.academy'),
    student: person('student@demo.academy'),
  });
  const { seedChats } = await import('./seed-chats');
  await seedChats({ instructors, students });
  // Uploaded lessons of one course, transcoded in the background by the same path as an instructor's upload.
  const { seedVideos } = await import('./seed-videos');
  await seedVideos();
  // Issue 39: codes, purchases with them, a refund settled and one waiting (their invoices come from the stream).
  const { seedPayments } = await import('./seed-payments');
  await seedPayments({
    admin: person('admin@demo.academy'),
    instructor: person('instructor@demo.academy'),
    student2: person('student2@demo.academy'),
    student3: person('student3@demo.academy'),
    student4: person('student4@demo.academy'),
  });
  const { seedSupport } = await import('./seed-support');
  await seedSupport({
    admin: person('admin@demo.academy'),
    instructors,
    students,
  });
  // Issue 41: the audit trail's own demo entries (the staff actions above wrote theirs as they went).
  const { seedAudit } = await import('./seed-audit');
  await seedAudit({
    admin: person('admin@demo.academy'),
    staff: [instructors.primary, instructors.second],
    student: person('student4@demo.academy'),
  });
  return { created };
}

/**
 * The demo enrolments above left their notifications through the enrolment code (the instructors' New enrolment,
 * the student's Enrolment confirmed for the paid course). The demo instructor has read the oldest one, so the
 * bell shows both states; marked through the same call as PUT /notifications/{id}/read, idempotent on rerun.
 */
async function seedNotificationsRead(student: { id: string }, courseId: string) {
  const { getEnrollment, enrollmentNotificationId } = await import(
    '../../functions/src/enrollments/repository'
  );
  const { markRead, NotificationNotFoundError } = await import('../../functions/src/notifications/service');
  const enrollment = await getEnrollment(student.id, courseId);
  if (!enrollment) return;
  try {
    await markRead(
      enrollment.instructorId,
      enrollmentNotificationId(courseId, student.id, enrollment.enrolledAt),
    );
  } catch (error) {
    // Read and expired (90 days after reading) on a long-lived stack: nothing left to mark.
    if (!(error instanceof NotificationNotFoundError)) throw error;
  }
}

/**
 * The demo student's certificate of the finished web course, issued through the same code as the API once the
 * course's assignments are graded, so its grade is the real one (86/100 on the graded assignment: A, 86%).
 * Idempotent: an issued certificate is answered as it is.
 */
async function seedCertificate(student: { id: string; name: string }) {
  const { issueCertificate } = await import('../../functions/src/certificates/service');
  const { courseIdFor } = await import('./seed-courses');
  await issueCertificate(student, courseIdFor('web-foundations-html-css-js'));
}

/**
 * The Hindi-speaking demo student's learning: a free course (one no other demo student takes) finished, and its
 * certificate, their name on it in Devanagari (issue 40). Idempotent, as the rest.
 */
async function seedHindiLearner(student: { id: string; name: string; email: string }) {
  const { issueCertificate } = await import('../../functions/src/certificates/service');
  const course = await finishFreeCourse(student, 'generative-ai-for-everyone');
  await issueCertificate(student, course.id);
}

/**
 * A free course taken to its end as the player records it (every module completed, watched through), through the
 * same enrolment and progress code as the API. Idempotent.
 */
async function finishFreeCourse(student: { id: string; name: string; email: string }, slug: string) {
  const { getCourseRecord } = await import('../../functions/src/courses/repository');
  const { recordProgress } = await import('../../functions/src/enrollments/repository');
  const { enrollFree } = await import('../../functions/src/enrollments/enroll-free');
  const { afterEnrollment } = await import('../../functions/src/enrollments/after-enrollment');
  const { courseIdFor } = await import('./seed-courses');
  const { course, modules } = (await getCourseRecord(courseIdFor(slug)))!;
  await enrollFree(student, course);
  await afterEnrollment(student.id, course);
  for (const m of [...modules].sort((a, b) => a.order - b.order)) {
    await recordProgress({
      studentId: student.id,
      course,
      modules,
      moduleId: m.id,
      completed: true,
      watchTime: m.duration * 60,
    });
  }
  return course;
}

/**
 * The demo student's learning: one free course finished (its certificate comes after the assignments), one free
 * course part-way
 * (with a resume point), and one paid course bought through the same order and fulfilment code as the API.
 * Every step is idempotent, so this runs on every start and changes nothing the second time.
 */
async function seedLearning(student: { id: string; name: string; email: string }) {
  const { getCourseRecord } = await import('../../functions/src/courses/repository');
  const { recordProgress } = await import('../../functions/src/enrollments/repository');
  const { enrollFree } = await import('../../functions/src/enrollments/enroll-free');
  const { afterEnrollment } = await import('../../functions/src/enrollments/after-enrollment');
  const { buyDemoCourse } = await import('./seed-learners');
  const { courseIdFor } = await import('./seed-courses');

  const load = async (slug: string) => (await getCourseRecord(courseIdFor(slug)))!;
  const sorted = (modules: { order: number; id: string; duration: number }[]) =>
    [...modules].sort((a, b) => a.order - b.order);

  // Finished (the certificate follows the assignments: seedCertificate).
  const done = await finishFreeCourse(student, 'web-foundations-html-css-js');
  await seedNotificationsRead(student, done.id);

  // Part-way: two modules done, the third watched for four minutes.
  const midway = await load('python-data-analysis');
  await enrollFree(student, midway.course);
  await afterEnrollment(student.id, midway.course);
  const [first, second, third] = sorted(midway.modules);
  for (const m of [first!, second!]) {
    await recordProgress({
      studentId: student.id,
      course: midway.course,
      modules: midway.modules,
      moduleId: m.id,
      completed: true,
      watchTime: m.duration * 60,
    });
  }
  await recordProgress({
    studentId: student.id,
    course: midway.course,
    modules: midway.modules,
    moduleId: third!.id,
    watchTime: 240,
    position: 240,
    // The page closed after it, as the player sends it: the figures count it at once (W8).
    final: true,
  });

  // Paid, just started: an order paid with a seed payment, fulfilled exactly as a verified payment is.
  const paid = await load('react-typescript-production-apps');
  await buyDemoCourse(student, paid.course.id, 'React01');
  const firstPaid = sorted(paid.modules)[0]!;
  await recordProgress({
    studentId: student.id,
    course: paid.course,
    modules: paid.modules,
    moduleId: firstPaid.id,
    watchTime: 90,
    position: 90,
    final: true,
  });
}
