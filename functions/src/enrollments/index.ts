/*
 * The enrolment feature's door for the paths that enrol (payments): its service and the catch-up every new
 * enrolment runs (`afterEnrolment`). The catch-up is not in service.ts because it reaches the features whose
 * fan-outs read a course's students from service.ts (fan-outs/service.ts): from there it would close a circle.
 */

export { afterEnrollment } from './after-enrollment';
export * from './service';
