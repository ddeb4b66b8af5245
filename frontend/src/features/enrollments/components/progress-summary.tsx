import { Trans, useLingui } from '@lingui/react/macro';
import { Card, ProgressBar } from '../../../components/ui';
import { layoutOf, muted } from '../../../components/ui/kit-layout';
import { textOf } from '../../../components/ui/site-text';
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
  const { t } = useLingui();
  const minutes = watchTimeMinutes(watchTime);
  return (
    <Card as="section" padding="none" className={styles.summary} aria-label={t`Your progress`}>
      <div className={layoutOf('stack', 2, 'shrink')}>
        <div className={styles.row}>
          <span className={styles.label}>
            <Trans>Course progress</Trans>
          </span>
          <span className={`${styles.percent} ${textOf('2xl', 'bold')}`} data-testid="completion-percent">
            {percent}%
          </span>
        </div>
        <ProgressBar
          value={percent}
          label={t`Course progress`}
          tone={percent >= 100 ? 'success' : 'primary'}
        />
        <p className={muted}>
          <Trans>
            {completedCount} of {total} modules completed
          </Trans>
        </p>
      </div>
      <div className={styles.watch}>
        <ClockIcon className={styles.watchIcon} />
        <div>
          <p className={styles.label}>
            <Trans>Total watch time</Trans>
          </p>
          <p className={styles.hours} data-testid="watch-time">
            <Trans>{hours} h</Trans>
          </p>
          {hours < 1 && (
            <p className={muted}>
              <Trans>{minutes} min watched</Trans>
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
