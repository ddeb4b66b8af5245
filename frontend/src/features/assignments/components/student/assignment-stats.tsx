import { useLingui } from '@lingui/react/macro';
import type { ComponentType, SVGProps } from 'react';
import { Card } from '../../../../components/ui';
import badge from '../../../../components/ui/badge.module.css';
import { textOf } from '../../../../components/ui/site-text';
import { formatCount } from '../../../../lib/format';
import type { AssignmentStats } from '../../lib/student-assignments';
import { ClipboardIcon, ClockIcon, GradedIcon, SendIcon, TrendIcon } from './icons';
import styles from './student-assignments.module.css';

interface Tile {
  label: string;
  value: string;
  note?: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string | undefined;
  testId: string;
}

/** The stat tiles (spec part 2, Assignments): counts by status and the average of the real grades. */
export function AssignmentStatTiles({ stats }: { stats: AssignmentStats }) {
  const { t } = useLingui();
  const average = stats.averagePercent;
  const tiles: Tile[] = [
    {
      label: t`Total`,
      value: formatCount(stats.total),
      icon: ClipboardIcon,
      tone: styles.toneIndigo,
      testId: 'total',
    },
    {
      label: t`Pending`,
      value: formatCount(stats.pending),
      icon: ClockIcon,
      tone: badge.amber,
      testId: 'pending',
    },
    {
      label: t`Submitted`,
      value: formatCount(stats.submitted),
      note: t`Waiting for a grade`,
      icon: SendIcon,
      tone: badge.blue,
      testId: 'submitted',
    },
    {
      label: t`Graded`,
      value: formatCount(stats.graded),
      icon: GradedIcon,
      tone: badge.green,
      testId: 'graded',
    },
    {
      label: t`Average grade`,
      value: average === null ? '–' : `${average}%`,
      note: average === null ? t`No grades yet` : t`Of the graded ones`,
      icon: TrendIcon,
      tone: badge.purple,
      testId: 'average',
    },
  ];

  return (
    <section aria-label={t`Assignment summary`}>
      <dl className={styles.stats}>
        {tiles.map(({ label, value, note, icon: Icon, tone, testId }) => (
          <Card key={label} padding="none" className={styles.stat}>
            <dt className={styles.statLabel}>
              <span className={`${styles.statIcon} ${tone ?? ''}`}>
                <Icon />
              </span>
              {label}
            </dt>
            <dd
              className={`${styles.statValue} ${textOf('3xl', 'bold', 'tight')}`}
              data-testid={`assignment-stat-${testId}`}
            >
              {value}
            </dd>
            {note && <dd className={`${styles.statNote} ${textOf('xs', 'subtle')}`}>{note}</dd>}
          </Card>
        ))}
      </dl>
    </section>
  );
}
