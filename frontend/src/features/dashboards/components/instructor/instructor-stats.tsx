import type { InstructorDashboard } from '@academy/shared/features/dashboards/schemas';
import { BookIcon, UsersIcon } from '../../../../components/icons/icons';
import { figureText, ratingText } from '../../lib/figures';
import { GlobeIcon, StarIcon } from '../icons';
import { type StatFigure, StatGrid } from '../stat-card';

type Stats = InstructorDashboard['stats'];

/** The instructor's stats (spec part 1 §2): courses, students (enrolments), published and the average rating. */
const figures = (stats: Stats | undefined): StatFigure[] => [
  {
    label: 'Courses',
    value: figureText(stats?.courses),
    icon: BookIcon,
    tone: 'teal',
    testId: 'stat-courses',
  },
  {
    label: 'Students',
    value: figureText(stats?.students),
    note: 'Enrolments across your courses',
    icon: UsersIcon,
    tone: 'blue',
    testId: 'stat-students',
  },
  {
    label: 'Published',
    value: figureText(stats?.published),
    icon: GlobeIcon,
    tone: 'indigo',
    testId: 'stat-published',
  },
  {
    label: 'Average rating',
    value: stats ? ratingText(stats.averageRating) : null,
    icon: StarIcon,
    tone: 'amber',
    testId: 'stat-rating',
  },
];

export function InstructorStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  return <StatGrid label="Your teaching" figures={figures(stats)} loading={loading} />;
}
