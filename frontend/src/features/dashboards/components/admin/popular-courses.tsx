import type { CourseSummary } from '@academy/shared';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { textOf } from '../../../../components/ui/site-text';
import { formatPrice } from '../../../../lib/format';
import { DashboardRows, DashboardSection } from '../dashboard-section';

/** Popular Courses (spec part 1 §2): the top 5 by enrolment with instructor, enrolments and price. */
export function PopularCourses({
  courses,
  loading,
}: {
  courses: readonly CourseSummary[];
  loading: boolean;
}) {
  const { t } = useLingui();
  return (
    <DashboardSection
      title={t`Popular Courses`}
      busy={loading}
      link={{ to: '/admin/add-course', label: t`Add a course` }}
      skeleton={{ rows: 5, label: t`Loading courses` }}
      empty={courses.length === 0 && t`No published courses yet.`}
    >
      <DashboardRows
        ordered
        items={courses}
        keyOf={(course) => course.id}
        title={(course) => course.title}
        href={(course) => `/courses/${course.id}`}
        meta={(course) => course.instructor.name}
        side={(course) => (
          <>
            <p className={textOf('semibold')} data-testid="course-price">
              {formatPrice(course.price)}
            </p>
            <p className={textOf('sm', 'muted', 'wrap')} data-testid="course-enrolments">
              {plural(course.enrollmentCount, { one: '# enrolment', other: '# enrolments' })}
            </p>
          </>
        )}
      />
    </DashboardSection>
  );
}
