import type { Category, CourseSummary, Level } from '@academy/shared';
import { categories, levels } from '@academy/shared/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, SearchIcon, UsersIcon } from '../../../components/icons/icons';
import { Button, ButtonLink, EmptyState, Select, TextField } from '../../../components/ui';
import kit from '../../../components/ui/public-blocks.module.css';
import card from '../../../components/ui/public-card.module.css';
import { LoadError } from '../../../components/ui/public-load-error';
import { formatCount, formatMinutes, pluralise } from '../../../lib/format';
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

const categoryOptions = [
  { value: '', label: 'All categories' },
  ...HOME_CATEGORIES.map((c) => ({ value: c, label: c })),
];
const levelOptions = [
  { value: '', label: 'All levels' },
  ...levels.map((l) => ({ value: l, label: levelLabel(l) })),
];

/**
 * The home page's simple catalogue (spec part 1 §2): a search box, categories, Clear, and a level choice
 * once a category is picked (a new category resets it). Shows the first few matches, most enrolled
 * first, and links to the full catalogue with the same filters.
 */
export function CourseSection() {
  const [filters, setFilters] = useState<CatalogueFilters>(EMPTY_FILTERS);
  const courses = useCatalogue(filters, HOME_COURSE_CARD_LIMIT);
  const shown = courses.courses ?? [];
  const active = hasActiveFilters(filters);
  const fullCatalogue = `/courses${active ? `?${filtersToParams(filters)}` : ''}`;

  return (
    <section className={styles.section} aria-labelledby="home-courses-title">
      <div className="container">
        <div className={`${kit.spread} ${styles.head}`}>
          <div>
            <p className={`${kit.eyebrow} ${styles.eyebrow}`}>Courses</p>
            <h2 id="home-courses-title" className={`${kit.heading} ${styles.title}`}>
              Find the course that fits your next step
            </h2>
          </div>
          <Link to="/courses" className={`${kit.inline} ${styles.allLink}`}>
            Browse the full catalogue <ArrowRightIcon />
          </Link>
        </div>

        <search className={`${kit.box} ${kit.raised} ${styles.filters}`}>
          <TextField
            label="Find a course"
            type="search"
            placeholder="Search by title or description"
            value={filters.search}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            className={styles.searchField}
            autoComplete="off"
          />
          <Select
            label="Category"
            options={categoryOptions}
            value={filters.category ?? ''}
            onChange={(event) =>
              setFilters(withCategory(filters, (event.target.value || null) as Category | null))
            }
            className={styles.selectField}
          />
          {filters.category && (
            <Select
              label="Level"
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
              Clear
            </Button>
          )}
        </search>

        {courses.isPending ? (
          <ul className={card.grid} aria-label="Loading courses" aria-busy="true">
            {Array.from({ length: HOME_COURSE_CARD_LIMIT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              <li key={i} className={styles.skeleton} aria-hidden="true">
                <div className={styles.skeletonMedia} />
              </li>
            ))}
          </ul>
        ) : courses.isError ? (
          <LoadError title="We couldn't load the courses" onRetry={() => courses.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<SearchIcon />}
            title="No courses found"
            description="Try another search, or pick a different category or level."
            action={
              <Button variant="secondary" onClick={() => setFilters(EMPTY_FILTERS)}>
                Clear
              </Button>
            }
          />
        ) : (
          <>
            <ul className={card.grid} aria-label="Courses">
              {shown.map((course) => (
                <li key={course.id} className={card.item}>
                  <SimpleCourseCard course={course} />
                </li>
              ))}
            </ul>
            <div className={`${kit.spread} ${styles.more}`}>
              <p className={kit.muted} role="status">
                Showing {shown.length} of {pluralise(courses.total ?? shown.length, 'course')}
              </p>
              <ButtonLink to={fullCatalogue} variant="secondary">
                {active ? 'See all matching courses' : 'View all courses'} <ArrowRightIcon />
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
  const warm = () => prefetchCourse(queryClient, course.id);
  return (
    <article className={`${card.card} ${styles.card}`} aria-labelledby={`home-course-${course.id}`}>
      <CourseThumbnail src={course.thumbnail} />
      <div className={card.body}>
        <div className={`${kit.spread} ${styles.cardTop}`}>
          <LevelBadge level={course.level} />
          <span className={`${kit.eyebrow} ${styles.cardCategory}`}>{course.category}</span>
        </div>
        <h3 id={`home-course-${course.id}`} className={card.title}>
          {course.title}
        </h3>
        <p className={`${card.clamp} ${kit.note} ${styles.cardDescription}`}>{course.description}</p>
        <ul className={card.meta} aria-label="Course facts">
          <li className={kit.inline}>
            <ClockIcon />
            {formatMinutes(course.totalDuration)}
          </li>
          <li className={kit.inline}>
            <UsersIcon />
            {formatCount(course.enrollmentCount)}
            <span className="sr-only"> enrolled</span>
          </li>
          <li className={kit.inline}>
            <StarIcon className={card.star} />
            {course.rating.count === 0 ? (
              'No ratings'
            ) : (
              <>
                {course.rating.average.toFixed(1)}
                <span className="sr-only"> average rating</span>
              </>
            )}
          </li>
        </ul>
        <div className={`${kit.spread} ${styles.cardFooter}`}>
          <p className={card.price}>
            <span className="sr-only">Price: </span>
            {priceLabelOf(course)}
          </p>
          <ButtonLink to={`/courses/${course.id}`} size="sm" onPointerEnter={warm} onFocus={warm}>
            View Details<span className="sr-only">: {course.title}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
