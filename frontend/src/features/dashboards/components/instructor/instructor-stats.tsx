import type { InstructorDashboard } from '@academy/shared/features/dashboards/schemas';
import { BookIcon, UsersIcon } from '../../../../components/icons/icons';
import { figureText, ratingText } from '../../lib/figures';
import { GlobeIcon, StarIcon } from '../icons';
import { figure, type StatFigure, StatGrid } from '../stat-card';

type Stats = InstructorDashboard['stats'];

/** The instructor's stats (spec part 1 §2): courses, students (enrolments), published and the average rating. */
const figures = (stats: Stats | undefined): StatFigure[] => [
  figure('Courses', figureText(stats?.courses), BookIcon, 'teal', 'stat-courses'),
  figure(
    'Students',
    figureText(stats?.students),
    UsersIcon,
    'blue',
    'stat-students',
    'Enrolments across your courses',
  ),
  figure('Published', figureText(stats?.published), GlobeIcon, 'indigo', 'stat-published'),
  figure('Average rating', stats ? ratingText(stats.averageRating) : null, StarIcon, 'amber', 'stat-rating'),
];

export function InstructorStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  return <StatGrid label="Your teaching" figures={figures(stats)} loading={loading} />;
}
