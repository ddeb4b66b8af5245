import type { RecentSubmission } from '@academy/shared';
import type { FanOutJob } from '../fan-outs/service';
import { istDateTime } from '../lib/format';
import { derivedId } from '../lib/keys';
import { notice, notifyEach } from '../notifications/service';
import {
  type AssignmentRecord,
  getAssignmentSet,
  getAssignmentSets,
  getStudentSubmissions,
  listInstructorSubmissions,
  putAssignmentFeedEntries,
} from './repository';

/**
 * What other features may ask of assignments (docs/features.md): a course's assignment ids (the students page's
 * "submitted out of total"), an instructor's newest submissions (the instructor dashboard), a student's grade
 * figures in a course (the certificate's grade), and the catch-up of a new enrolment.
 */

/**
 * A new enrolment's catch-up (AP39): a course that has an assignment set goes into the student's feed (one
 * consistent GetItem of the set, then one Put). Idempotent, as `addCourseSessionsToFeed`.
 */
export async function addCourseToAssignmentFeed(
  studentId: string,
  course: { id: string; title: string },
): Promise<void> {
  const set = await getAssignmentSet(course.id);
  if (set.exists)
    await putAssignmentFeedEntries([{ studentId, courseId: course.id, courseTitle: course.title }]);
}

/** A due date as India reads it: `31 Jan 2030, 6:30 pm IST`. */
export const istDue = istDateTime;

/**
 * One page of a new assignment's fan-out (W26, W30 kind `assignment`): the course into the students' feeds, then
 * each of them told (W18, type assignment, linking to the course's assignments), with ids derived from the
 * assignment and the student, so a page written again (a retry, the scheduled resumeFanOuts) tells nobody twice.
 * Listed before told, so the notification's link finds it. Without `assignment` (deleted before a resumed job got
 * to it) the page only lists the course.
 */
export async function assignmentFanOutPage(
  course: { id: string; title: string },
  studentIds: readonly string[],
  assignment?: Pick<AssignmentRecord, 'id' | 'title' | 'dueDate' | 'createdAt'>,
): Promise<void> {
  await putAssignmentFeedEntries(
    studentIds.map((studentId) => ({ studentId, courseId: course.id, courseTitle: course.title })),
  );
  if (!assignment) return;
  const words = notice(/*i18n*/ 'New assignment', /*i18n*/ '{assignment} ({course}) is due {due}.', {
    assignment: assignment.title,
    course: course.title,
    due: { at: assignment.dueDate, style: 'dateTime' },
  });
  await notifyEach(studentIds, (studentId) => ({
    id: derivedId(assignment.createdAt, `new-assignment#${assignment.id}#${studentId}`),
    userId: studentId,
    type: 'assignment',
    ...words,
    sourceId: course.id,
    createdAt: assignment.createdAt,
  }));
}

/**
 * The scheduled `resumeFanOuts`' way into an assignment's job: its page function, on the assignment as stored now
 * (one GetItem of the course's set); one deleted meanwhile tells nobody, and its course still reaches the feeds.
 */
export async function resumeAssignmentFanOut(job: FanOutJob) {
  const set = await getAssignmentSet(job.courseId);
  const assignment = set.assignments.find((a) => a.id === job.id);
  const course = { id: job.courseId, title: String(job.payload.courseTitle) };
  return (studentIds: string[]) => assignmentFanOutPage(course, studentIds, assignment);
}

/** A student's graded work in one course: how many of their submissions are graded and the mean percentage. */
export interface GradeFigures {
  /** Graded submissions to the course's current assignments. */
  graded: number;
  /** Σ(grade ÷ maxPoints × 100) ÷ graded, unrounded; null when nothing is graded. */
  averagePercent: number | null;
}

/**
 * The figures a certificate's grade comes from: the student's graded submissions to the course's current
 * assignments, each as grade ÷ maxPoints (a grade above a since-lowered max counts as 100 %), averaged with equal
 * weight. Work submitted and not yet graded, and assignments never submitted, are not counted. One GetItem of the
 * course's set, then one BatchGetItem of the student's submissions to those assignments (≤ 50; consistent).
 */
export async function studentGradeFigures(studentId: string, courseId: string): Promise<GradeFigures> {
  const set = await getAssignmentSet(courseId);
  if (set.assignments.length === 0) return { graded: 0, averagePercent: null };
  const submissions = await getStudentSubmissions(
    set.assignments.map((a) => a.id),
    studentId,
  );
  const maxPoints = new Map(set.assignments.map((a) => [a.id, a.maxPoints]));
  const percents = submissions.flatMap((s) => {
    const max = maxPoints.get(s.assignmentId);
    if (typeof s.grade !== 'number' || !max) return [];
    return [Math.min(100, (s.grade / max) * 100)];
  });
  if (percents.length === 0) return { graded: 0, averagePercent: null };
  return {
    graded: percents.length,
    averagePercent: percents.reduce((sum, p) => sum + p, 0) / percents.length,
  };
}

/** AP31: the ids of a course's current assignments, in creation order (one GetItem of the set item). */
export async function listCourseAssignmentIds(courseId: string): Promise<string[]> {
  const set = await getAssignmentSet(courseId);
  return set.assignments.map((a) => a.id);
}

/**
 * AP38: the newest submissions to an instructor's assignments, newest first: one Query of GSI2 (Limit). Each
 * submission carries its assignment's title and max points (copied at submit, rewritten by W27) and the course
 * title copied at its first submit. Submissions stored before those copies existed take them from one BatchGetItem
 * of their courses' set items (one whose assignment is gone is left out). A deleted assignment's submissions
 * leave the index when W28 deletes them, right after the assignment.
 */
export async function listRecentSubmissionsForInstructor(
  instructorId: string,
  limit: number,
): Promise<RecentSubmission[]> {
  const submissions = await listInstructorSubmissions(instructorId, limit);
  // Submissions carry their assignment's title and points (W9, kept by W27); only those stored before the copies
  // existed need the sets (AP39), so a dashboard of new submissions makes this one Query.
  const older = submissions.filter((s) => s.assignmentTitle === undefined || s.maxPoints === undefined);
  const sets = older.length
    ? await getAssignmentSets(older.map((s) => s.courseId))
    : new Map<string, AssignmentRecord[]>();
  const recent: RecentSubmission[] = [];
  for (const s of submissions) {
    const assignment =
      s.assignmentTitle !== undefined && s.maxPoints !== undefined
        ? { title: s.assignmentTitle, maxPoints: s.maxPoints }
        : sets.get(s.courseId)?.find((a) => a.id === s.assignmentId);
    if (!assignment) continue;
    recent.push({
      assignmentId: s.assignmentId,
      assignmentTitle: assignment.title,
      courseId: s.courseId,
      courseTitle: s.courseTitle,
      student: { _id: s.studentId, name: s.student.name, email: s.student.email },
      submittedAt: s.submittedAt,
      grade: typeof s.grade === 'number' ? s.grade : null,
      maxPoints: assignment.maxPoints,
    });
  }
  return recent;
}

export { eraseData } from './erase-data';
export { exportData } from './export-data';
