import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { instructorAssignmentKeys } from '../lib/instructor-keys';

export const listCourseAssignmentsStaff = (courseId: string, signal?: AbortSignal) =>
  apiCall(endpoints.listCourseAssignments, { params: { id: courseId }, signal });

/**
 * GET /api/assignments/course/{id} as the course's instructor or an admin reads it (the staff view: each
 * assignment with its exact counts of submitted and graded work), for the Assignments tab.
 */
export const staffCourseAssignmentsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: instructorAssignmentKeys.course(courseId),
    queryFn: ({ signal }) => listCourseAssignmentsStaff(courseId, signal),
  });

export function useStaffCourseAssignments(courseId: string) {
  return useQuery(staffCourseAssignmentsQueryOptions(courseId));
}
