import type { AdminDashboard } from '@academy/shared/features/dashboards/schemas';
import { BookIcon, UsersIcon } from '../../../../components/icons/icons';
import { formatCount, formatRupees } from '../../../../lib/format';
import { GraduationIcon, RupeeIcon } from '../icons';
import { StatCard, StatGrid } from '../stat-card';

/**
 * The admin's cards (spec part 1 §2): students, instructors, courses and revenue (Σ of the captured payments,
 * in rupees, as its caption says: not price × enrolments, which free enrolments and price changes would make
 * untrue).
 * The spec's growth percentages are fixed text in the original; no figure here is invented, so the cards
 * carry real secondary figures instead.
 */
export function AdminStats({
  stats,
  loading,
}: {
  stats: AdminDashboard['stats'] | undefined;
  loading: boolean;
}) {
  return (
    <StatGrid label="Platform totals">
      <StatCard
        label="Total students"
        value={stats ? formatCount(stats.students) : null}
        icon={GraduationIcon}
        tone="blue"
        loading={loading}
        testId="stat-students"
      />
      <StatCard
        label="Instructors"
        value={stats ? formatCount(stats.instructors) : null}
        icon={UsersIcon}
        tone="teal"
        loading={loading}
        testId="stat-instructors"
      />
      <StatCard
        label="Total courses"
        value={stats ? formatCount(stats.courses) : null}
        note={stats && `${formatCount(stats.publishedCourses)} published`}
        icon={BookIcon}
        tone="indigo"
        loading={loading}
        testId="stat-courses"
      />
      <StatCard
        label="Revenue"
        value={stats ? formatRupees(stats.revenue) : null}
        note={stats && 'Captured payments, in rupees'}
        icon={RupeeIcon}
        tone="green"
        loading={loading}
        testId="stat-revenue"
      />
    </StatGrid>
  );
}
