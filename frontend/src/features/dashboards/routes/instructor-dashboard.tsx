import { BookIcon } from '../../../components/icons/icons';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { DashboardLayout, type QuickLink, QuickLinks } from '../components/dashboard-layout';
import { ProfileChecklist } from '../components/profile-checklist';

const links: QuickLink[] = [
  {
    to: '/instructor/courses',
    title: 'Manage Courses',
    description: 'Modules, videos and publishing of your courses.',
    icon: BookIcon,
  },
];

/** Instructor dashboard (spec part 1 §2); stats, submissions and sessions join as their features land. */
export default function InstructorDashboardPage() {
  usePageTitle('Instructor dashboard');
  const user = useCurrentUser();
  return (
    <DashboardLayout label="Instructor dashboard" user={user} accent="teal">
      <QuickLinks links={links} accent="teal" />
      <ProfileChecklist user={user} />
    </DashboardLayout>
  );
}
