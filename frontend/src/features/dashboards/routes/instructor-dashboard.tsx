import { useCurrentUser } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { DashboardLayout } from '../components/dashboard-layout';
import { ProfileChecklist } from '../components/profile-checklist';

/** Instructor dashboard (spec part 1 §2); stats, submissions and sessions join as their features land. */
export default function InstructorDashboardPage() {
  usePageTitle('Instructor dashboard');
  const user = useCurrentUser();
  return (
    <DashboardLayout label="Instructor dashboard" user={user} accent="teal">
      <ProfileChecklist user={user} />
    </DashboardLayout>
  );
}
