import { enrollmentsRoutes as routes } from '@academy/shared/features/enrollments/routes';
import { getCourseRecord } from '../courses/service';
import { httpHandler } from '../http';
import { HttpError, NotFoundError } from '../lib/errors';
import { countMetric } from '../lib/metrics';
import { afterEnrollment } from './after-enrollment';
import { enrollFree } from './enroll-free';
import { getEnrollment, listCourseProgress, toEnrollment } from './repository';

export class PaymentRequiredError extends HttpError {
  constructor() {
    super(402, 'This is a paid course: complete the payment to enrol');
  }
}

export const handler = httpHandler(routes.enroll, async ({ body, caller }) => {
  const found = await getCourseRecord(body.courseId);
  if (!found?.course.isPublished) throw new NotFoundError(/*i18n*/ 'Course not found');
  const { course } = found;
  if (course.price > 0) {
    // Enrolling again in a course one has paid for answers the enrolment; paying is the only way in.
    const existing = await getEnrollment(caller.id, course.id);
    if (!existing) throw new PaymentRequiredError();
    await afterEnrollment(caller.id, course);
    return {
      status: 200,
      body: { enrollment: toEnrollment(existing, await listCourseProgress(caller.id, course.id)) },
    };
  }
  const { enrollment, created } = await enrollFree(caller.user, course);
  if (created) countMetric('EnrollmentsCreated');
  await afterEnrollment(caller.id, course);
  const progress = created ? [] : await listCourseProgress(caller.id, course.id);
  return { status: created ? 201 : 200, body: { enrollment: toEnrollment(enrollment, progress) } };
});
