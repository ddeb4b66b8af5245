/**
 * What other features may use of the enrollments feature: the enrol button's state and checkout (the course
 * page), the student's enrolment in a course (the learning page) and the list of their enrolled courses (the
 * forum's and the support form's course choices). Everything else in the folder is internal to it; the
 * enrolments' query keys, which the learning page fills as progress is recorded, are in lib/query-keys.ts.
 */
export { type EnrolledCourse, useMyEnrolledCourses } from './api/my-courses';
export { useMyEnrollment } from './api/my-enrollments';
export { EnrollmentCheckout } from './components/enrollment-checkout';
export { type EnrollmentState, PAYMENT_ALERTS, useEnrollment } from './lib/use-enrollment';
