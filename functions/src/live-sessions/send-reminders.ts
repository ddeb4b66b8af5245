import type { ScheduledEvent } from 'aws-lambda';
import { derivedId } from '../lib/keys';
import { logger } from '../lib/logger';
import { notify } from '../notifications/service';
import { enrolledStudentIds, listSessionsStartingBetween, markReminderSent } from './repository';

/** How far ahead students are reminded of a live session. */
export const REMINDER_LEAD_MS = 60 * 60 * 1000;

const timeIn = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

/**
 * W17, every 5 minutes (EventBridge): each enrolled student of a session starting within the hour gets one
 * live-session notification. Notification ids derive from session, start time and student, so a rerun after a
 * crash, or two overlapping runs, never notify anyone twice; a rescheduled session is reminded again.
 */
export async function handler(event: Pick<ScheduledEvent, 'time'>) {
  const now = new Date(event.time ?? Date.now());
  const sessions = await listSessionsStartingBetween(now, new Date(now.getTime() + REMINDER_LEAD_MS));
  let notified = 0;
  let reminded = 0;
  for (const session of sessions) {
    if (session.reminderSentFor === session.scheduledAt) continue;
    const at = new Date(new Date(session.scheduledAt).getTime() - REMINDER_LEAD_MS);
    for await (const studentId of enrolledStudentIds(session.courseId)) {
      const created = await notify({
        id: derivedId(at, `reminder#${session.id}#${session.scheduledAt}#${studentId}`),
        userId: studentId,
        type: 'live-session',
        title: 'Live session starting soon',
        message: `${session.title}${session.course?.title ? ` (${session.course.title})` : ''} starts at ${timeIn(session.scheduledAt)} IST.`,
        sourceId: session.id,
        createdAt: now.toISOString(),
      });
      if (created) notified++;
    }
    if (await markReminderSent(session.id, session.scheduledAt)) reminded++;
  }
  logger.info('session reminders', { sessions: sessions.length, reminded, notified });
  return { sessions: sessions.length, reminded, notified };
}
