import type { Category, CourseSummary, Level } from '@academy/shared';
import { categories, levels } from '@academy/shared/catalogue';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, SearchIcon, UsersIcon } from '../../../components/icons/icons';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import kit from '../../../components/ui/public-blocks.module.css';
import card from '../../../components/ui/public-card.module.css';
import { LoadError } from '../../../components/ui/public-load-error';
import { Select } from '../../../components/ui/select';
import { textOf } from '../../../components/ui/site-text';
import { TextField } from '../../../components/ui/text-field';
import { formatCount, formatMinutes } from '../../../lib/format';
import {
  type CatalogueFilters,
  CourseThumbnail,
  EMPTY_FILTERS,
  filtersToParams,
  hasActiveFilters,
  LevelBadge,
  levelLabel,
  prefetchCourse,
  priceLabelOf,
  useCatalogue,
  withCategory,
} from '../../courses';
import { HOME_COURSE_CARD_LIMIT } from '../constants';
import styles from './course-section.module.css';
import { ClockIcon, StarIcon } from './home-icons';

/** The categories in use (spec part 1 §3); the full catalogue adds Cyber Security. */
const HOME_CATEGORIES = categories.filter((c) => c !== 'Cyber Security');

const categoryChoices = HOME_CATEGORIES.map((c) => ({ value: c, label: c }));

/**
 * The home page's simple catalogue (spec part 1 §2): a search box, categories, Clear, and a level choice
 * once a category is picked (a new category resets it). Shows the first few matches, most enrolled
 * first, and links to the full catalogue with the same filters.
 */
export function CourseSection() {
  const { t } = useLingui();
  const [filters, setFilters] = useState<CatalogueFilters>(EMPTY_FILTERS);
  const courses = useCatalogue(filters, HOME_COURSE_CARD_LIMIT);
  const shown = courses.courses ?? [];
  const active = hasActiveFilters(filters);
  const fullCatalogue = `/courses${active ? `?${filtersToParams(filters)}` : ''}`;
  const categoryOptions = [{ value: '', label: t`All categories` }, ...categoryChoices];
  const levelOptions = [
    { value: '', label: t`All levels` },
    ...levels.map((l) => ({ value: l, label: levelLabel(l) })),
  ];
  const shownCount = shown.length;
  const total = courses.total ?? shownCount;

  return (
    <section className={styles.section} aria-labelledby="home-courses-title">
      <div className="container">
        <div className={`${kit.spread} ${styles.head}`}>
          <div className={kit.stack}>
            <p className={kit.eyebrow}>
              <Trans>Courses</Trans>
            </p>
            <h2 id="home-courses-title" className={`${kit.heading} ${styles.title}`}>
              <Trans>Find the course that fits your next step</Trans>
            </h2>
          </div>
          <Link to="/courses" className={`${kit.inline} ${styles.allLink} ${textOf('semibold')}`}>
            <Trans>Browse the full catalogue</Trans> <ArrowRightIcon />
          </Link>
        </div>

        <search className={`${kit.box} ${kit.raised} ${styles.filters}`}>
          <TextField
            label={t`Find a course`}
            type="search"
            placeholder={t`Search by title or description`}
            value={filters.search}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            className={styles.searchField}
            autoComplete="off"
          />
          <Select
            label={t`Category`}
            options={categoryOptions}
            value={filters.category ?? ''}
            onChange={(event) =>
              setFilters(withCategory(filters, (event.target.value || null) as Category | null))
            }
            className={styles.selectField}
          />
          {filters.category && (
            <Select
              label={t`Level`}
              options={levelOptions}
              value={filters.level ?? ''}
              onChange={(event) =>
                setFilters({ ...filters, level: (event.target.value || null) as Level | null })
              }
              className={styles.selectField}
            />
          )}
          {active && (
            <Button variant="ghost" className={styles.clear} onClick={() => setFilters(EMPTY_FILTERS)}>
              <Trans>Clear</Trans>
            </Button>
          )}
        </search>

        {courses.isPending ? (
          <ul className={card.grid} aria-label={t`Loading courses`} aria-busy="true">
            {Array.from({ length: HOME_COURSE_CARD_LIMIT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              <li key={i} className={styles.skeleton} aria-hidden="true">
                <div className={styles.skeletonMedia} />
              </li>
            ))}
          </ul>
        ) : courses.isError ? (
          <LoadError title={t`We couldn't load the courses`} onRetry={() => courses.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<SearchIcon />}
            title={t`No courses found`}
            description={t`Try another search, or pick a different category or level.`}
            action={
              <Button variant="secondary" onClick={() => setFilters(EMPTY_FILTERS)}>
                <Trans>Clear</Trans>
              </Button>
            }
          />
        ) : (
          <>
            <ul className={card.grid} aria-label={t`Courses`}>
              {shown.map((course) => (
                <li key={course.id} className={card.item}>
                  <SimpleCourseCard course={course} />
                </li>
              ))}
            </ul>
            <div className={`${kit.spread} ${styles.more}`}>
              <p className={textOf('muted')} role="status">
                <Trans>
                  Showing {shownCount} of <Plural value={total} one="# course" other="# courses" />
                </Trans>
              </p>
              <ButtonLink to={fullCatalogue} variant="secondary">
                {active ? <Trans>See all matching courses</Trans> : <Trans>View all courses</Trans>}{' '}
                <ArrowRightIcon />
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** A simple catalogue card: thumbnail, title, description, minutes, enrolments, rating, level, price. */
function SimpleCourseCard({ course }: { course: CourseSummary }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const warm = () => prefetchCourse(queryClient, course.id);
  const { title } = course;
  const enrolled = formatCount(course.enrollmentCount);
  const average = course.rating.average.toFixed(1);
  const price = priceLabelOf(course);
  return (
    <article className={`${card.card} ${styles.card}`} aria-labelledby={`home-course-${course.id}`}>
      <CourseThumbnail src={course.thumbnail} />
      <div className={card.body}>
        <div className={`${kit.spread} ${styles.cardTop}`}>
          <LevelBadge level={course.level} />
          <span className={`${kit.eyebrow} ${styles.cardCategory} ${textOf('xs', 'muted')}`}>
            {course.category}
          </span>
        </div>
        <h3 id={`home-course-${course.id}`} className={card.title}>
          {course.title}
        </h3>
        <p className={`${card.clamp} ${textOf('sm', 'muted')} ${styles.cardDescription}`}>
          {course.description}
        </p>
        <ul className={card.meta} aria-label={t`Course facts`}>
          <li className={kit.inline}>
            <ClockIcon />
            {formatMinutes(course.totalDuration)}
          </li>
          <li className={kit.inline}>
            <UsersIcon />
            <Trans>
              {enrolled}
              <span className="sr-only"> enrolled</span>
            </Trans>
          </li>
          <li className={kit.inline}>
            <StarIcon className={card.star} />
            {course.rating.count === 0 ? (
              <Trans>No ratings</Trans>
            ) : (
              <Trans>
                {average}
                <span className="sr-only"> average rating</span>
              </Trans>
            )}
          </li>
        </ul>
        <div className={`${kit.spread} ${styles.cardFooter}`}>
          <p className={textOf('xl', 'bold')}>
            <Trans>
              <span className="sr-only">Price: </span>
              {price}
            </Trans>
          </p>
          <ButtonLink to={`/courses/${course.id}`} size="sm" onPointerEnter={warm} onFocus={warm}>
            <Trans>
              View Details<span className="sr-only">: {title}</span>
            </Trans>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
