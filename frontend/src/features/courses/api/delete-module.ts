import { endpoints } from '@academy/shared/endpoints';
import { apiCall } from '../../../lib/api-client';
import { useCourseMutation } from './use-course-mutation';

export const deleteModule = ({ courseId, moduleId }: { courseId: string; moduleId: string }) =>
  apiCall(endpoints.deleteModule, { params: { id: courseId, moduleId } });

/** DELETE /api/courses/{id}/modules/{moduleId}. */
export const useDeleteModule = () => useCourseMutation(deleteModule);
