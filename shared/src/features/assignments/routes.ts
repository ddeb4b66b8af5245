import { roles } from '../../roles';
import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import { DeletedResponse } from '../courses/schemas';
import {
  AssignmentCourseParams,
  AssignmentIdParams,
  AssignmentResponse,
  CourseAssignmentsResponse,
  CreateAssignmentBody,
  GradeSubmissionBody,
  ListSubmissionsQuery,
  MyAssignmentsResponse,
  SubmissionResponse,
  SubmissionsResponse,
  SubmissionUploadBody,
  SubmissionUploadResponse,
  SubmitAssignmentBody,
  UpdateAssignmentBody,
} from './schemas';

const staff = ['instructor', 'admin'] as const;

/*
 * Submission files live under their own prefixes of the videos bucket (docs/data-model.md, "Submission files"), so
 * the routes that touch them take the videos grants. Their grant sets are the video routes' own, so they share
 * those roles and add no IAM resources to the stack: upload links ['table:read', 'videos:write'] as
 * createVideoUpload; submit, grade and delete as completeVideoUpload; the readings with links as getVideoLink.
 */

/** The assignments feature's API routes (spec part 1 §7, part 2 §7), composed in shared/src/routes.ts. */
export const assignmentsRoutes = {
  listCourseAssignments: defineRoute({
    id: 'listCourseAssignments',
    method: 'GET',
    path: '/api/assignments/course/{id}',
    handler: 'assignments/list-course-assignments',
    access: roles,
    summary:
      'A course’s assignments: an enrolled student’s own status, submission and grade; counts for its instructor and admins',
    tags: ['assignments'],
    params: AssignmentCourseParams,
    grants: ['table:read', 'videos:read'],
    response: CourseAssignmentsResponse,
  }),
  listMyAssignments: defineRoute({
    id: 'listMyAssignments',
    method: 'GET',
    path: '/api/assignments/my',
    handler: 'assignments/list-my-assignments',
    access: ['student'],
    summary: 'The signed-in student’s assignments across every enrolled course, each with their own status',
    tags: ['assignments'],
    grants: ['table:read', 'videos:read'],
    response: MyAssignmentsResponse,
  }),
  createAssignment: defineRoute({
    id: 'createAssignment',
    method: 'POST',
    path: '/api/assignments',
    handler: 'assignments/create-assignment',
    access: staff,
    summary: 'Add an assignment to a course (its instructor or an admin)',
    tags: ['assignments'],
    body: CreateAssignmentBody,
    grants: ['table:write'],
    response: AssignmentResponse,
    successStatus: 201,
  }),
  updateAssignment: defineRoute({
    id: 'updateAssignment',
    method: 'PUT',
    path: '/api/assignments/{id}',
    handler: 'assignments/update-assignment',
    access: staff,
    summary: 'Change an assignment (its course’s instructor or an admin)',
    tags: ['assignments'],
    params: AssignmentIdParams,
    body: UpdateAssignmentBody,
    grants: ['table:write'],
    response: AssignmentResponse,
  }),
  deleteAssignment: defineRoute({
    id: 'deleteAssignment',
    method: 'DELETE',
    path: '/api/assignments/{id}',
    handler: 'assignments/delete-assignment',
    access: staff,
    summary: 'Delete an assignment and its submissions (its course’s instructor or an admin)',
    tags: ['assignments'],
    params: AssignmentIdParams,
    grants: ['table:write', 'videos:read', 'videos:write'],
    response: DeletedResponse,
  }),
  createSubmissionUpload: defineRoute({
    id: 'createSubmissionUpload',
    method: 'POST',
    path: '/api/assignments/{id}/upload',
    handler: 'assignments/create-submission-upload',
    access: ['student'],
    summary:
      'A presigned upload for a file to attach to the signed-in student’s submission (type and size fixed; at most 25 MB)',
    tags: ['assignments'],
    params: AssignmentIdParams,
    body: SubmissionUploadBody,
    grants: ['table:read', 'videos:write'],
    response: SubmissionUploadResponse,
  }),
  submitAssignment: defineRoute({
    id: 'submitAssignment',
    method: 'POST',
    path: '/api/assignments/{id}/submit',
    handler: 'assignments/submit-assignment',
    access: ['student'],
    summary:
      'Submit (or, until it is graded, replace) the signed-in student’s work on an assignment, with a file if uploaded',
    tags: ['assignments'],
    params: AssignmentIdParams,
    body: SubmitAssignmentBody,
    grants: ['table:write', 'videos:read', 'videos:write'],
    response: SubmissionResponse,
  }),
  gradeSubmission: defineRoute({
    id: 'gradeSubmission',
    method: 'POST',
    path: '/api/assignments/{id}/grade',
    handler: 'assignments/grade-submission',
    access: staff,
    summary: 'Grade a student’s submission, 0 to the assignment’s max points, with feedback',
    tags: ['assignments'],
    params: AssignmentIdParams,
    body: GradeSubmissionBody,
    // videos:read for the answer's file link; with videos:write, the set of submit (one role, no new one).
    grants: ['table:write', 'videos:read', 'videos:write'],
    response: SubmissionResponse,
  }),
  listSubmissions: defineRoute({
    id: 'listSubmissions',
    method: 'GET',
    path: '/api/assignments/{id}/submissions',
    handler: 'assignments/list-submissions',
    access: staff,
    summary:
      'An assignment’s submissions, newest first, in bounded pages, with its exact counts and short-lived links to their files',
    tags: ['assignments'],
    params: AssignmentIdParams,
    query: ListSubmissionsQuery,
    grants: ['table:read', 'videos:read'],
    response: SubmissionsResponse,
  }),
} as const satisfies Record<string, RouteDef>;
