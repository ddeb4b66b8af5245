import { Trans, useLingui } from '@lingui/react/macro';
import { BookIcon } from '../../../components/icons/icons';
import { ButtonLink } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInstructorDashboard } from '../api/get-instructor-dashboard';
import { DashboardLayout } from '../components/dashboard-layout';
import styles from '../components/dashboard-layout.module.css';
import { PlusIcon, TagIcon } from '../components/icons';
import { InstructorStats } from '../components/instructor/instructor-stats';
import { InstructorStudents } from '../components/instructor/instructor-students';
import { RecentChats } from '../components/instructor/recent-chats';
import { RecentDiscussions } from '../components/instructor/recent-discussions';
import { RecentSubmissions } from '../components/instructor/recent-submissions';
import { SupportTickets } from '../components/instructor/support-tickets';
import { UpcomingSessions } from '../components/instructor/upcoming-sessions';
import { useLogLoadError } from '../lib/use-log-load-error';

/**
 * Instructor dashboard (spec part 1 §2). Stats, Recent Submissions and Students come from GET
 * /api/dashboard/instructor (New Assignment opens the Assignments tab with its form); each of
 * the other sections is its own component, filled by the feature it belongs to (assignments, live sessions,
 * chat, forums, support) and saying what will appear there until then.
 */
export default function InstructorDashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Instructor dashboard`);
  const user = useCurrentUser();
  const { data, isPending, error } = useInstructorDashboard();
  useLogLoadError(error, 'instructor dashboard');

  return (
    <DashboardLayout
      label={t`Instructor dashboard`}
      user={user}
      accent="teal"
      actions={
        <>
          <ButtonLink to="/instructor/courses" variant="secondary" icon={<BookIcon aria-hidden="true" />}>
            <Trans>Manage Courses</Trans>
          </ButtonLink>
          <ButtonLink
            to="/instructor/courses?tab=assignments&new=1"
            variant="secondary"
            icon={<PlusIcon aria-hidden="true" />}
          >
            <Trans>New Assignment</Trans>
          </ButtonLink>
          <ButtonLink
            to={user.role === 'admin' ? '/admin/coupons' : '/instructor/coupons'}
            variant="secondary"
            icon={<TagIcon aria-hidden="true" />}
          >
            <Trans>Coupons</Trans>
          </ButtonLink>
        </>
      }
    >
      <InstructorStats stats={data?.stats} loading={isPending} />
      <div className={styles.halves}>
        <div className={layoutOf('stack', 6, 'shrink')}>
          <RecentSubmissions submissions={data?.recentSubmissions ?? []} loading={isPending} />
          <UpcomingSessions />
          <InstructorStudents students={data?.students ?? []} loading={isPending} />
        </div>
        <div className={layoutOf('stack', 6, 'shrink')}>
          <RecentChats />
          <RecentDiscussions />
          <SupportTickets />
        </div>
      </div>
    </DashboardLayout>
  );
}
