import { CHAT_LIMITS } from '@academy/shared';
import { chatsRoutes as routes } from '@academy/shared/features/chats/routes';
import { listStudentEnrollmentSummaries } from '../enrollments/service';
import { httpHandler } from '../http';
import { mentorEntries } from './model';
import { listStudentChats } from './repository';

/**
 * AP80 with AP21: the student's mentors, one per enrolled course, with each conversation (newest activity first,
 * then the courses without one). Two Queries side by side, no per-course reads: the student's conversations
 * (GSI1 `USER#<sub>#CHATS`) and their enrolment summaries (course title, instructor id and name).
 */
export const handler = httpHandler(routes.listStudentChats, async ({ caller }) => {
  const [summaries, chats] = await Promise.all([
    listStudentEnrollmentSummaries(caller.id),
    listStudentChats(caller.id, CHAT_LIMITS.maxListed),
  ]);
  const mentors = mentorEntries(
    summaries.map((s) => ({
      courseId: s.courseId,
      courseTitle: s.title,
      instructorId: s.instructorId,
      instructorName: s.instructorName,
    })),
    chats,
  );
  return { mentors };
});
