import { BookIcon, EditIcon, UserPlusIcon, UsersIcon } from '../../../components/icons/icons';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { DashboardLayout, type QuickLink, QuickLinks } from '../components/dashboard-layout';

const links: QuickLink[] = [
  {
    to: '/admin/add-user',
    title: 'Add Instructor',
    description: 'Create an instructor or admin account.',
    icon: UserPlusIcon,
  },
  {
    to: '/admin/users',
    title: 'Users',
    description: 'Find users, and activate or deactivate accounts.',
    icon: UsersIcon,
  },
  {
    to: '/admin/courses',
    title: 'Course Management',
    description: 'Publish, edit and remove courses.',
    icon: BookIcon,
  },
  {
    to: '/admin/add-course',
    title: 'Add Course',
    description: 'Create a course and assign its instructor.',
    icon: EditIcon,
  },
];

/** Admin dashboard (spec part 1 §2); stats cards and course lists join as their features land. */
export default function AdminDashboardPage() {
  usePageTitle('Admin dashboard');
  const user = useCurrentUser();
  return (
    <DashboardLayout label="Admin dashboard" user={user} accent="indigo">
      <QuickLinks links={links} accent="indigo" />
    </DashboardLayout>
  );
}
