import { Card, ProgressBar } from '../../../components/ui';
import { layoutOf, muted } from '../../../components/ui/kit-layout';
import { watchTimeHours, watchTimeMinutes } from '../lib/progress';
import { ClockIcon } from './icons';
import styles from './progress-summary.module.css';

interface ProgressSummaryProps {
  percent: number;
  completedCount: number;
  total: number;
  /** Seconds over all modules. */
  watchTime: number;
}

/** Course completion percent with its bar, and total watch time in hours (spec part 1 §9). */
export function ProgressSummary({ percent, completedCount, total, watchTime }: ProgressSummaryProps) {
  const hours = watchTimeHours(watchTime);
  const minutes = watchTimeMinutes(watchTime);
  return (
    <Card as="section" padding="none" className={styles.summary} aria-label="Your progress">
      <div className={layoutOf('stack', 2, 'shrink')}>
        <div className={styles.row}>
          <span className={styles.label}>Course progress</span>
          <span className={styles.percent} data-testid="completion-percent">
            {percent}%
          </span>
        </div>
        <ProgressBar value={percent} label="Course progress" tone={percent >= 100 ? 'success' : 'primary'} />
        <p className={muted}>
          {completedCount} of {total} modules completed
        </p>
      </div>
      <div className={styles.watch}>
        <ClockIcon className={styles.watchIcon} />
        <div>
          <p className={styles.label}>Total watch time</p>
          <p className={styles.hours} data-testid="watch-time">
            {hours} h
          </p>
          {hours < 1 && <p className={muted}>{minutes} min watched</p>}
        </div>
      </div>
    </Card>
  );
}
