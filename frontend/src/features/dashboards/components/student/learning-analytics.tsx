import type { StudentDashboard } from '@academy/shared/features/dashboards/schemas';
import { useId, useState } from 'react';
import { BookIcon, CheckCircleIcon, ChevronDownIcon } from '../../../../components/icons/icons';
import { Card } from '../../../../components/ui';
import { figureText } from '../../lib/figures';
import styles from '../dashboard-layout.module.css';
import { ChartIcon, ClockIcon, PlayCircleIcon, TrophyIcon } from '../icons';
import { StatCard } from '../stat-card';

type Analytics = StudentDashboard['analytics'];

/**
 * Learning Analytics (spec part 1 §2): enrolled, in progress, completed, watch time in hours and the
 * achievement score, as the summary call computed them (§9). A disclosure: the button says whether it is open.
 */
export function LearningAnalytics({
  analytics,
  loading,
}: {
  analytics: Analytics | undefined;
  loading: boolean;
}) {
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const panelId = useId();

  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={styles.section}
    >
      <h2 id={headingId} className={styles.sectionTitle}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          <span className={styles.disclosureIcon}>
            <ChartIcon aria-hidden="true" />
          </span>
          <span className={styles.disclosureText}>Learning Analytics</span>
          <ChevronDownIcon aria-hidden="true" className={styles.chevron} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className={styles.analytics}>
        <StatCard
          label="Enrolled"
          value={figureText(analytics?.enrolled)}
          icon={BookIcon}
          tone="blue"
          loading={loading}
          variant="tile"
          testId="analytics-enrolled"
        />
        <StatCard
          label="In progress"
          value={figureText(analytics?.inProgress)}
          icon={PlayCircleIcon}
          tone="indigo"
          loading={loading}
          variant="tile"
          testId="analytics-in-progress"
        />
        <StatCard
          label="Completed"
          value={figureText(analytics?.completed)}
          icon={CheckCircleIcon}
          tone="green"
          loading={loading}
          variant="tile"
          testId="analytics-completed"
        />
        <StatCard
          label="Watch time"
          value={figureText(analytics?.watchTimeHours, ' h')}
          icon={ClockIcon}
          tone="teal"
          loading={loading}
          variant="tile"
          testId="analytics-watch-time"
        />
        <StatCard
          label="Achievement score"
          value={figureText(analytics?.achievementScore, '%')}
          icon={TrophyIcon}
          tone="amber"
          loading={loading}
          variant="tile"
          testId="analytics-score"
        />
      </div>
    </Card>
  );
}
