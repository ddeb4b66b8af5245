import { useEffect, useRef, useState } from 'react';
import kit from '../../../components/ui/public-blocks.module.css';
import { HOME_STATS, STATS_COUNT_UP_INTERVAL_MS } from '../../../lib/constants';
import { formatCount } from '../../../lib/format';
import { STATS_START_VISIBLE_RATIO } from '../constants';
import { type CountUp, countUpValue, ticksToReach } from '../lib/stats';
import { useNearScreen } from '../lib/use-near-screen';
import styles from './lower-sections.module.css';

interface Stat {
  key: keyof typeof HOME_STATS;
  label: string;
  format: (value: number) => string;
  /** What a screen reader hears: the final figure in words. */
  spoken: string;
}

const stats: Stat[] = [
  {
    key: 'students',
    label: 'Students trained',
    format: (v) => `${formatCount(v)}+`,
    spoken: `More than ${formatCount(HOME_STATS.students.target)} students trained`,
  },
  {
    key: 'placement',
    label: 'Placement rate',
    format: (v) => `${v}%`,
    spoken: `${HOME_STATS.placement.target}% placement rate`,
  },
  {
    key: 'salary',
    label: 'Average salary',
    format: (v) => `₹${v.toFixed(1)} LPA`,
    spoken: `Average salary ${HOME_STATS.salary.target} lakh rupees per annum`,
  },
  {
    key: 'partners',
    label: 'Hiring partners',
    format: (v) => `${formatCount(v)}+`,
    spoken: `More than ${formatCount(HOME_STATS.partners.target)} hiring partners`,
  },
];

const counts: CountUp[] = stats.map((s) => HOME_STATS[s.key]);
const lastTick = Math.max(...counts.map(ticksToReach));

/**
 * The landing statistics (spec part 2 §2, §9): each figure counts up by its step every 50 ms until its
 * target, starting when the block scrolls into view. With reduced motion the final figures show at once.
 * The moving digits are hidden from screen readers, which hear the final figure instead.
 */
export function StatsSection() {
  const ref = useRef<HTMLElement>(null);
  // With reduced motion the final figures show at once, and nothing counts.
  const [reduced] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const [tick, setTick] = useState(reduced ? lastTick : 0);
  const started = useNearScreen(ref, { threshold: STATS_START_VISIBLE_RATIO }, { skip: reduced });

  useEffect(() => {
    if (!started) return;
    const timer = window.setInterval(() => {
      setTick((t) => {
        if (t + 1 >= lastTick) window.clearInterval(timer);
        return Math.min(t + 1, lastTick);
      });
    }, STATS_COUNT_UP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [started]);

  return (
    <section ref={ref} className={`${styles.section} ${styles.stats}`} aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className={styles.statsTitle}>
          Results that speak for themselves
        </h2>
        <dl className={`${kit.cols} ${styles.statGrid}`}>
          {stats.map((stat, i) => (
            <div key={stat.key} className={`${kit.box} ${styles.stat}`}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue} data-stat={stat.key}>
                <span aria-hidden="true">{stat.format(countUpValue(tick, counts[i]!))}</span>
                <span className="sr-only">{stat.spoken}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
