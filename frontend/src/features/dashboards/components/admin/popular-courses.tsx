import type { CourseSummary } from '@academy/shared';
import { Link } from 'react-router-dom';
import { formatPrice, pluralise } from '../../../../lib/format';
import styles from '../dashboard-layout.module.css';
import { DashboardSection } from '../dashboard-section';

/** Popular Courses (spec part 1 §2): the top 5 by enrolment with instructor, enrolments and price. */
export function PopularCourses({
  courses,
  loading,
}: {
  courses: readonly CourseSummary[];
  loading: boolean;
}) {
  return (
    <DashboardSection
      title="Popular Courses"
      busy={loading}
      link={{ to: '/admin/add-course', label: 'Add a course' }}
      skeleton={{ rows: 5, label: 'Loading courses' }}
      empty={courses.length === 0 && 'No published courses yet.'}
    >
      <ol className={styles.rows}>
        {courses.map((course) => (
          <li key={course.id} className={styles.row}>
            <div className={styles.rowMain}>
              <Link to={`/courses/${course.id}`} className={styles.itemLink}>
                {course.title}
              </Link>
              <p className={styles.itemMeta}>{course.instructor.name}</p>
            </div>
            <div className={styles.rowSide}>
              <p className={styles.rowFigure} data-testid="course-price">
                {formatPrice(course.price)}
              </p>
              <p className={styles.itemMeta} data-testid="course-enrolments">
                {pluralise(course.enrollmentCount, 'enrolment')}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </DashboardSection>
  );
}
