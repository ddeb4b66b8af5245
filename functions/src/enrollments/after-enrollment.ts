import { addCourseToAssignmentFeed } from '../assignments/service';
import { addCoursePostsToFeed } from '../forums/service';
import { addCourseSessionsToFeed } from '../live-sessions/service';

/**
 * What other features keep per student that a new enrolment must reach, run by every path that enrols: a free
 * enrolment, a verified payment, Razorpay's webhook. They run it after the enrolment is stored, and also when they
 * answer one that exists: it is idempotent, so a request retried after a failure here repairs what it left out.
 * The course's live sessions so far into the student's session feed (docs/data-model.md AP52), the course, when
 * it has assignments, into their assignment feed (AP39), and its newest forum posts into their forum feed (AP50).
 */
export async function afterEnrollment(
  studentId: string,
  course: { id: string; title: string },
): Promise<void> {
  await Promise.all([
    addCourseSessionsToFeed(studentId, course.id),
    addCourseToAssignmentFeed(studentId, course),
    addCoursePostsToFeed(studentId, course.id),
  ]);
}
