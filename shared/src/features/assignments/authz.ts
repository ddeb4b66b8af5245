import { courseMembers, courseStaff, ownerOnly, students } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { assignmentsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each assignments route (see `RouteAuthz`). */
export const assignmentsAuthz = {
  listCourseAssignments: courseMembers(200, { on: 'course' }),
  listMyAssignments: students(200),
  createAssignment: courseStaff(201),
  updateAssignment: courseStaff(200, { on: 'assignment' }),
  // A fresh assignment of the owning instructor for each caller.
  deleteAssignment: courseStaff(200, { on: 'assignment' }),
  // An upload link for the owner's own (not yet graded) submission; a student not enrolled gets 403.
  createSubmissionUpload: ownerOnly(200, { on: 'assignment' }),
  // The owner submits again (resubmission); a student not enrolled gets 403.
  submitAssignment: ownerOnly(200, { on: 'assignment' }),
  // The owner’s submission.
  gradeSubmission: courseStaff(200, { on: 'assignment' }),
  listSubmissions: courseStaff(200, { on: 'assignment' }),
} as const satisfies Record<keyof typeof assignmentsRoutes, RouteAuthz>;
