import { endpoints } from '@academy/shared/endpoints';
import type {
  CourseAssignmentsResponse,
  MyAssignmentsResponse,
} from '@academy/shared/features/assignments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client';
import { withSubmitted } from '../lib/student-assignments';
import { courseAssignmentsKey } from './list-course-assignments';
import { myAssignmentsKey } from './list-my-assignments';

export interface SubmitAssignmentInput {
  assignmentId: string;
  /** Its course: the course's list is read again after a refusal. */
  courseId: string;
  content: string;
  /** A file uploaded for it (its upload id and name); null takes the attached one away; absent keeps it. */
  file?: { uploadId: string; name: string } | null;
}

export const submitAssignment = ({ assignmentId, content, file }: SubmitAssignmentInput) =>
  apiCall(endpoints.submitAssignment, { params: { id: assignmentId }, body: { content, file } });

/**
 * POST /api/assignments/{id}/submit: a first submit, or a replacement until it is graded. On success both
 * lists that hold the assignment (all courses, its course) show the answer at once, then refetch. A refusal
 * (say, graded in the meantime) also refetches them, so the card shows what the server holds now.
 */
export function useSubmitAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssignment,
    onSuccess: (answer) => {
      const courseKey = courseAssignmentsKey(answer.assignment.courseId);
      queryClient.setQueryData<MyAssignmentsResponse>(myAssignmentsKey, (list) =>
        list ? withSubmitted(list, answer) : list,
      );
      queryClient.setQueryData<CourseAssignmentsResponse>(courseKey, (list) =>
        list ? withSubmitted(list, answer) : list,
      );
      // Not awaited: the button is free again as soon as the answer is shown.
      void queryClient.invalidateQueries({ queryKey: myAssignmentsKey });
      void queryClient.invalidateQueries({ queryKey: courseKey });
    },
    onError: (error, { courseId }) => {
      if (!(error instanceof ApiError && error.kind === 'http')) return;
      void queryClient.invalidateQueries({ queryKey: myAssignmentsKey });
      void queryClient.invalidateQueries({ queryKey: courseAssignmentsKey(courseId) });
    },
  });
}
