import type { InstructorDashboard } from '@academy/shared/features/dashboards/schemas';
import { useLingui } from '@lingui/react/macro';
import { BookIcon, UsersIcon } from '../../../../components/icons/icons';
import { figureText, ratingText } from '../../lib/figures';
import { GlobeIcon, StarIcon } from '../icons';
import { figure, type StatFigure, StatGrid } from '../stat-card';

type Stats = InstructorDashboard['stats'];

/** The instructor's stats (spec part 1 §2): courses, students (enrolments), published and the average rating. */
export function InstructorStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  const { t } = useLingui();
  const figures: StatFigure[] = [
    figure(t`Courses`, figureText(stats?.courses), BookIcon, 'teal', 'stat-courses'),
    figure(
      t`Students`,
      figureText(stats?.students),
      UsersIcon,
      'blue',
      'stat-students',
      t`Enrolments across your courses`,
    ),
    figure(t`Published`, figureText(stats?.published), GlobeIcon, 'indigo', 'stat-published'),
    figure(
      t`Average rating`,
      stats ? ratingText(stats.averageRating) : null,
      StarIcon,
      'amber',
      'stat-rating',
    ),
  ];
  return <StatGrid label={t`Your teaching`} figures={figures} loading={loading} />;
}
