import type { InstructorDashboard } from '@academy/shared/features/dashboards/schemas';
import { BookIcon, UsersIcon } from '../../../../components/icons/icons';
import { formatCount } from '../../../../lib/format';
import { ratingText } from '../../lib/figures';
import { GlobeIcon, StarIcon } from '../icons';
import { StatCard, StatGrid } from '../stat-card';

type Stats = InstructorDashboard['stats'];

/** The instructor's stats (spec part 1 §2): courses, students (enrolments), published and the average rating. */
export function InstructorStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  return (
    <StatGrid label="Your teaching">
      <StatCard
        label="Courses"
        value={stats ? formatCount(stats.courses) : null}
        icon={BookIcon}
        tone="teal"
        loading={loading}
        testId="stat-courses"
      />
      <StatCard
        label="Students"
        value={stats ? formatCount(stats.students) : null}
        note="Enrolments across your courses"
        icon={UsersIcon}
        tone="blue"
        loading={loading}
        testId="stat-students"
      />
      <StatCard
        label="Published"
        value={stats ? formatCount(stats.published) : null}
        icon={GlobeIcon}
        tone="indigo"
        loading={loading}
        testId="stat-published"
      />
      <StatCard
        label="Average rating"
        value={stats ? ratingText(stats.averageRating) : null}
        icon={StarIcon}
        tone="amber"
        loading={loading}
        testId="stat-rating"
      />
    </StatGrid>
  );
}
