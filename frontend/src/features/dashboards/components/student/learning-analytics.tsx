import type { StudentDashboard } from '@academy/shared/features/dashboards/schemas';
import { useId, useState } from 'react';
import { BookIcon, CheckCircleIcon, ChevronDownIcon } from '../../../../components/icons/icons';
import { Card } from '../../../../components/ui';
import { figureText } from '../../lib/figures';
import styles from '../dashboard-layout.module.css';
import { ChartIcon, ClockIcon, PlayCircleIcon, TrophyIcon } from '../icons';
import { StatCards, type StatFigure } from '../stat-card';

type Analytics = StudentDashboard['analytics'];

const figures = (analytics: Analytics | undefined): StatFigure[] => [
  {
    label: 'Enrolled',
    value: figureText(analytics?.enrolled),
    icon: BookIcon,
    tone: 'blue',
    testId: 'analytics-enrolled',
  },
  {
    label: 'In progress',
    value: figureText(analytics?.inProgress),
    icon: PlayCircleIcon,
    tone: 'indigo',
    testId: 'analytics-in-progress',
  },
  {
    label: 'Completed',
    value: figureText(analytics?.completed),
    icon: CheckCircleIcon,
    tone: 'green',
    testId: 'analytics-completed',
  },
  {
    label: 'Watch time',
    value: figureText(analytics?.watchTimeHours, ' h'),
    icon: ClockIcon,
    tone: 'teal',
    testId: 'analytics-watch-time',
  },
  {
    label: 'Achievement score',
    value: figureText(analytics?.achievementScore, '%'),
    icon: TrophyIcon,
    tone: 'amber',
    testId: 'analytics-score',
  },
];

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
        <StatCards figures={figures(analytics)} loading={loading} variant="tile" />
      </div>
    </Card>
  );
}
