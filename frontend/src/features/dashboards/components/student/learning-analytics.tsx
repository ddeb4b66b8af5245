import type { StudentDashboard } from '@academy/shared/features/dashboards/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { BookIcon, CheckCircleIcon, ChevronDownIcon } from '../../../../components/icons/icons';
import { Card } from '../../../../components/ui';
import card from '../../../../components/ui/card.module.css';
import disclosure from '../../../../components/ui/kit-disclosure.module.css';
import { layoutOf } from '../../../../components/ui/kit-layout';
import blocks from '../../../../components/ui/public-blocks.module.css';
import { figureText } from '../../lib/figures';
import styles from '../dashboard-layout.module.css';
import { ChartIcon, ClockIcon, PlayCircleIcon, TrophyIcon } from '../icons';
import { figure, StatCards, type StatFigure } from '../stat-card';

type Analytics = StudentDashboard['analytics'];

const useFigures = (analytics: Analytics | undefined): StatFigure[] => {
  const { t } = useLingui();
  return [
    figure(t`Enrolled`, figureText(analytics?.enrolled), BookIcon, 'blue', 'analytics-enrolled'),
    figure(
      t`In progress`,
      figureText(analytics?.inProgress),
      PlayCircleIcon,
      'indigo',
      'analytics-in-progress',
    ),
    figure(t`Completed`, figureText(analytics?.completed), CheckCircleIcon, 'green', 'analytics-completed'),
    figure(
      t`Watch time`,
      figureText(analytics?.watchTimeHours, ' h'),
      ClockIcon,
      'teal',
      'analytics-watch-time',
    ),
    figure(
      t`Achievement score`,
      figureText(analytics?.achievementScore, '%'),
      TrophyIcon,
      'amber',
      'analytics-score',
    ),
  ];
};

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
  const figures = useFigures(analytics);

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
          <span className={`${blocks.icon} ${styles.disclosureIcon}`}>
            <ChartIcon aria-hidden="true" />
          </span>
          <span className={styles.disclosureText}>
            <Trans>Learning Analytics</Trans>
          </span>
          <ChevronDownIcon aria-hidden="true" className={disclosure.chevron} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className={styles.analytics}>
        <StatCards figures={figures} loading={loading} variant="tile" />
      </div>
    </Card>
  );
}
