import { useLingui } from '@lingui/react/macro';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { AdminActions } from '../components/admin/admin-actions';
import { AdminStats } from '../components/admin/admin-stats';
import { PopularCourses } from '../components/admin/popular-courses';
import { RecentUsers } from '../components/admin/recent-users';
import { DashboardLayout } from '../components/dashboard-layout';
import styles from '../components/dashboard-layout.module.css';
import { useLogLoadError } from '../lib/use-log-load-error';

/**
 * Admin dashboard (spec part 1 §2), from the one summary call GET /api/dashboard/admin. The spec's search box
 * has no action, so it is left out. A failed load is logged and the sections show their empty state.
 */
export default function AdminDashboardPage() {
  const { t } = useLingui();
  const { data, isPending, error } = useAdminDashboard();
  useLogLoadError(error, 'admin dashboard');

  return (
    <DashboardLayout label={t`Admin dashboard`} accent="indigo">
      <AdminStats stats={data?.stats} loading={isPending} />
      <AdminActions tickets={data?.tickets} />
      <div className={styles.halves}>
        <RecentUsers users={data?.recentUsers ?? []} loading={isPending} />
        <PopularCourses courses={data?.popularCourses ?? []} loading={isPending} />
      </div>
    </DashboardLayout>
  );
}
