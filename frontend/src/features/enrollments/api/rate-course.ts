import type { Course } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { learnKeys } from './keys';

/** PUT /api/courses/{id}/rating: the enrolled student's stars (1–5); a new rating replaces theirs. */
export const rateCourse = (courseId: string, rating: number) =>
  apiCall(endpoints.rateCourse, { params: { id: courseId }, body: { rating } });

/** Saves the rating and puts the answer (the course's rating and the student's own) into the cached course. */
export function useRateCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateCourse(courseId, rating),
    onSuccess: (answer) =>
      queryClient.setQueryData<Course>(learnKeys.course(courseId), (course) =>
        course ? { ...course, rating: answer.rating, myRating: answer.myRating } : course,
      ),
  });
}
