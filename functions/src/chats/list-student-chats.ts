import { CHAT_LIMITS, routes } from '@academy/shared';
import { listStudentCoursesWithJoins, listStudentEnrollmentSummaries } from '../enrollments/service';
import { httpHandler } from '../lib/http';
import { mentorEntries } from './model';
import { listStudentChats } from './repository';

/**
 * AP80 with AP21: the student's mentors, one per enrolled course, with each conversation (newest activity first,
 * then the courses without one). Requests in parallel, no per-course reads: the student's conversations (one
 * Query of GSI1 `USER#<sub>#CHATS`) and their enrolments. The enrolments service hands out the course title and
 * instructor NAME in its summaries but the instructor ID only with the session joins, so its partition is read
 * by both (two small Queries of `USER#<sub>/ENROLL#…`, side by side: one round trip).
 */
export const handler = httpHandler(routes.listStudentChats, async ({ caller }) => {
  const [summaries, courses, chats] = await Promise.all([
    listStudentEnrollmentSummaries(caller.id),
    listStudentCoursesWithJoins(caller.id),
    listStudentChats(caller.id, CHAT_LIMITS.maxListed),
  ]);
  const instructorOf = new Map(courses.map((c) => [c.courseId, c.instructorId]));
  const mentors = mentorEntries(
    summaries.map((s) => ({
      courseId: s.courseId,
      courseTitle: s.title,
      instructorId: instructorOf.get(s.courseId) ?? '',
      instructorName: s.instructorName,
    })),
    chats,
  );
  return { mentors };
});
