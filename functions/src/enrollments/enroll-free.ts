import { type CourseRecord, enrollmentCourseWrites, refreshCatalogRank } from '../courses/service';
import { type EnrollInput, putFreeEnrollment } from './repository';

/**
 * W6: free enrolment, exactly once (the enrolment answered when there is one), with the course's side from the
 * courses feature: its count and counters in the same transaction (only while the course is published and free),
 * then its move in the catalogue's popularity order. Here rather than in the repository, which knows no course:
 * the courses feature asks enrollments (access, ratings), so enrollments' repository and service import no course.
 */
export async function enrollFree(student: EnrollInput['student'], course: CourseRecord) {
  const outcome = await putFreeEnrollment(
    student,
    course,
    enrollmentCourseWrites(course.id, { free: true, revenue: 0 }),
  );
  if (outcome.created) await refreshCatalogRank(course.id);
  return outcome;
}
