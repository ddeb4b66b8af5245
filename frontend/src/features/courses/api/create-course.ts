import { endpoints } from '@academy/shared/endpoints';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { useCourseMutation } from './use-course-mutation';

export type CreateCourseInput = CallInput<typeof endpoints.createCourse>['body'];

export const createCourse = (body: CreateCourseInput) => apiCall(endpoints.createCourse, { body });

/** POST /api/courses (admin: for the chosen instructor). Refreshes every course list. */
export const useCreateCourse = () => useCourseMutation(createCourse);
