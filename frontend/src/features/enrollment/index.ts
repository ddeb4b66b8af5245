export { enrollmentKeys, useMyEnrollment } from './api/my-enrollments';
export { type EnrolmentState, PAYMENT_ALERTS, useEnrolment } from './lib/use-enrolment';
