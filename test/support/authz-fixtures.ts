import {
  type AuthzCaller,
  type AuthzResource,
  defaultNotificationPreferences,
  PRIVACY_NOTICE_VERSION,
  type RouteId,
} from '@academy/shared';
import { ADULT_CONSENT, api, DEMO_PASSWORD, newInstructor, newStudent, signIn, uniqueEmail } from './api';
import { makeCourse } from './builders';
import { useLocalStackEnv } from './db';
import { eventsSettled } from './events';
import { verifyBody } from './payments';

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');
const { emailToken } = await import('../../functions/src/notifications/email-tokens');
const { guardianToken } = await import('../../functions/src/privacy/guardian-tokens');
const { findIdentitySub } = await import('../../functions/src/auth/identity');

/**
 * The people and things the authorization matrix calls every route about (test/integration/authorization.test.ts):
 * fresh users, so the expectations hold on a shared stack whatever other tests do.
 */
type Session = Awaited<ReturnType<typeof signIn>>;
type Student = Awaited<ReturnType<typeof newStudent>>;

export interface World {
  admin: Session;
  instructor: Session;
  otherInstructor: Session;
  owner: Student;
  otherStudent: Student;
  deactivated: Student;
  course: { id: string; title: string; moduleIds: string[] };
  draftCourseId: string;
  assignmentId: string;
  postId: string;
  replyId: string;
  sessionId: string;
  chatId: string;
  ticketId: string;
  notificationId: string;
  certificateCode: string;
  /** The token of the owner's forum mails' unsubscribe link (signed as the mail path signs it). */
  emailToken: string;
  /** The owner's paid order of another course of the instructor (no refund asked yet), and its tax invoice. */
  paidOrderId: string;
  invoiceId: string;
  /** The owner's refund request of a third course's paid order. */
  refundId: string;
  /** A code the owning instructor made for the paid course (`paidCourseId`, of the paid order). */
  couponCode: string;
  paidCourseId: string;
  /** A minor registered just now, their parent's consent pending (issue 41), and their parent's link's token. */
  pendingMinor: { email: string };
  guardianToken: string;
  /** The owner's ready data export (issue 41). */
  exportId: string;
}

/** A fresh minor (14 today) whose parent has not consented yet: registration answers no session. */
async function pendingMinor() {
  const email = uniqueEmail('minor');
  await call('/api/auth/register', undefined, 'POST', {
    name: 'Minor Student',
    email,
    password: DEMO_PASSWORD,
    dateOfBirth: `${new Date().getUTCFullYear() - 14}-01-01`,
    guardianEmail: uniqueEmail('parent'),
    consent: { noticeVersion: PRIVACY_NOTICE_VERSION, watchAnalytics: false },
  });
  const sub = await findIdentitySub(email);
  if (!sub) throw new Error('Fixture: the minor has no identity');
  return { email, token: await guardianToken(sub, new Date().toISOString()) };
}

/** Each caller's token; none for the anonymous caller. */
export const tokenOf = (world: World, caller: AuthzCaller): string | undefined =>
  caller === 'anonymous' ? undefined : world[caller].token;

async function call(path: string, token: string | undefined, method = 'GET', body?: unknown) {
  const res = await api(path, { method, token, body });
  if (res.status >= 300)
    throw new Error(`Fixture ${method} ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const MODULE_VIDEO = '/media/sample-lesson.mp4';

async function courseOf(instructor: Session, published = true, modules = 2, price = 0) {
  const made = makeCourse(
    {
      instructorId: instructor.user.id,
      isPublished: published,
      price,
      instructor: { id: instructor.user.id, name: instructor.user.name, achievements: [], socials: {} },
    },
    modules,
  );
  // An external video, so the video link answers who may watch it rather than "no video yet".
  await createCourse({
    ...made,
    modules: made.modules.map((m) => ({ ...m, videoUrl: MODULE_VIDEO })),
  });
  return { id: made.id, title: made.title, moduleIds: made.modules.map((m) => m.id) };
}

const inADay = () => new Date(Date.now() + 24 * 3600_000).toISOString();

const assignmentBody = (courseId: string) => ({
  course: courseId,
  title: 'Authorization matrix assignment',
  description: 'Build a landing page.',
  dueDate: '2030-01-31T18:30:00+05:30',
  maxPoints: 20,
});
const sessionBody = () => ({
  title: 'Office hours',
  scheduledAt: inADay(),
  meetingLink: 'https://meet.example.com/abc-defg-hij',
});
const postBody = (courseId: string) => ({
  course: courseId,
  title: 'A question',
  content: 'How do I start?',
});
const ticketBody = (courseId: string) => ({
  subject: 'Video does not play',
  description: 'Module 1 stays black.',
  courseId,
});

/** Builds the world: two instructors, three students (one deactivated), and the owner's things in a course. */
export async function buildWorld(): Promise<World> {
  const admin = await signIn('admin@demo.academy');
  const [instructor, otherInstructor, owner, otherStudent, deactivated] = await Promise.all([
    newInstructor(admin.token, 'Owning Instructor'),
    newInstructor(admin.token, 'Other Instructor'),
    newStudent('Owner Student'),
    newStudent('Other Student'),
    newStudent('Deactivated Student'),
  ]);
  const [course, draft] = await Promise.all([courseOf(instructor), courseOf(instructor, false, 1)]);
  await call('/api/enrollments', owner.token, 'POST', { courseId: course.id });
  for (const moduleId of course.moduleIds)
    await call('/api/enrollments/progress', owner.token, 'POST', {
      courseId: course.id,
      moduleId,
      completed: true,
      watchTime: 600,
    });
  const [certificate, assignment, post, session, ticket] = await Promise.all([
    call('/api/certificates/generate', owner.token, 'POST', { courseId: course.id }),
    call('/api/assignments', instructor.token, 'POST', assignmentBody(course.id)),
    call('/api/forums', owner.token, 'POST', postBody(course.id)),
    call(`/api/live-sessions/course/${course.id}`, instructor.token, 'POST', sessionBody()),
    call('/api/support-tickets', owner.token, 'POST', ticketBody(course.id)),
    call(`/api/chats/${course.id}`, owner.token, 'POST', { content: 'Hello mentor' }),
  ]);
  await call(`/api/assignments/${assignment.assignment.id}/submit`, owner.token, 'POST', {
    content: 'My landing page',
  });
  // The instructor's answer tells the owner: a notification of theirs.
  const reply = await call(`/api/forums/${post.post.id}/reply`, instructor.token, 'POST', {
    content: 'Start with module 1.',
  });
  const [notification] = (await call('/api/notifications', owner.token)).notifications;
  if (!notification) throw new Error('Fixture: the owner has no notification');
  const purchases = await buyPaidCourses(instructor, owner.token, 2);
  const refund = await call('/api/payments/refunds', owner.token, 'POST', { orderId: purchases[1]!.orderId });
  const couponCode = `AUTHZ${Date.now().toString(36).toUpperCase()}`;
  const minor = await pendingMinor();
  await call('/api/coupons', instructor.token, 'POST', couponBody(couponCode, purchases[0]!.courseId));
  const exportId = await readyExportOf(owner.token);
  // Signed in first: the token stays valid, so only the API's own check can refuse them.
  await call(`/api/users/${deactivated.user.id}/status`, admin.token, 'PUT', { isActive: false });
  return {
    admin,
    instructor,
    otherInstructor,
    owner,
    otherStudent,
    deactivated,
    course,
    draftCourseId: draft.id,
    assignmentId: assignment.assignment.id,
    postId: post.post.id,
    replyId: reply.reply.id,
    sessionId: session.session.id,
    chatId: `${course.id}_${owner.user.id}`,
    ticketId: ticket.id,
    notificationId: notification.id,
    certificateCode: certificate.certificate.certificateId,
    emailToken: await emailToken(owner.user.id, 'forum'),
    paidOrderId: purchases[0]!.orderId,
    invoiceId: purchases[0]!.invoiceId,
    refundId: refund.refund.id,
    couponCode,
    paidCourseId: purchases[0]!.courseId,
    pendingMinor: { email: minor.email },
    guardianToken: minor.token,
    exportId,
  };
}

/** A data export of the student's, once the stream has built it (its link answers 200 from then on). */
async function readyExportOf(token: string): Promise<string> {
  const { id } = await call('/api/privacy/exports', token, 'POST');
  for (let attempt = 0; attempt < 100; attempt++) {
    await eventsSettled();
    const res = await api(`/api/privacy/exports/${id}/link`, { token });
    if (res.status === 200) return id;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Fixture: the data export was never ready');
}

const couponBody = (code: string, courseId: string | null) => ({
  code,
  courseId,
  kind: 'percent',
  value: 10,
  startsAt: new Date(Date.now() - 3600_000).toISOString(),
  endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  maxRedemptions: 100,
});

/**
 * The student buys `count` paid courses of the instructor (an order each, paid with a signature the local checkout
 * would make), and each purchase's tax invoice is waited for (the stream issues it).
 */
async function buyPaidCourses(instructor: Session, token: string, count: number) {
  const bought: { courseId: string; orderId: string; invoiceId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const course = await courseOf(instructor, true, 1, 499);
    const { order } = await call('/api/payments/order', token, 'POST', {
      courseId: course.id,
      billing: { state: '29' },
    });
    await call(
      '/api/payments/verify',
      token,
      'POST',
      verifyBody(order.id, `pay_Authz${Date.now().toString(36)}${i}`, course.id),
    );
    bought.push({ courseId: course.id, orderId: order.id, invoiceId: '' });
  }
  for (let attempt = 0; attempt < 50 && bought.some((b) => !b.invoiceId); attempt++) {
    await eventsSettled();
    const { purchases } = await call('/api/payments/purchases', token);
    for (const b of bought)
      b.invoiceId = purchases.find((p: { orderId: string }) => p.orderId === b.orderId)?.invoice?.id ?? '';
    if (bought.some((b) => !b.invoiceId)) await new Promise((r) => setTimeout(r, 100));
  }
  if (bought.some((b) => !b.invoiceId)) throw new Error('Fixture: a purchase got no invoice');
  return bought;
}

/**
 * Routes whose allowed callers change or remove what they name (deletes, status changes, a module added): each
 * caller gets a fresh resource of its own, so no row depends on another and the callers can call at once.
 */
export const freshResourceRoutes: ReadonlySet<RouteId> = new Set<RouteId>([
  'deleteCourse',
  'createModule',
  'deleteModule',
  'deleteAssignment',
  'deleteSession',
  'setSessionStatus',
  'lockPost',
  'setTicketStatus',
]);

export type Params = Record<string, string>;

/** The path parameters naming the world's resource (or a fresh one of the same owners). */
export async function paramsOf(world: World, resource: AuthzResource, fresh: boolean): Promise<Params> {
  const { course, instructor, owner } = world;
  switch (resource) {
    case 'course':
      return { id: fresh ? (await courseOf(instructor)).id : course.id };
    case 'draftCourse':
      return { id: world.draftCourseId };
    case 'module': {
      const c = fresh ? await courseOf(instructor) : course;
      return { id: c.id, moduleId: c.moduleIds[0]! };
    }
    case 'moduleCaptions':
      return { id: course.id, moduleId: course.moduleIds[0]!, language: 'en' };
    case 'courseStudent':
      return { id: course.id, studentId: owner.user.id };
    case 'user':
      return { id: owner.user.id };
    case 'assignment':
      return {
        id: fresh
          ? (await call('/api/assignments', instructor.token, 'POST', assignmentBody(course.id))).assignment
              .id
          : world.assignmentId,
      };
    case 'post':
      return {
        id: fresh
          ? (await call('/api/forums', owner.token, 'POST', postBody(course.id))).post.id
          : world.postId,
      };
    case 'reply':
      return { id: world.postId, replyId: world.replyId };
    case 'session':
      return {
        id: fresh
          ? (await call(`/api/live-sessions/course/${course.id}`, instructor.token, 'POST', sessionBody()))
              .session.id
          : world.sessionId,
      };
    case 'chat':
      return { id: world.chatId };
    case 'ticket':
      return {
        id: fresh
          ? (await call('/api/support-tickets', owner.token, 'POST', ticketBody(course.id))).id
          : world.ticketId,
      };
    case 'notification':
      return { id: world.notificationId };
    case 'certificate':
      return { code: world.certificateCode };
    case 'invoice':
      return { id: world.invoiceId };
    case 'refund':
      return { id: world.refundId };
    case 'coupon':
      return { code: world.couponCode };
    case 'export':
      return { id: world.exportId };
    case 'calendarFeed': {
      // A new feed for the route (the owner's revokeCalendarFeed row ended the last); one feed per student, so
      // one for all callers.
      const { url } = await call('/api/calendar/feed', owner.token, 'POST');
      return { token: new URL(url).pathname.split('/').pop()! };
    }
  }
}

/**
 * A valid body for each route that takes one, harmless to the world (the same values again, or something new of
 * the caller's own). Routes not listed get `{}`. Called once per caller.
 */
export const bodies: Partial<
  Record<RouteId, (world: World, caller: AuthzCaller) => unknown | Promise<unknown>>
> = {
  register: () => ({
    ...ADULT_CONSENT,
    name: 'New Student',
    email: uniqueEmail('student'),
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    role: 'student',
  }),
  login: (w) => ({ email: w.owner.email, password: DEMO_PASSWORD }),
  refreshToken: (w) => ({ refreshToken: w.owner.refreshToken }),
  // A well-formed handle no sign-in or setup was given: refused alike for everyone (nothing is waiting under it).
  answerMfaChallenge: () => ({ session: 'no-such-sign-in-waits-here', code: '123456' }),
  verifyMfaSetup: () => ({ session: 'no-such-setup-waits-here', code: '123456' }),
  // A wrong password: the setup is refused before anything changes (400 for the staff callers).
  startMfaSetup: () => ({ password: 'Not-the-password1!' }),
  // Every fixture account's password is DEMO_PASSWORD: a real request, scheduled for the students and the other
  // instructor (erasing nothing before the eraser runs, and cancelled by cancelDeletion's row after it); the admin
  // gets a wrong one (400), as whether they are the last active admin depends on the run.
  requestDeletion: (_w, caller) => ({ password: caller === 'admin' ? 'Not-the-password1!' : DEMO_PASSWORD }),
  updateProfile: () => ({ profile: { bio: 'Learning every day.' } }),
  createUser: () => ({
    name: 'New Instructor',
    email: uniqueEmail('instructor'),
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    role: 'instructor',
  }),
  setUserStatus: () => ({ isActive: true }),
  // For the owning instructor: theirs to create, the admin's to assign, not another instructor's to make for them.
  createCourse: (w) => ({
    instructor: w.instructor.user.id,
    title: 'A new course',
    description: 'Made by the authorization matrix.',
    category: 'Web Development',
    price: 0,
  }),
  updateCourse: (w) => ({ title: w.course.title }),
  // The owner's own rating: only the course's rating moves, which no other row reads.
  rateCourse: () => ({ rating: 4 }),
  createModule: () => ({ title: 'Module 3', duration: 30, order: 3 }),
  // The module's own values again (a body without its video would take the video away from later rows).
  updateModule: () => ({ title: 'Module 1', duration: 10, order: 1, videoUrl: MODULE_VIDEO }),
  createVideoUpload: () => ({ fileName: 'lesson.mp4', contentType: 'video/mp4', size: 1000 }),
  completeVideoUpload: () => ({ key: 'videos/never-uploaded.mp4' }),
  // A good file: the fixture module has no uploaded video, so the callers allowed get as far as 404.
  putCaptions: () => ({ label: 'English', vtt: 'WEBVTT\n\n00:00.000 --> 00:01.000\nNamaste\n' }),
  createThumbnailUpload: () => ({ contentType: 'image/webp', size: 1000 }),
  // A course of its own each time: enrolling in the world's course would give the other student access to it.
  enroll: async (w) => ({ courseId: (await courseOf(w.instructor)).id }),
  recordProgress: (w) => ({
    courseId: w.course.id,
    moduleId: w.course.moduleIds[0],
    completed: true,
    watchTime: 600,
  }),
  createPaymentOrder: (w) => ({ courseId: w.course.id, billing: { state: '29' } }),
  verifyPayment: (w) => ({
    razorpay_order_id: 'order_authzmatrix0001',
    razorpay_payment_id: 'pay_authzmatrix0001',
    razorpay_signature: 'not-a-signature',
    courseId: w.course.id,
  }),
  generateCertificate: (w) => ({ courseId: w.course.id }),
  createAssignment: (w) => assignmentBody(w.course.id),
  updateAssignment: () => ({ title: 'Authorization matrix assignment' }),
  // A link only: nothing is uploaded, and the submission's file stays as it is.
  createSubmissionUpload: () => ({ contentType: 'application/pdf', size: 1000 }),
  submitAssignment: () => ({ content: 'My landing page, again' }),
  gradeSubmission: (w) => ({ studentId: w.owner.user.id, grade: 15, feedback: 'Good work' }),
  createPost: (w) => postBody(w.course.id),
  replyToPost: () => ({ content: 'Another answer' }),
  createSession: () => sessionBody(),
  updateSession: () => ({ title: 'Office hours' }),
  setSessionStatus: () => ({ status: 'cancelled' }),
  sendChatToMentor: () => ({ content: 'Another question' }),
  sendChatToStudent: () => ({ content: 'An answer' }),
  createTicket: (w) => ticketBody(w.course.id),
  addTicketMessage: () => ({ message: 'More details' }),
  updateNotificationSettings: () => defaultNotificationPreferences,
  setTicketStatus: () => ({ status: 'resolved' }),
  // The owner's paid order: theirs to ask about; the other student is told there is no such purchase.
  requestRefund: (w) => ({ orderId: w.paidOrderId, reason: 'Not for me' }),
  // Declined: an approval would revoke an enrolment of the owner's.
  decideRefund: () => ({ decision: 'decline', reason: 'Asked by the authorization matrix' }),
  // A code of each caller's own for the owning instructor's course.
  createCoupon: (w, caller) =>
    couponBody(`M${caller.slice(0, 6).toUpperCase()}${Date.now().toString(36).toUpperCase()}`, w.course.id),
  quoteCoupon: (w) => ({ courseId: w.paidCourseId, code: w.couponCode }),
  // The caller's own consent: the current notice again (recorded once), and watch-time analytics withdrawn (an
  // instructor an admin made has agreed to no notice, which giving them would need first).
  acceptNotice: () => ({ noticeVersion: PRIVACY_NOTICE_VERSION }),
  setConsents: () => ({ watchAnalytics: false }),
  // The world's pending minor's parent: the first call confirms, every later one answers it confirmed.
  confirmGuardianConsent: (w) => ({ token: w.guardianToken, relationship: 'parent', consent: true }),
  // The minor's own password: the link goes again at most once a minute, and the answer is the same either way.
  resendGuardianLink: (w) => ({ email: w.pendingMinor.email, password: DEMO_PASSWORD }),
};

/** The query string a route needs to name the world's resource. */
export const queries: Partial<Record<RouteId, (world: World) => string>> = {
  listCourseStudents: (w) => `?course=${w.course.id}`,
  unsubscribeEmail: (w) => `?token=${w.emailToken}`,
  resubscribeEmail: (w) => `?token=${w.emailToken}`,
  getGuardianRequest: (w) => `?token=${encodeURIComponent(w.guardianToken)}`,
};

/**
 * Routes that are a capability in themselves (a certificate's code, a calendar feed's token, the owner's password
 * or refresh token): whoever holds it sees what it opens, so their answers are not searched for private values.
 */
export const capabilityRoutes: ReadonlySet<RouteId> = new Set<RouteId>([
  'login',
  'refreshToken',
  'verifyCertificate',
  'calendarFeed',
  'unsubscribeEmail',
  'resubscribeEmail',
  // A parent's consent link's token, and the minor's own password.
  'getGuardianRequest',
  'confirmGuardianConsent',
  'resendGuardianLink',
]);

/**
 * What only the owner and the owning instructor (and the admin) may see: a signed-in stranger's successful
 * answer must name none of it (a list of "my" things, a dashboard, a search).
 */
export const privateValues = (w: World): Record<string, string> => ({
  'the owner’s account id': w.owner.user.id,
  'the owner’s email': w.owner.email,
  'the owner’s certificate': w.certificateCode,
  'the owner’s ticket': w.ticketId,
  'the owner’s chat': w.chatId,
  'the owner’s notification': w.notificationId,
  'the owner’s post': w.postId,
  'the instructor’s reply': w.replyId,
  'the course’s assignment': w.assignmentId,
  'the course’s session': w.sessionId,
  'the draft course': w.draftCourseId,
  'the owner’s paid order': w.paidOrderId,
  'the owner’s invoice': w.invoiceId,
  'the owner’s refund': w.refundId,
});
