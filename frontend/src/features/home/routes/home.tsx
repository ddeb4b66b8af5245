import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { CourseSection } from '../components/course-section';
import { HeroCarousel } from '../components/hero-carousel';
import { LogoMarquee } from '../components/logo-marquee';
import { LOWER_SECTIONS_ROOT_MARGIN } from '../constants';
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
    <div className={styles.page}>
      <HeroCarousel />
      <LogoMarquee />
      <CourseSection />
      <LowerSections />
    </div>
  );
}

function LowerSections() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          // A transition: the sections render in slices the browser can interleave with input and paint.
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: LOWER_SECTIONS_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

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
