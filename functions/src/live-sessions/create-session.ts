import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { ulid } from 'ulid';
import { courseRead } from '../courses/service';
import { forEachCourseStudentPage } from '../enrollments/service';
import { httpHandler } from '../lib/http';
import { derivedId, isoUtc } from '../lib/keys';
import { logger } from '../lib/logger';
import { notify } from '../notifications/service';
import { assertManager, CourseNotFoundError, istTime, toLiveSession } from './model';
import { getItems, putNewSession, type SessionRecord } from './repository';
import { addSessionToFeeds } from './service';

/** Students notified at once by the scheduling fan-out. */
const FAN_OUT_CONCURRENCY = 10;

/**
 * AP54: schedules a session (the course's instructor or an admin), then reaches every enrolled student (pages of
 * enrolment ids): the session goes into each one's feed (AP52, one BatchWriteItem per 25), and, when it is still
 * to come, each is told (10 notify() at a time, ids derived from the session and the student: a rerun notifies
 * nobody twice).
 */
export const handler = httpHandler(routes.createSession, async ({ params, body, caller }) => {
  const course = courseRead(params.id);
  const [courseItem] = await getItems([course.key]);
  const found = course.read(courseItem);
  if (!found) throw new CourseNotFoundError();
  assertManager(caller, found.instructorId);

  const now = new Date().toISOString();
  const session: SessionRecord = {
    id: ulid(),
    courseId: found.id,
    courseTitle: found.title,
    instructorId: found.instructorId,
    instructor: { name: found.instructorName },
    title: body.title,
    description: body.description ?? '',
    scheduledAt: isoUtc(body.scheduledAt),
    duration: body.duration,
    meetingLink: body.meetingLink,
    status: 'scheduled',
    attendeeCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  await putNewSession(session);
  // A session recorded after the fact (its start has passed) is listed but is news to nobody: no one is told.
  await fanOut(session, session.scheduledAt > now);
  return { status: 201, body: { session: toLiveSession(session) } };
});

async function fanOut(s: SessionRecord, tell: boolean): Promise<void> {
  let notified = 0;
  const message = `${s.title} (${s.courseTitle}) is scheduled for ${istTime(s.scheduledAt)}.`;
  await forEachCourseStudentPage(s.courseId, async (studentIds) => {
    // Listed before told, so the notification's link finds the session.
    await addSessionToFeeds(s, studentIds);
    for (let i = 0; tell && i < studentIds.length; i += FAN_OUT_CONCURRENCY) {
      const sent = await Promise.all(
        studentIds.slice(i, i + FAN_OUT_CONCURRENCY).map((studentId) =>
          notify({
            id: derivedId(s.createdAt, `session#${s.id}#${studentId}`),
            userId: studentId,
            type: 'live-session',
            title: 'New live session',
            message,
            sourceId: s.courseId,
            createdAt: s.createdAt,
          }),
        ),
      );
      notified += sent.filter(Boolean).length;
    }
  });
  logger.info('live session scheduled', { sessionId: s.id, courseId: s.courseId, notified });
}
