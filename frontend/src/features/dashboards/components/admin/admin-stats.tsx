import type { AdminDashboard } from '@academy/shared/features/dashboards/schemas';
import { useLingui } from '@lingui/react/macro';
import { BookIcon, UsersIcon } from '../../../../components/icons/icons';
import { formatCount, formatRupees } from '../../../../lib/format';
import { figureText } from '../../lib/figures';
import { GraduationIcon, RupeeIcon } from '../icons';
import { figure, type StatFigure, StatGrid } from '../stat-card';

type Stats = AdminDashboard['stats'];

/**
 * The admin's cards (spec part 1 §2): students, instructors, courses and revenue (Σ of the captured payments,
 * in rupees, as its caption says: not price × enrolments, which free enrolments and price changes would make
 * untrue).
 * The spec's growth percentages are fixed text in the original; no figure here is invented, so the cards
 * carry real secondary figures instead.
 */
export function AdminStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  const { t } = useLingui();
  const published = stats ? formatCount(stats.publishedCourses) : '';
  const figures: StatFigure[] = [
    figure(t`Total students`, figureText(stats?.students), GraduationIcon, 'blue', 'stat-students'),
    figure(t`Instructors`, figureText(stats?.instructors), UsersIcon, 'teal', 'stat-instructors'),
    figure(
      t`Total courses`,
      figureText(stats?.courses),
      BookIcon,
      'indigo',
      'stat-courses',
      stats && t`${published} published`,
    ),
    figure(
      t`Revenue`,
      stats ? formatRupees(stats.revenue) : null,
      RupeeIcon,
      'green',
      'stat-revenue',
      stats && t`Captured payments less refunds, in rupees`,
    ),
  ];
  return <StatGrid label={t`Platform totals`} figures={figures} loading={loading} />;
}
