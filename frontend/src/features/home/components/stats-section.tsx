import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import kit from '../../../components/ui/public-blocks.module.css';
import accents from '../../../components/ui/site-accent.module.css';
import { textOf } from '../../../components/ui/site-text';
import { HOME_STATS, STATS_COUNT_UP_INTERVAL_MS } from '../../../lib/constants';
import { formatCount } from '../../../lib/format';
import { STATS_START_VISIBLE_RATIO } from '../constants';
import { type CountUp, countUpValue, ticksToReach } from '../lib/stats';
import { useNearScreen } from '../lib/use-near-screen';
import styles from './lower-sections.module.css';

interface Stat {
  key: keyof typeof HOME_STATS;
  label: MessageDescriptor;
  format: (value: number) => string;
  /** What a screen reader hears: the final figure in words. */
  spoken: (target: number) => MessageDescriptor;
}

const stats: Stat[] = [
  {
    key: 'students',
    label: msg`Students trained`,
    format: (v) => `${formatCount(v)}+`,
    spoken: (target) => {
      const count = formatCount(target);
      return msg`More than ${count} students trained`;
    },
  },
  {
    key: 'placement',
    label: msg`Placement rate`,
    format: (v) => `${v}%`,
    spoken: (target) => msg`${target}% placement rate`,
  },
  {
    key: 'salary',
    label: msg`Average salary`,
    format: (v) => `₹${v.toFixed(1)} LPA`,
    spoken: (target) => msg`Average salary ${target} lakh rupees per annum`,
  },
  {
    key: 'partners',
    label: msg`Hiring partners`,
    format: (v) => `${formatCount(v)}+`,
    spoken: (target) => {
      const count = formatCount(target);
      return msg`More than ${count} hiring partners`;
    },
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
  const { i18n } = useLingui();
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
    <section
      ref={ref}
      className={`${styles.section} ${accents.blue} ${styles.stats}`}
      aria-labelledby="stats-title"
    >
      <div className="container">
        <h2 id="stats-title" className={`${styles.statsTitle} ${textOf('3xl')}`}>
          <Trans>Results that speak for themselves</Trans>
        </h2>
        <dl className={`${kit.cols} ${styles.statGrid}`}>
          {stats.map((stat, i) => (
            <div key={stat.key} className={`${kit.box} ${styles.stat}`}>
              <dt className={`${styles.statLabel} ${textOf('medium')}`}>{i18n._(stat.label)}</dt>
              <dd className={`${styles.statValue} ${textOf('bold', 'tabular')}`} data-stat={stat.key}>
                <span aria-hidden="true">{stat.format(countUpValue(tick, counts[i]!))}</span>
                <span className="sr-only">{i18n._(stat.spoken(counts[i]!.target))}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
