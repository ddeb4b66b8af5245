import { useLingui } from '@lingui/react/macro';
import { layoutOf } from '../../../components/ui/kit-layout';
import { useStudentDashboard } from '../api/get-student-dashboard';
import { DashboardLayout } from '../components/dashboard-layout';
import styles from '../components/dashboard-layout.module.css';
import { ContinueLearning } from '../components/student/continue-learning';
import { LearningAnalytics } from '../components/student/learning-analytics';
import { QuickAccess } from '../components/student/quick-access';
import { RecentNotifications } from '../components/student/recent-notifications';
import { useLogLoadError } from '../lib/use-log-load-error';

/**
 * Student dashboard (spec part 1 §2), from the one summary call GET /api/dashboard/student, refreshed every
 * 30 s while the tab is visible. A failed load is logged and the sections show their empty state.
 */
export default function StudentDashboardPage() {
  const { t } = useLingui();
  const { data, isPending, error } = useStudentDashboard();
  useLogLoadError(error, 'student dashboard');
  const loading = isPending;

  return (
    <DashboardLayout label={t`Student dashboard`} accent="blue">
      <QuickAccess unread={data?.unread} />
      <div className={styles.columns}>
        <div className={layoutOf('stack', 6, 'shrink')}>
          <LearningAnalytics analytics={data?.analytics} loading={loading} />
          <ContinueLearning courses={data?.continueLearning ?? []} loading={loading} />
        </div>
        <div className={layoutOf('stack', 6, 'shrink')}>
          <RecentNotifications
            notifications={data?.recentNotifications ?? []}
            unreadTotal={data?.unread.total}
            loading={loading}
          />
        </div>
      </div>
    </DashboardLayout>
  );
}
