import { lazy, Suspense, useRef } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { CourseSection } from '../components/course-section';
import { HeroCarousel } from '../components/hero-carousel';
import { LogoMarquee } from '../components/logo-marquee';
import { LOWER_SECTIONS_ROOT_MARGIN } from '../constants';
import { useNearScreen } from '../lib/use-near-screen';
import styles from './home.module.css';

const HomeLower = lazy(() => import('../components/home-lower'));

/**
 * The home page (spec part 1 §2), its eight sections in order: hero carousel, client marquee, courses,
 * then AI Insights 2025, certification and features, testimonials, statistics and the call to join.
 * The first three come with the page; the rest load as the visitor scrolls towards them.
 */
export default function HomePage() {
  usePageTitle('');
  return (
    <div>
      <HeroCarousel />
      <LogoMarquee />
      <CourseSection />
      <LowerSections />
    </div>
  );
}

function LowerSections() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, { rootMargin: LOWER_SECTIONS_ROOT_MARGIN }, { transition: true });

  return (
    <div ref={ref} className={near ? undefined : styles.placeholder}>
      {near && (
        <Suspense fallback={<div className={styles.placeholder} />}>
          <HomeLower />
        </Suspense>
      )}
    </div>
  );
}
