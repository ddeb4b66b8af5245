import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { ulid } from 'ulid';
import { courseRead } from '../courses/service';
import { type FanOutJob, fanOutJobPut, runFanOutInRequest } from '../fan-outs/service';
import { httpHandler } from '../http';
import { isoUtc } from '../lib/keys';
import { logger } from '../lib/logger';
import { assertManager, CourseNotFoundError, toLiveSession } from './model';
import { getItems, putNewSession, type SessionRecord } from './repository';
import { sessionFanOutPage } from './service';

/**
 * AP54: schedules a session (the course's instructor or an admin), then reaches every enrolled student (W30: the
 * job stored with the session, run here page by page, finished by the scheduled resumeFanOuts if this stops):
 * the session goes into each one's feed (AP52), and, when it is still to come, each is told.
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
  // A session recorded after the fact (its start has passed) is listed but is news to nobody: no one is told.
  const tell = session.scheduledAt > now;
  const job: FanOutJob = {
    kind: 'session',
    id: session.id,
    courseId: session.courseId,
    payload: { tell },
    createdAt: now,
  };
  await putNewSession(session, [fanOutJobPut(job)]);
  await runFanOutInRequest(job, (studentIds) => sessionFanOutPage(session, tell, studentIds));
  logger.info('live session scheduled', { sessionId: session.id, courseId: session.courseId, tell });
  return { status: 201, body: { session: toLiveSession(session) } };
});
