import type { Category, Course } from '@academy/shared';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { UsersIcon } from '../../../../components/icons/icons';
import hero from '../../../../components/ui/page-hero.module.css';
import kit from '../../../../components/ui/public-blocks.module.css';
import accent from '../../../../components/ui/site-accent.module.css';
import { textOf } from '../../../../components/ui/site-text';
import { type HeroView, heroViewOf } from '../../lib/hero-view';
import { categoryLabel, levelLabel, ratingsCount } from '../../lib/labels';
import { ClockIcon, GaugeIcon, StarIcon } from '../course-icons';
import styles from './course-hero.module.css';
import { PriceCard, type PriceCardActions } from './price-card';

const accents: Record<Category, string | undefined> = {
  'Web Development': accent.blue,
  'Data Science': accent.teal,
  'Mobile Development': accent.indigo,
  DevOps: accent.teal,
  'AI/ML': accent.purple,
  'Cyber Security': accent.indigo,
};

/** The accent of a category's hero: one of the accent gradients (site-accent.module.css), as the page hero's. */
export const heroAccentOf = (category: string) => accents[category as Category] ?? (accent.blue as string);

/**
 * The course hero (spec part 2 §2): title, description, total duration in minutes, enrolment count,
 * average rating with count and level, beside the price card with Enroll Now and Preview Course.
 */
export function CourseHero({ course, ...actions }: { course: Course } & PriceCardActions) {
  return <CourseHeroView view={translatedView(course)} accent={heroAccentOf(course.category)} {...actions} />;
}

/**
 * The hero's view with its words in the language being rendered: heroViewOf's are English, as the course
 * shell's early script (which loads no catalogue) uses it too. The category's filter stays the stored name.
 */
function translatedView(course: Course): HeroView {
  return {
    ...heroViewOf(course),
    category: categoryLabel(course.category),
    level: levelLabel(course.level),
    ratingCount: ratingsCount(course.rating.count),
    priceNote: course.price === 0 ? t`Free to enrol, certificate included` : t`One-time payment`,
  };
}

/**
 * The hero's markup from its text alone: React's hero, and at build time the template of the early hero the
 * course shell fills from the first answer (src/entry-server.tsx, src/early/course-page.ts). Its own words
 * come from the global i18n (core `t`), as the templates are drawn without an I18nProvider; the view's
 * texts are slots there (`{@level@}`), so they are shown as given, never looked up.
 */
export function CourseHeroView({
  view,
  accent,
  hasPreview,
  enrollAction,
  onPreview,
}: { view: HeroView; accent: string } & PriceCardActions) {
  return (
    <header className={`${hero.hero} ${styles.hero} ${accent}`}>
      <div className={`container ${styles.inner}`}>
        <div className={`${kit.stack} ${styles.copy}`}>
          <nav aria-label={t`Breadcrumb`} className={`${textOf('sm')} ${styles.breadcrumb}`}>
            <ol className={`${kit.bare} ${kit.wrap}`}>
              <li>
                <Link to="/courses">{t`Courses`}</Link>
              </li>
              <li>
                <Link to={`/courses?${view.categoryQuery}`}>{view.category}</Link>
              </li>
            </ol>
          </nav>
          <h1 className={styles.title}>{view.title}</h1>
          <p className={styles.description}>{view.description}</p>
          <p className={styles.instructor}>
            {`${t`Taught by`} `}
            <strong>{view.instructorName}</strong>
            {view.instructorTitle}
          </p>
          <ul className={`${kit.bare} ${kit.wrap} ${styles.facts}`} aria-label={t`Course facts`}>
            <li className={kit.inline}>
              <StarIcon className={styles.star} />
              {view.rated ? (
                <span>
                  <strong>{view.ratingAverage}</strong> ({view.ratingCount})
                </span>
              ) : (
                <span>{t`No ratings yet`}</span>
              )}
            </li>
            {[
              { key: 'enrolled', icon: <UsersIcon />, value: view.enrolled, text: t`students enrolled` },
              { key: 'duration', icon: <ClockIcon />, value: view.duration, text: t`total` },
              { key: 'level', icon: <GaugeIcon />, value: view.level, text: t`level` },
            ].map((fact) => (
              <li key={fact.key} className={kit.inline}>
                {fact.icon}
                <span>
                  <strong>{fact.value}</strong>
                  {` ${fact.text}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <PriceCard view={view} hasPreview={hasPreview} enrollAction={enrollAction} onPreview={onPreview} />
      </div>
    </header>
  );
}
