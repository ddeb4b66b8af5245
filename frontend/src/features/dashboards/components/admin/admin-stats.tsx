import type { AdminDashboard } from '@academy/shared/features/dashboards/schemas';
import { BookIcon, UsersIcon } from '../../../../components/icons/icons';
import { formatCount, formatRupees } from '../../../../lib/format';
import { figureText } from '../../lib/figures';
import { GraduationIcon, RupeeIcon } from '../icons';
import { type StatFigure, StatGrid } from '../stat-card';

type Stats = AdminDashboard['stats'];

/**
 * The admin's cards (spec part 1 §2): students, instructors, courses and revenue (Σ of the captured payments,
 * in rupees, as its caption says: not price × enrolments, which free enrolments and price changes would make
 * untrue).
 * The spec's growth percentages are fixed text in the original; no figure here is invented, so the cards
 * carry real secondary figures instead.
 */
const figures = (stats: Stats | undefined): StatFigure[] => [
  {
    label: 'Total students',
    value: figureText(stats?.students),
    icon: GraduationIcon,
    tone: 'blue',
    testId: 'stat-students',
  },
  {
    label: 'Instructors',
    value: figureText(stats?.instructors),
    icon: UsersIcon,
    tone: 'teal',
    testId: 'stat-instructors',
  },
  {
    label: 'Total courses',
    value: figureText(stats?.courses),
    note: stats && `${formatCount(stats.publishedCourses)} published`,
    icon: BookIcon,
    tone: 'indigo',
    testId: 'stat-courses',
  },
  {
    label: 'Revenue',
    value: stats ? formatRupees(stats.revenue) : null,
    note: stats && 'Captured payments, in rupees',
    icon: RupeeIcon,
    tone: 'green',
    testId: 'stat-revenue',
  },
];

export function AdminStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  return <StatGrid label="Platform totals" figures={figures(stats)} loading={loading} />;
}
