import type { Course } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ButtonLink } from '../../../../components/ui';
import { useAuth } from '../../../../lib/auth/auth-context';
import type { useEnrollment } from '../../../enrollments';

type Enrollment = ReturnType<typeof useEnrollment>;

/**
 * The course page's call to action: Enroll Now (free enrolment, or for a paid course the checkout dialog, loaded
 * on the click, then Razorpay; a signed-out visitor signs in first), Continue Learning once enrolled, and a
 * lesson preview for the course's own instructor and admins.
 */
export function EnrollAction({
  course,
  enrollment,
  fullWidth = false,
}: {
  course: Course;
  enrollment: Enrollment;
  fullWidth?: boolean;
}) {
  const auth = useAuth();
  const { t } = useLingui();
  if (enrollment.state === 'enrolled') {
    return (
      <ButtonLink to={`/learn/${course.id}`} size="lg" fullWidth={fullWidth}>
        <Trans>Continue Learning</Trans>
      </ButtonLink>
    );
  }
  if (enrollment.state === 'staff') {
    const mayPreview = auth.user?.role === 'admin' || auth.user?.id === course.instructor.id;
    return mayPreview ? (
      <ButtonLink to={`/learn/${course.id}`} size="lg" variant="secondary" fullWidth={fullWidth}>
        <Trans>Preview Lessons</Trans>
      </ButtonLink>
    ) : (
      <Button size="lg" fullWidth={fullWidth} disabled title={t`Enrolment is for student accounts`}>
        <Trans>Enroll Now</Trans>
      </Button>
    );
  }
  return (
    <Button
      size="lg"
      fullWidth={fullWidth}
      busy={enrollment.busy}
      busyText={course.price > 0 ? t`Opening checkout…` : t`Enrolling…`}
      disabled={enrollment.state === 'loading'}
      onClick={() => void enrollment.enrol()}
    >
      <Trans>Enroll Now</Trans>
    </Button>
  );
}
