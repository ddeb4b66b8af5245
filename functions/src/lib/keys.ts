import { createHash } from 'node:crypto';

/**
 * Every key of the single table is built here, and only here (docs/data-model.md is the map; "APn"
 * below is the access pattern number there). Ids are Cognito subs for users and ULIDs for everything
 * else, so sort keys sort by creation. Pure functions: no SDK, no clock, no randomness.
 */
export const prefix = {
  user: 'USER#',
  role: 'ROLE#',
  course: 'COURSE#',
  module: 'MODULE#',
  enrollment: 'ENROLL#',
  progress: 'PROGRESS#',
  order: 'ORDER#',
  payment: 'PAYMENT#',
  webhookEvent: 'WEBHOOK#',
  assignment: 'ASSIGN#',
  assignmentSet: 'ASSIGNSET#',
  assignmentFeed: 'ASSIGNFEED#',
  submission: 'SUB#',
  post: 'POST#',
  reply: 'REPLY#',
  forumLikes: 'FORUMLIKES#',
  recentPosts: 'RECENTPOSTS#',
  forumFeed: 'FORUMFEED#',
  postSearch: 'POSTSEARCH#',
  liveSession: 'SESSION#',
  sessionSet: 'SESSIONSET#',
  sessionFeed: 'SESSIONFEED#',
  attendee: 'ATTENDEE#',
  chat: 'CHAT#',
  message: 'MSG#',
  ticket: 'TICKET#',
  notification: 'NOTIF#',
  certificate: 'CERT#',
  instructor: 'INSTRUCTOR#',
  assignee: 'ASSIGNEE#',
  sessionDay: 'SESSIONS#',
  ticketStatus: 'TICKETS#',
} as const;

/** Width of zero-padded counts in sort keys: 10 digits sort correctly up to 9,999,999,999. */
export const COUNT_WIDTH = 10;

/** A non-negative integer as a fixed-width string, so string order is numeric order. */
export function padCount(n: number, width = COUNT_WIDTH): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Count must be a non-negative integer: ${n}`);
  const s = String(n);
  if (s.length > width) throw new RangeError(`Count ${n} does not fit in ${width} digits`);
  return s.padStart(width, '0');
}

/**
 * An instant as UTC ISO-8601 with milliseconds (`2025-01-31T18:30:00.000Z`). Times with offsets do not
 * sort as strings, so every time in a sort key goes through here.
 */
export function isoUtc(time: string | Date): string {
  const d = typeof time === 'string' ? new Date(time) : time;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date-time: ${String(time)}`);
  return d.toISOString();
}

/** The UTC day (`yyyy-mm-dd`) an instant falls in: the bucket of the live-session reminder index. */
export const dayBucket = (time: string | Date): string => isoUtc(time).slice(0, 10);

/** Every UTC day bucket touched by [from, to] (at most 31), for AP58's window query. */
export function dayBuckets(from: string | Date, to: string | Date): string[] {
  const start = new Date(`${dayBucket(from)}T00:00:00.000Z`).getTime();
  const end = new Date(`${dayBucket(to)}T00:00:00.000Z`).getTime();
  const days: string[] = [];
  for (let t = start; t <= end && days.length < 31; t += 86_400_000) days.push(dayBucket(new Date(t)));
  return days;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID-shaped id derived from a time and a seed: the same inputs always give the same id. For
 * writes that may be repeated (notification fan-outs, reminders): the retry hits attribute_not_exists.
 */
export function derivedId(time: string | Date, seed: string): string {
  let ms = new Date(isoUtc(time)).getTime();
  let timePart = '';
  for (let i = 0; i < 10; i++) {
    timePart = CROCKFORD[ms % 32] + timePart;
    ms = Math.floor(ms / 32);
  }
  const hash = createHash('sha256').update(seed).digest();
  let randomPart = '';
  for (let i = 0; i < 16; i++) {
    const bit = i * 5;
    const byte = bit >> 3;
    const word = ((hash[byte] ?? 0) << 8) | (hash[byte + 1] ?? 0);
    randomPart += CROCKFORD[(word >> (11 - (bit & 7))) & 31];
  }
  return timePart + randomPart;
}

/** The id of the one chat between a course's mentor and a student (GET /chats/{id}). */
export const chatId = (courseId: string, studentId: string) => `${courseId}_${studentId}`;

/** The inverse of chatId; undefined when the id is not of that shape. */
export function parseChatId(id: string): { courseId: string; studentId: string } | undefined {
  const [courseId, studentId, ...rest] = id.split('_');
  return courseId && studentId && rest.length === 0 ? { courseId, studentId } : undefined;
}

export const keys = {
  /** A user's profile item. */
  user: (userId: string) => ({ PK: `${prefix.user}${userId}`, SK: 'PROFILE' }),
  /**
   * A student's learning figures across courses (enrolled, completed, watch time), kept by the transactions that
   * enrol and record progress (AP85's analytics in one GetItem).
   */
  learnerStats: (studentId: string) => ({ PK: `${prefix.user}${studentId}`, SK: 'LEARNING' }),
  /** Per-role user counters, kept exact by transactions with each user creation. */
  userStats: () => ({ PK: 'STATS', SK: 'USERS' }),
  /** Course counters for the admin dashboard: total, published, enrollments, revenue (AP16). */
  courseStats: () => ({ PK: 'STATS', SK: 'COURSES' }),
  /**
   * A fan-out still to finish (a new session or assignment reaching every enrolled student), written in the
   * transaction that creates the thing and deleted when the last page is written; the scheduled
   * `resumeFanOuts` finishes any left behind. One partition for all: they are few and short-lived.
   */
  fanOutJob: (kind: string, id: string) => ({ PK: 'FANOUTS', SK: `${kind}#${id}` }),

  /** A course (AP10). Its partition also holds its modules. */
  course: (courseId: string) => ({ PK: `${prefix.course}${courseId}`, SK: 'COURSE' }),
  /**
   * What only a course's page shows (its authored sections: highlights, tools, FAQs …; AP10b). In the course's
   * partition, but its SK sorts after every `MODULE#…`, so the lists' and checks' read of the course and its
   * modules (AP10, a key range `COURSE` … `MODULE#￿`) never reads it.
   */
  coursePage: (courseId: string) => ({ PK: `${prefix.course}${courseId}`, SK: 'PAGE' }),
  /** A module of a course (AP10, AP17-19). */
  module: (courseId: string, moduleId: string) => ({
    PK: `${prefix.course}${courseId}`,
    SK: `${prefix.module}${moduleId}`,
  }),

  /** A student's enrolment in a course; one per pair by construction (AP20-22). */
  enrollment: (studentId: string, courseId: string) => ({
    PK: `${prefix.user}${studentId}`,
    SK: `${prefix.enrollment}${courseId}`,
  }),
  /** A student's progress in one module: completed, watch time, resume position (AP23-24). */
  progress: (studentId: string, courseId: string, moduleId: string) => ({
    PK: `${prefix.user}${studentId}`,
    SK: `${prefix.progress}${courseId}#${moduleId}`,
  }),

  /** A Razorpay order, keyed by Razorpay's order id (AP27-30). */
  order: (orderId: string) => ({ PK: `${prefix.order}${orderId}`, SK: 'ORDER' }),
  /** A captured payment, keyed by Razorpay's payment id: a payment is applied once (AP28-29). */
  payment: (paymentId: string) => ({ PK: `${prefix.payment}${paymentId}`, SK: 'PAYMENT' }),
  /** A processed webhook event id, with TTL (AP29). */
  webhookEvent: (eventId: string) => ({ PK: `${prefix.webhookEvent}${eventId}`, SK: 'EVENT' }),

  /**
   * Every assignment of a course, in one item (AP31-33, AP39): a partition of its own, not the course's, so
   * AP10 (the course and its modules, a Query of the whole COURSE#<cid> partition) never reads it.
   */
  courseAssignments: (courseId: string) => ({ PK: `${prefix.assignmentSet}${courseId}`, SK: 'ASSIGNMENTS' }),
  /**
   * A student's courses that have assignments (AP39), one small item each (the course id and title): written for
   * every enrolled student when an assignment is created, and for a new student when they enrol in a course that
   * has an assignment set. The student's list reads these instead of every enrolment.
   */
  assignmentFeedEntry: (studentId: string, courseId: string) => ({
    PK: `${prefix.assignmentFeed}${studentId}`,
    SK: `${prefix.course}${courseId}`,
  }),
  /** An assignment's pointer to its course and its counters (AP32-36). Its partition also holds its submissions. */
  assignment: (assignmentId: string) => ({ PK: `${prefix.assignment}${assignmentId}`, SK: 'ASSIGNMENT' }),
  /** A student's submission; one per student per assignment (AP34-36). */
  submission: (assignmentId: string, studentId: string) => ({
    PK: `${prefix.assignment}${assignmentId}`,
    SK: `${prefix.submission}${studentId}`,
  }),

  /** A forum post (AP43, AP48). Its partition also holds its replies: SK 'POST' sorts before 'REPLY#…'. */
  post: (postId: string) => ({ PK: `${prefix.post}${postId}`, SK: 'POST' }),
  /** A reply to a post (AP43), rid a ULID: the partition in SK order is the post then its replies, oldest first. */
  reply: (postId: string, replyId: string) => ({
    PK: `${prefix.post}${postId}`,
    SK: `${prefix.reply}${replyId}`,
  }),
  /**
   * The ids of a course's newest posts, newest first (AP50): a student's posts across courses read these of all
   * their courses in one BatchGet. A partition of its own, as `courseAssignments`.
   */
  recentPosts: (courseId: string) => ({ PK: `${prefix.recentPosts}${courseId}`, SK: 'POSTS' }),
  /**
   * A student's forum feed (AP50), a partition of one small item per post of their courses: written for every
   * enrolled student when a post is created (a fan-out job, W30), and from the course's newest posts when a
   * student enrols. The sort key holds the post id (a ULID), so the partition reads newest first by creation.
   */
  forumFeedEntry: (studentId: string, postId: string) => ({
    PK: `${prefix.forumFeed}${studentId}`,
    SK: `${prefix.post}${postId}`,
  }),
  /**
   * A post's search entry (AP40s, AP50s): its lower-case title, content, author and course title, beside its
   * course's other posts' entries, so a search reads one partition per course newest (or oldest) first by
   * creation, a filter on the text, without reading the posts themselves (nor the three index copies of each).
   */
  postSearch: (courseId: string, postId: string) => ({
    PK: `${prefix.postSearch}${courseId}`,
    SK: `${prefix.post}${postId}`,
  }),
  /** Everything one user likes in one course's forum: string sets `posts` and `replies` (AP46, W13). */
  forumLikes: (userId: string, courseId: string) => ({
    PK: `${prefix.user}${userId}`,
    SK: `${prefix.forumLikes}${courseId}`,
  }),

  /** A live session (AP54-55, AP59). Its partition also holds its attendance items. */
  liveSession: (sessionId: string) => ({ PK: `${prefix.liveSession}${sessionId}`, SK: 'SESSION' }),
  /**
   * The ids of a course's sessions, a string set in one item (AP52): a student's list reads these of all their
   * courses in one BatchGet per 100 courses instead of one Query each. A partition of its own, as
   * `courseAssignments`, so AP10 never reads it.
   */
  courseSessions: (courseId: string) => ({ PK: `${prefix.sessionSet}${courseId}`, SK: 'SESSIONS' }),
  /**
   * A student's session feed (AP52), a partition of one small item per session of their courses: written for
   * every enrolled student when a session is created, and from the course's session-id set when a student
   * enrols. The sort key holds the session id (a ULID), so the partition reads newest first by creation.
   */
  sessionFeedEntry: (studentId: string, sessionId: string) => ({
    PK: `${prefix.sessionFeed}${studentId}`,
    SK: `${prefix.liveSession}${sessionId}`,
  }),
  /** One user's attendance (join) of a session; joining twice is a no-op (AP56-57). */
  attendance: (sessionId: string, userId: string) => ({
    PK: `${prefix.liveSession}${sessionId}`,
    SK: `${prefix.attendee}${userId}`,
  }),

  /** The mentor chat of one student in one course (AP78-82); `THREAD` sorts after its `MSG#` items. */
  chat: (courseId: string, studentId: string) => ({
    PK: `${prefix.chat}${courseId}#${studentId}`,
    SK: 'THREAD',
  }),
  /** A message of a mentor chat (AP78-79, AP82). */
  chatMessage: (courseId: string, studentId: string, messageId: string) => ({
    PK: `${prefix.chat}${courseId}#${studentId}`,
    SK: `${prefix.message}${messageId}`,
  }),

  /** A support ticket (AP71, AP75, AP77). Its partition also holds its messages. */
  ticket: (ticketId: string) => ({ PK: `${prefix.ticket}${ticketId}`, SK: 'TICKET' }),
  /** A message in a ticket thread (AP75-76). */
  ticketMessage: (ticketId: string, messageId: string) => ({
    PK: `${prefix.ticket}${ticketId}`,
    SK: `${prefix.message}${messageId}`,
  }),

  /** A notification of a user (AP60, AP64, AP66). */
  notification: (userId: string, notificationId: string) => ({
    PK: `${prefix.user}${userId}`,
    SK: `${prefix.notification}${notificationId}`,
  }),
  /** A user's unread counters, total and per type (AP63). */
  notificationCounter: (userId: string) => ({ PK: `${prefix.user}${userId}`, SK: 'NOTIFICATION_COUNTS' }),

  /** A certificate, keyed by its public verification code (AP69). */
  certificate: (certificateId: string) => ({
    PK: `${prefix.certificate}${certificateId}`,
    SK: 'CERTIFICATE',
  }),
  /** The one certificate of a student for a course; also the "my certificates" entry (AP67-68). */
  certificateOwnership: (studentId: string, courseId: string) => ({
    PK: `${prefix.user}${studentId}`,
    SK: `${prefix.certificate}${courseId}`,
  }),
};

/** The partitions of a student's feeds (AP39, AP50, AP52), each read by one Query. */
export const feedPartition = {
  sessions: (studentId: string) => keys.sessionFeedEntry(studentId, '').PK,
  forums: (studentId: string) => keys.forumFeedEntry(studentId, '').PK,
  assignments: (studentId: string) => keys.assignmentFeedEntry(studentId, '').PK,
};

/** Sort-key prefixes for prefix queries (`skBeginsWith` in lib/db.ts) inside one table partition. */
export const skPrefix = {
  /** AP10: modules of a course, in PK=COURSE#<id>. */
  modules: prefix.module,
  /** AP21: a student's enrolments, in PK=USER#<id>. */
  enrollments: prefix.enrollment,
  /** AP23: a student's module progress in one course, in PK=USER#<id>. */
  progressInCourse: (courseId: string) => `${prefix.progress}${courseId}#`,
  /** AP60: a user's notifications, in PK=USER#<id>. */
  notifications: prefix.notification,
  /** AP67: a student's certificates, in PK=USER#<id>. */
  certificates: prefix.certificate,
  /** AP35: submissions of an assignment, in PK=ASSIGN#<id>. */
  submissions: prefix.submission,
  /** AP43: replies of a post, in PK=POST#<id>. */
  replies: prefix.reply,
  /** AP57: attendees of a session, in PK=SESSION#<id>. */
  attendees: prefix.attendee,
  /** AP75, AP82: messages of a ticket or a chat. */
  messages: prefix.message,
} as const;

type IndexName = 'GSI1' | 'GSI2' | 'GSI3';

/** What a Query on one index partition needs; `keyAttributes` is what `queryPage` puts in its cursor. */
export interface IndexPartition {
  indexName: IndexName;
  pkAttribute: `${IndexName}PK`;
  skAttribute: `${IndexName}SK`;
  pk: string;
  keyAttributes: readonly string[];
}

const on = (indexName: IndexName, pk: string): IndexPartition => ({
  indexName,
  pkAttribute: `${indexName}PK`,
  skAttribute: `${indexName}SK`,
  pk,
  keyAttributes: ['PK', 'SK', `${indexName}PK`, `${indexName}SK`],
});

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  usersByCreated: () => on('GSI1', 'USERS'),
  usersByRole: (role: string) => on('GSI2', `${prefix.role}${role}`),
  coursesByCreated: () => on('GSI1', 'COURSES'),
  coursesByInstructor: (instructorId: string) => on('GSI2', `${prefix.instructor}${instructorId}#COURSES`),
  catalogByEnrollment: () => on('GSI3', 'CATALOG'),
  enrollmentsByCourse: (courseId: string) => on('GSI1', `${prefix.course}${courseId}#ENROLLMENTS`),
  enrollmentsByInstructor: (instructorId: string) =>
    on('GSI2', `${prefix.instructor}${instructorId}#ENROLLMENTS`),
  enrollmentsByStudent: (studentId: string) => on('GSI3', `${prefix.user}${studentId}#ENROLLMENTS`),
  ordersByStudent: (studentId: string) => on('GSI1', `${prefix.user}${studentId}#ORDERS`),
  assignmentsByCourse: (courseId: string) => on('GSI1', `${prefix.course}${courseId}#ASSIGNMENTS`),
  submissionsByStudent: (studentId: string) => on('GSI1', `${prefix.user}${studentId}#SUBMISSIONS`),
  submissionsByInstructor: (instructorId: string) =>
    on('GSI2', `${prefix.instructor}${instructorId}#SUBMISSIONS`),
  postsByCourse: (courseId: string) => on('GSI1', `${prefix.course}${courseId}#POSTS`),
  postsByCategory: (courseId: string, category: string) =>
    on('GSI2', `${prefix.course}${courseId}#POSTS#${category}`),
  postsByInstructor: (instructorId: string) => on('GSI3', `${prefix.instructor}${instructorId}#POSTS`),
  sessionsByCourse: (courseId: string) => on('GSI1', `${prefix.course}${courseId}#SESSIONS`),
  sessionsByInstructor: (instructorId: string) => on('GSI2', `${prefix.instructor}${instructorId}#SESSIONS`),
  sessionsByDay: (day: string) => on('GSI3', `${prefix.sessionDay}${day}`),
  unreadNotifications: (userId: string) => on('GSI1', `${prefix.user}${userId}#UNREAD`),
  unreadNotificationsByType: (userId: string, type: string) =>
    on('GSI3', `${prefix.user}${userId}#UNREAD#${type}`),
  ticketsByOwner: (userId: string) => on('GSI1', `${prefix.user}${userId}#TICKETS`),
  ticketsByAssignee: (assigneeId: string) => on('GSI2', `${prefix.assignee}${assigneeId}#TICKETS`),
  ticketsByStatus: (status: string) => on('GSI3', `${prefix.ticketStatus}${status}`),
  chatsByStudent: (studentId: string) => on('GSI1', `${prefix.user}${studentId}#CHATS`),
  chatsByInstructor: (instructorId: string) => on('GSI2', `${prefix.instructor}${instructorId}#CHATS`),
};

const p = indexPartition;

/** The sort key of a post in AP40/AP41: pinned ('1#…') above the rest ('0#…') in descending order. */
export const postSortKey = (pinned: boolean, postId: string) => `${pinned ? '1' : '0'}#${postId}`;

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** GSI1, "all users, newest first". */
  usersByCreated: (createdAt: string, userId: string) => ({
    GSI1PK: 'USERS',
    GSI1SK: `${createdAt}#${userId}`,
  }),
  /** GSI2, "users of one role, newest first". */
  usersByRole: (role: string, createdAt: string, userId: string) => ({
    GSI2PK: `${prefix.role}${role}`,
    GSI2SK: `${createdAt}#${userId}`,
  }),

  /** AP9, GSI1: all courses, drafts included, newest first (admin). */
  coursesByCreated: (createdAt: string, courseId: string) => ({
    GSI1PK: p.coursesByCreated().pk,
    GSI1SK: `${isoUtc(createdAt)}#${courseId}`,
  }),
  /** AP11, GSI2: one instructor's courses, newest first. */
  coursesByInstructor: (instructorId: string, createdAt: string, courseId: string) => ({
    GSI2PK: p.coursesByInstructor(instructorId).pk,
    GSI2SK: `${isoUtc(createdAt)}#${courseId}`,
  }),
  /** AP8, AP15, GSI3 (sparse: published courses only): the catalogue, most enrolled first. */
  catalogByEnrollment: (enrollmentCount: number, courseId: string) => ({
    GSI3PK: p.catalogByEnrollment().pk,
    GSI3SK: `${padCount(enrollmentCount)}#${courseId}`,
  }),

  /** AP25, GSI1: students enrolled in a course, in enrolment order. */
  enrollmentsByCourse: (courseId: string, enrolledAt: string, studentId: string) => ({
    GSI1PK: p.enrollmentsByCourse(courseId).pk,
    GSI1SK: `${isoUtc(enrolledAt)}#${studentId}`,
  }),
  /** AP26, GSI2: enrolments in all of an instructor's courses, in enrolment order. */
  enrollmentsByInstructor: (
    instructorId: string,
    enrolledAt: string,
    studentId: string,
    courseId: string,
  ) => ({
    GSI2PK: p.enrollmentsByInstructor(instructorId).pk,
    GSI2SK: `${isoUtc(enrolledAt)}#${studentId}#${courseId}`,
  }),
  /** AP21b, GSI3: a student's enrolments in enrolment order (the paged my-courses list, newest first). */
  enrollmentsByStudent: (studentId: string, enrolledAt: string, courseId: string) => ({
    GSI3PK: p.enrollmentsByStudent(studentId).pk,
    GSI3SK: `${isoUtc(enrolledAt)}#${courseId}`,
  }),

  /** AP27, GSI1: a student's orders, grouped by course then by time (find an open order to reuse). */
  ordersByStudent: (studentId: string, courseId: string, createdAt: string) => ({
    GSI1PK: p.ordersByStudent(studentId).pk,
    GSI1SK: `${courseId}#${isoUtc(createdAt)}`,
  }),

  /** Unused: a course's assignments are one item (keys.courseAssignments), not an index list. */
  assignmentsByCourse: (courseId: string, assignmentId: string) => ({
    GSI1PK: p.assignmentsByCourse(courseId).pk,
    GSI1SK: assignmentId,
  }),
  /** AP37, GSI1: a student's submissions, grouped by course (begins_with courseId#). */
  submissionsByStudent: (studentId: string, courseId: string, assignmentId: string) => ({
    GSI1PK: p.submissionsByStudent(studentId).pk,
    GSI1SK: `${courseId}#${assignmentId}`,
  }),
  /** AP38, GSI2: submissions to an instructor's assignments, by submission time. */
  submissionsByInstructor: (
    instructorId: string,
    submittedAt: string,
    assignmentId: string,
    studentId: string,
  ) => ({
    GSI2PK: p.submissionsByInstructor(instructorId).pk,
    GSI2SK: `${isoUtc(submittedAt)}#${assignmentId}#${studentId}`,
  }),

  /**
   * AP40, GSI1: posts of a course, `<1 pinned | 0 not>#<pid>` (pid a ULID): descending, the pinned posts newest
   * first then the rest newest first; `begins_with '1#'` / `'0#'` ascending for oldest first.
   */
  postsByCourse: (courseId: string, pinned: boolean, postId: string) => ({
    GSI1PK: p.postsByCourse(courseId).pk,
    GSI1SK: postSortKey(pinned, postId),
  }),
  /** AP41, GSI2: posts of a course in one category, the same sort key as AP40. */
  postsByCategory: (courseId: string, category: string, pinned: boolean, postId: string) => ({
    GSI2PK: p.postsByCategory(courseId, category).pk,
    GSI2SK: postSortKey(pinned, postId),
  }),
  /** AP42, GSI3: posts in all of an instructor's courses, newest first (the instructor dashboard). */
  postsByInstructor: (instructorId: string, createdAt: string, postId: string) => ({
    GSI3PK: p.postsByInstructor(instructorId).pk,
    GSI3SK: `${isoUtc(createdAt)}#${postId}`,
  }),

  /** AP51, GSI1: sessions of a course, by start time. */
  sessionsByCourse: (courseId: string, scheduledAt: string, sessionId: string) => ({
    GSI1PK: p.sessionsByCourse(courseId).pk,
    GSI1SK: `${isoUtc(scheduledAt)}#${sessionId}`,
  }),
  /** AP52-53, GSI2: sessions of an instructor's courses, by start time. */
  sessionsByInstructor: (instructorId: string, scheduledAt: string, sessionId: string) => ({
    GSI2PK: p.sessionsByInstructor(instructorId).pk,
    GSI2SK: `${isoUtc(scheduledAt)}#${sessionId}`,
  }),
  /** AP58, GSI3 (sparse: scheduled sessions only): sessions of one UTC day, by start time. */
  sessionsByDay: (scheduledAt: string, sessionId: string) => ({
    GSI3PK: p.sessionsByDay(dayBucket(scheduledAt)).pk,
    GSI3SK: `${isoUtc(scheduledAt)}#${sessionId}`,
  }),

  /** AP61, GSI1 (sparse: unread only): a user's unread notifications. */
  unreadNotifications: (userId: string, notificationId: string) => ({
    GSI1PK: p.unreadNotifications(userId).pk,
    GSI1SK: notificationId,
  }),
  /** AP62, GSI3 (sparse: unread only): a user's unread notifications of one type. */
  unreadNotificationsByType: (userId: string, type: string, notificationId: string) => ({
    GSI3PK: p.unreadNotificationsByType(userId, type).pk,
    GSI3SK: notificationId,
  }),

  /** AP70, GSI1: a user's own tickets, newest first. */
  ticketsByOwner: (userId: string, ticketId: string) => ({
    GSI1PK: p.ticketsByOwner(userId).pk,
    GSI1SK: ticketId,
  }),
  /** AP72, GSI2 (sparse: assigned tickets only): tickets assigned to a staff member. */
  ticketsByAssignee: (assigneeId: string, ticketId: string) => ({
    GSI2PK: p.ticketsByAssignee(assigneeId).pk,
    GSI2SK: ticketId,
  }),
  /** AP73-74, GSI3: tickets in one status, newest first (admin list). */
  ticketsByStatus: (status: string, ticketId: string) => ({
    GSI3PK: p.ticketsByStatus(status).pk,
    GSI3SK: ticketId,
  }),

  /** AP80, GSI1: a student's chats, most recent message first. */
  chatsByStudent: (studentId: string, lastMessageAt: string, courseId: string) => ({
    GSI1PK: p.chatsByStudent(studentId).pk,
    GSI1SK: `${isoUtc(lastMessageAt)}#${courseId}`,
  }),
  /** AP81, GSI2: chats with an instructor's students, most recent message first. */
  chatsByInstructor: (instructorId: string, lastMessageAt: string, courseId: string, studentId: string) => ({
    GSI2PK: p.chatsByInstructor(instructorId).pk,
    GSI2SK: `${isoUtc(lastMessageAt)}#${courseId}#${studentId}`,
  }),
};
