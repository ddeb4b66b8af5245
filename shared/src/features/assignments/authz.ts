import type { RouteAuthz } from '../../route';
import type { assignmentsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each assignments route (see `RouteAuthz`). */
export const assignmentsAuthz = {
  listCourseAssignments: {
    on: 'course',
    anonymous: 401,
    owner: 200,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  listMyAssignments: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  createAssignment: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 201,
    otherInstructor: 403,
    admin: 201,
    deactivated: 403,
  },
  updateAssignment: {
    on: 'assignment',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  // A fresh assignment of the owning instructor for each caller.
  deleteAssignment: {
    on: 'assignment',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  // An upload link for the owner's own (not yet graded) submission; a student not enrolled gets 403.
  createSubmissionUpload: {
    on: 'assignment',
    anonymous: 401,
    owner: 200,
    otherStudent: 403,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // The owner submits again (resubmission); a student not enrolled gets 403.
  submitAssignment: {
    on: 'assignment',
    anonymous: 401,
    owner: 200,
    otherStudent: 403,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // The owner’s submission.
  gradeSubmission: {
    on: 'assignment',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  listSubmissions: {
    on: 'assignment',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
} as const satisfies Record<keyof typeof assignmentsRoutes, RouteAuthz>;
