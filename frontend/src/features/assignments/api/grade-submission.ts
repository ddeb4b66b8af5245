import { endpoints } from '@academy/shared/endpoints';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { instructorAssignmentKeys } from '../lib/instructor-keys';

export type GradeInput = CallInput<typeof endpoints.gradeSubmission>['body'];

export const gradeSubmission = ({ assignmentId, body }: { assignmentId: string; body: GradeInput }) =>
  apiCall(endpoints.gradeSubmission, { params: { id: assignmentId }, body });

/**
 * POST /api/assignments/{id}/grade. Then the submissions list (its grade and counts), the course's list (its
 * graded count) and the instructor dashboard (Recent Submissions shows the grade) read again.
 */
export function useGradeSubmission() {
  return useRefreshingMutation(gradeSubmission, ({ assignment }) => [
    instructorAssignmentKeys.submissions(assignment.id),
    instructorAssignmentKeys.course(assignment.courseId),
    dashboardKeys.instructor(),
  ]);
}
