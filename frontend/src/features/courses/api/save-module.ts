import { endpoints } from '@academy/shared/endpoints';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { useCourseMutation } from './use-course-mutation';

export type ModuleInput = CallInput<typeof endpoints.createModule>['body'];

export interface SaveModuleInput {
  courseId: string;
  /** Set when editing: the module is replaced as a whole. */
  moduleId?: string;
  body: ModuleInput;
}

/** POST /api/courses/{id}/modules, or PUT …/modules/{moduleId} when editing. */
export const saveModule = ({ courseId, moduleId, body }: SaveModuleInput) =>
  moduleId
    ? apiCall(endpoints.updateModule, { params: { id: courseId, moduleId }, body })
    : apiCall(endpoints.createModule, { params: { id: courseId }, body });

export const useSaveModule = () => useCourseMutation(saveModule);
