import { getEnrollment, listInstructorEnrollments, listStudentEnrollmentRecords } from './repository';

/** The enrolment feature's answer to other features: is this student enrolled in this course? One GetItem. */
export async function isEnrolled(studentId: string, courseId: string): Promise<boolean> {
  return (await getEnrollment(studentId, courseId)) !== undefined;
}

/** One of a student's enrolments as summaries show it: the course, how far along, no per-module progress. */
export interface EnrollmentSummary {
  courseId: string;
  title: string;
  thumbnail: string;
  instructorName: string;
  enrolledAt: string;
  completionPercentage: number;
  completed: boolean;
  /** Seconds, over all modules. */
  watchTime: number;
}

/** AP21: a student's enrolments, newest enrolment first; one Query, no progress items. */
export async function listStudentEnrollmentSummaries(studentId: string): Promise<EnrollmentSummary[]> {
  const records = await listStudentEnrollmentRecords(studentId);
  return records
    .map((r) => ({
      courseId: r.courseId,
      title: r.course.title,
      thumbnail: r.course.thumbnail ?? '',
      instructorName: r.course.instructor.name,
      enrolledAt: r.enrolledAt,
      completionPercentage: Number(r.completionPercentage ?? 0),
      completed: Boolean(r.completed),
      watchTime: Number(r.watchTime ?? 0),
    }))
    .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt) || b.courseId.localeCompare(a.courseId));
}

/** One enrolment in one of an instructor's courses: who, in which course, when. */
export interface InstructorEnrollment {
  studentId: string;
  name: string;
  email: string;
  courseId: string;
  courseTitle: string;
  enrolledAt: string;
}

/** How many enrolments are read per student wanted, to find distinct students among the latest. */
const DISTINCT_STUDENTS_READ_FACTOR = 5;

/**
 * AP26: the students who enrolled most recently across an instructor's courses, each once with their latest
 * enrolment, newest first (keys from the instructor's sub).
 */
export async function listLatestInstructorEnrollments(
  instructorId: string,
  limit: number,
): Promise<InstructorEnrollment[]> {
  // One bounded Query still: a few more enrolments than asked for, so a student who enrolled in two of the
  // instructor's courses lately counts once (their latest enrolment) and the list still holds `limit` people.
  const records = await listInstructorEnrollments(instructorId, limit * DISTINCT_STUDENTS_READ_FACTOR);
  const seen = new Set<string>();
  const latest = records.filter((r) => !seen.has(r.studentId) && seen.add(r.studentId)).slice(0, limit);
  return latest.map((r) => ({
    studentId: r.studentId,
    name: r.student.name,
    email: r.student.email,
    courseId: r.courseId,
    courseTitle: r.course.title,
    enrolledAt: r.enrolledAt,
  }));
}
