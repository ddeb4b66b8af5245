import type { CourseSummary } from '@academy/shared';
import { useQueryClient } from '@tanstack/react-query';
import { UsersIcon } from '../../../components/icons/icons';
import { ButtonLink } from '../../../components/ui';
import kit from '../../../components/ui/public-blocks.module.css';
import card from '../../../components/ui/public-card.module.css';
import { formatCount, formatHours, pluralise } from '../../../lib/format';
import { prefetchCourse } from '../api/prefetch-course';
import { durationHoursOf, instructorNameOf, moduleCountOf, priceLabelOf } from '../lib/catalogue';
import styles from './course-card.module.css';
import { ClockIcon, LayersIcon, StarIcon } from './course-icons';
import { CourseThumbnail } from './course-thumbnail';
import { LevelBadge } from './level-badge';

/**
 * A card of the full catalogue (spec part 1 §2): thumbnail, level, enrolled count, duration in hours,
 * module count (12 if unknown), rating, instructor (Industry Expert if none), price and View Course Details.
 */
export function CourseCard({ course, eager = false }: { course: CourseSummary; eager?: boolean }) {
  const queryClient = useQueryClient();
  const warm = () => prefetchCourse(queryClient, course.id);
  const titleId = `course-${course.id}-title`;
  return (
    <article className={card.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <CourseThumbnail src={course.thumbnail} eager={eager} />
        <span className={styles.level}>
          <LevelBadge level={course.level} />
        </span>
      </div>
      <div className={card.body}>
        <p className={`${kit.eyebrow} ${styles.category}`}>{course.category}</p>
        <h3 id={titleId} className={`${card.title} ${styles.title}`}>
          {course.title}
        </h3>
        <p className={kit.note}>
          <span className="sr-only">Instructor: </span>
          {instructorNameOf(course)}
        </p>
        <ul className={`${card.meta} ${styles.meta}`} aria-label="Course facts">
          <li className={kit.inline}>
            <ClockIcon />
            {formatHours(durationHoursOf(course))}
          </li>
          <li className={kit.inline}>
            <LayersIcon />
            {pluralise(moduleCountOf(course), 'module')}
          </li>
          <li className={kit.inline}>
            <UsersIcon />
            {formatCount(course.enrollmentCount)} enrolled
          </li>
        </ul>
        <div className={`${kit.spread} ${styles.footer}`}>
          <p className={`${kit.inline} ${styles.rating}`}>
            <StarIcon className={card.star} />
            {course.rating.count === 0 ? (
              <span className={kit.muted}>No ratings yet</span>
            ) : (
              <span>
                <strong>{course.rating.average.toFixed(1)}</strong>
                <span className={kit.muted}>
                  {' '}
                  ({formatCount(course.rating.count)}
                  <span className="sr-only"> {course.rating.count === 1 ? 'rating' : 'ratings'}</span>)
                </span>
              </span>
            )}
          </p>
          <p className={card.price}>
            <span className="sr-only">Price: </span>
            {priceLabelOf(course)}
          </p>
        </div>
        <ButtonLink
          to={`/courses/${course.id}`}
          variant="secondary"
          fullWidth
          className={styles.action}
          onPointerEnter={warm}
          onFocus={warm}
        >
          View Course Details<span className="sr-only">: {course.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
