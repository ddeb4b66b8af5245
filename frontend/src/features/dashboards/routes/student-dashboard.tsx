import { AwardIcon, CompassIcon } from '../../../components/icons/icons';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { DashboardLayout, type QuickLink, QuickLinks } from '../components/dashboard-layout';
import { ProfileChecklist } from '../components/profile-checklist';

const links: QuickLink[] = [
  {
    to: '/courses',
    title: 'Courses',
    description: 'Find your next course in the catalogue.',
    icon: CompassIcon,
  },
  {
    to: '/student/certificates',
    title: 'Certificates',
    description: 'Download and share the certificates you have earned.',
    icon: AwardIcon,
  },
];

/** Student dashboard (spec part 1 §2); Quick Access, analytics and Continue Learning join as their features land. */
export default function StudentDashboardPage() {
  usePageTitle('Student dashboard');
  const user = useCurrentUser();
  return (
    <DashboardLayout label="Student dashboard" user={user} accent="blue">
      <QuickLinks links={links} accent="blue" />
      <ProfileChecklist user={user} />
    </DashboardLayout>
  );
}
