import { Trans, useLingui } from '@lingui/react/macro';
import { BookIcon } from '../../../components/icons/icons';
import { ButtonLink } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useInstructorDashboard } from '../api/get-instructor-dashboard';
import { DashboardLayout } from '../components/dashboard-layout';
import styles from '../components/dashboard-layout.module.css';
import { PlusIcon, TagIcon } from '../components/icons';
import { InstructorStats } from '../components/instructor/instructor-stats';
import { InstructorStudents } from '../components/instructor/instructor-students';
import { RecentChatsList } from '../components/instructor/recent-chats';
import { RecentDiscussionsList } from '../components/instructor/recent-discussions';
import { RecentSubmissions } from '../components/instructor/recent-submissions';
import { SupportTicketsList } from '../components/instructor/support-tickets';
import { UpcomingSessionsList } from '../components/instructor/upcoming-sessions';
import { useLogLoadError } from '../lib/use-log-load-error';

/**
 * Instructor dashboard (spec part 1 §2). Every section comes from the one GET /api/dashboard/instructor (New
 * Assignment opens the Assignments tab with its form): stats, Recent Submissions, Upcoming Sessions and Students,
 * then Recent Chats, Discussions and Support Tickets, each saying what will appear there until it has something.
 */
export default function InstructorDashboardPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const { data, isPending, error } = useInstructorDashboard();
  useLogLoadError(error, 'instructor dashboard');

  return (
    <DashboardLayout
      label={t`Instructor dashboard`}
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
          <UpcomingSessionsList sessions={data?.upcomingSessions ?? []} loading={isPending} />
          <InstructorStudents students={data?.students ?? []} loading={isPending} />
        </div>
        <div className={layoutOf('stack', 6, 'shrink')}>
          <RecentChatsList chats={data?.recentChats ?? []} loading={isPending} />
          <RecentDiscussionsList posts={data?.discussions ?? []} loading={isPending} />
          <SupportTicketsList tickets={data?.supportTickets ?? []} loading={isPending} />
        </div>
      </div>
    </DashboardLayout>
  );
}
