import type { Category, Course } from '@academy/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UsersIcon } from '../../../../components/icons/icons';
import { formatCount, formatMinutes, pluralise } from '../../../../lib/format';
import { instructorNameOf, levelLabel } from '../../lib/catalogue';
import { ClockIcon, GaugeIcon, StarIcon } from '../course-icons';
import styles from './course-hero.module.css';
import { PriceCard } from './price-card';

const accents: Record<Category, string | undefined> = {
  'Web Development': styles.blue,
  'Data Science': styles.teal,
  'Mobile Development': styles.indigo,
  DevOps: styles.teal,
  'AI/ML': styles.purple,
  'Cyber Security': styles.indigo,
};

/**
 * The course hero (spec part 2 §2): title, description, total duration in minutes, enrolment count,
 * average rating with count and level, beside the price card with Enroll Now and Preview Course.
 */
export function CourseHero({
  course,
  hasPreview,
  enrollAction,
  onPreview,
}: {
  course: Course;
  hasPreview: boolean;
  enrollAction: ReactNode;
  onPreview: () => void;
}) {
  return (
    <header className={`${styles.hero} ${accents[course.category] ?? styles.blue}`}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <ol>
              <li>
                <Link to="/courses">Courses</Link>
              </li>
              <li>
                <Link to={`/courses?${new URLSearchParams({ category: course.category })}`}>
                  {course.category}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 className={styles.title}>{course.title}</h1>
          <p className={styles.description}>{course.description}</p>
          <p className={styles.instructor}>
            Taught by <strong>{instructorNameOf(course)}</strong>
            {course.instructor.title ? `, ${course.instructor.title}` : ''}
          </p>
          <ul className={styles.facts} aria-label="Course facts">
            <li>
              <StarIcon className={styles.star} />
              {course.rating.count === 0 ? (
                <span>No ratings yet</span>
              ) : (
                <span>
                  <strong>{course.rating.average.toFixed(1)}</strong> (
                  {pluralise(course.rating.count, 'rating')})
                </span>
              )}
            </li>
            <li>
              <UsersIcon />
              <span>
                <strong>{formatCount(course.enrollmentCount)}</strong> students enrolled
              </span>
            </li>
            <li>
              <ClockIcon />
              <span>
                <strong>{formatMinutes(course.totalDuration)}</strong> total
              </span>
            </li>
            <li>
              <GaugeIcon />
              <span>
                <strong>{levelLabel(course.level)}</strong> level
              </span>
            </li>
          </ul>
        </div>
        <PriceCard
          course={course}
          hasPreview={hasPreview}
          enrollAction={enrollAction}
          onPreview={onPreview}
        />
      </div>
    </header>
  );
}
