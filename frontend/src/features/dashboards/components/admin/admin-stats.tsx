import type { AdminDashboard } from '@academy/shared/features/dashboards/schemas';
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
const figures = (stats: Stats | undefined): StatFigure[] => [
  figure('Total students', figureText(stats?.students), GraduationIcon, 'blue', 'stat-students'),
  figure('Instructors', figureText(stats?.instructors), UsersIcon, 'teal', 'stat-instructors'),
  figure(
    'Total courses',
    figureText(stats?.courses),
    BookIcon,
    'indigo',
    'stat-courses',
    stats && `${formatCount(stats.publishedCourses)} published`,
  ),
  figure(
    'Revenue',
    stats ? formatRupees(stats.revenue) : null,
    RupeeIcon,
    'green',
    'stat-revenue',
    stats && 'Captured payments less refunds, in rupees',
  ),
];

export function AdminStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  return <StatGrid label="Platform totals" figures={figures(stats)} loading={loading} />;
}
