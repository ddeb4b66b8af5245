import type { ExportData } from '../lib/personal-data';
import { getOwnFeed } from './calendar/repository';
import { getSessions, listPersonAttendance } from './repository';

/**
 * The live sessions feature's part of a data export (issue 41): the sessions the person joined (their attendance
 * index, AP of issue 41, then the sessions in BatchGets: the title, course, time and host's name), and whether
 * they have a calendar feed (since when; the feed's secret address is a credential, so it is not written into
 * the archive: the Privacy page's link shows it to them signed in). Joins made before the index existed are also
 * on their enrolments (`joinedSessionIds`, enrolments part).
 */
export const exportData: ExportData = async (userId) => {
  const [attended, feed] = await Promise.all([listPersonAttendance(userId), getOwnFeed(userId)]);
  const sessions = new Map((await getSessions(attended.map((a) => a.sessionId))).map((s) => [s.id, s]));
  return {
    documents: {
      attendance: attended.map((a) => {
        const s = sessions.get(a.sessionId);
        return {
          sessionId: a.sessionId,
          joinedAt: a.joinedAt,
          ...(s
            ? {
                title: s.title,
                courseId: s.courseId,
                courseTitle: s.courseTitle,
                host: s.instructor.name,
                scheduledAt: s.scheduledAt,
                duration: s.duration,
              }
            : {}),
        };
      }),
      'calendar-feed': feed ? { active: true, createdAt: feed.createdAt } : { active: false },
    },
  };
};
