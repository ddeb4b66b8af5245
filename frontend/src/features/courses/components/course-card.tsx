import type { CourseSummary } from '@academy/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { UsersIcon } from '../../../components/icons/icons';
import { ButtonLink } from '../../../components/ui';
import kit from '../../../components/ui/public-blocks.module.css';
import card from '../../../components/ui/public-card.module.css';
import { textOf } from '../../../components/ui/site-text';
import { formatCount, formatHours } from '../../../lib/format';
import { prefetchCourse } from '../api/prefetch-course';
import { durationHoursOf, instructorNameOf, moduleCountOf, priceLabelOf } from '../lib/catalogue';
import { categoryLabel, modulesCount } from '../lib/labels';
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
  const { t } = useLingui();
  const moduleCount = moduleCountOf(course);
  const enrolled = formatCount(course.enrollmentCount);
  const ratingCount = course.rating.count;
  const title = course.title;
  return (
    <article className={card.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <CourseThumbnail src={course.thumbnail} eager={eager} />
        <span className={styles.level}>
          <LevelBadge level={course.level} />
        </span>
      </div>
      <div className={card.body}>
        <p className={`${kit.eyebrow} ${textOf('xs')}`}>{categoryLabel(course.category)}</p>
        <h3 id={titleId} className={`${card.title} ${styles.title}`}>
          {course.title}
        </h3>
        <p className={textOf('sm', 'muted')}>
          <span className="sr-only">{t`Instructor: `}</span>
          {instructorNameOf(course)}
        </p>
        <ul className={`${card.meta} ${styles.meta}`} aria-label={t`Course facts`}>
          <li className={kit.inline}>
            <ClockIcon />
            {formatHours(durationHoursOf(course))}
          </li>
          <li className={kit.inline}>
            <LayersIcon />
            {modulesCount(moduleCount)}
          </li>
          <li className={kit.inline}>
            <UsersIcon />
            <Trans>{enrolled} enrolled</Trans>
          </li>
        </ul>
        <div className={`${kit.spread} ${styles.footer}`}>
          <p className={`${kit.inline} ${styles.rating}`}>
            <StarIcon className={card.star} />
            {course.rating.count === 0 ? (
              <span className={textOf('muted')}>
                <Trans>No ratings yet</Trans>
              </span>
            ) : (
              <span>
                <strong>{course.rating.average.toFixed(1)}</strong>
                <span className={textOf('muted')}>
                  {' '}
                  ({formatCount(course.rating.count)}
                  <span className="sr-only"> {plural(ratingCount, { one: 'rating', other: 'ratings' })}</span>
                  )
                </span>
              </span>
            )}
          </p>
          <p className={textOf('xl', 'bold')}>
            <span className="sr-only">{t`Price: `}</span>
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
          <Trans>
            View Course Details<span className="sr-only">: {title}</span>
          </Trans>
        </ButtonLink>
      </div>
    </article>
  );
}
