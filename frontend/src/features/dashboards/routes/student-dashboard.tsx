import { useCurrentUser } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { DashboardLayout } from '../components/dashboard-layout';
import { ProfileChecklist } from '../components/profile-checklist';

/** Student dashboard (spec part 1 §2); Quick Access, analytics and Continue Learning join as their features land. */
export default function StudentDashboardPage() {
  usePageTitle('Student dashboard');
  const user = useCurrentUser();
  return (
    <DashboardLayout label="Student dashboard" user={user} accent="blue">
      <ProfileChecklist user={user} />
    </DashboardLayout>
  );
}
