import type { StudentDashboard } from '@academy/shared/features/dashboards/schemas';
import { useId, useState } from 'react';
import { BookIcon, CheckCircleIcon, ChevronDownIcon } from '../../../../components/icons/icons';
import { Card } from '../../../../components/ui';
import card from '../../../../components/ui/card.module.css';
import disclosure from '../../../../components/ui/kit-disclosure.module.css';
import { layoutOf } from '../../../../components/ui/kit-layout';
import layout from '../../../../components/ui/kit-layout.module.css';
import { figureText } from '../../lib/figures';
import styles from '../dashboard-layout.module.css';
import { ChartIcon, ClockIcon, PlayCircleIcon, TrophyIcon } from '../icons';
import { figure, StatCards, type StatFigure } from '../stat-card';

type Analytics = StudentDashboard['analytics'];

const figures = (analytics: Analytics | undefined): StatFigure[] => [
  figure('Enrolled', figureText(analytics?.enrolled), BookIcon, 'blue', 'analytics-enrolled'),
  figure('In progress', figureText(analytics?.inProgress), PlayCircleIcon, 'indigo', 'analytics-in-progress'),
  figure('Completed', figureText(analytics?.completed), CheckCircleIcon, 'green', 'analytics-completed'),
  figure(
    'Watch time',
    figureText(analytics?.watchTimeHours, ' h'),
    ClockIcon,
    'teal',
    'analytics-watch-time',
  ),
  figure(
    'Achievement score',
    figureText(analytics?.achievementScore, '%'),
    TrophyIcon,
    'amber',
    'analytics-score',
  ),
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
      className={layoutOf('stack')}
    >
      <h2 id={headingId} className={card.title}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          <span className={`${layout.centre} ${styles.disclosureIcon}`}>
            <ChartIcon aria-hidden="true" />
          </span>
          <span className={styles.disclosureText}>Learning Analytics</span>
          <ChevronDownIcon aria-hidden="true" className={disclosure.chevron} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className={styles.analytics}>
        <StatCards figures={figures(analytics)} loading={loading} variant="tile" />
      </div>
    </Card>
  );
}
