import { getEnrollment } from './repository';

/** The enrolment feature's answer to other features: is this student enrolled in this course? One GetItem. */
export async function isEnrolled(studentId: string, courseId: string): Promise<boolean> {
  return (await getEnrollment(studentId, courseId)) !== undefined;
}
