import { SUPPORT_MESSAGES, type TicketDetail } from '@academy/shared/features/support/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { LoadFailed } from '../../../components/ui/kit-load-failed';
import { Note } from '../../../components/ui/kit-note';
import { ApiError } from '../../../lib/api-client';
import { useTicket } from '../api/get-ticket';
import { statusLabels, takesMessages } from '../lib/tickets';
import { AssigneePicker } from './assignee-picker';
import { StatusButtons } from './status-buttons';
import styles from './support.module.css';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketThread } from './ticket-thread';

/** Whose screen shows the ticket: its owner (the support center) or staff (instructor and admin). */
export type TicketViewer = 'owner' | 'staff';

interface TicketDetailPaneProps {
  ticketId: string;
  viewer: TicketViewer;
  headingLevel?: 2 | 3;
  hideSubject?: boolean;
  focusOnShow?: boolean;
  /** Staff who may route the ticket to someone else (admins on the ticket desk) get the assignee picker. */
  canAssign?: boolean;
}

/** One ticket, loaded by id: its thread and what the viewer may do with it. */
export function TicketDetailPane({
  ticketId,
  viewer,
  headingLevel,
  hideSubject,
  focusOnShow,
  canAssign = false,
}: TicketDetailPaneProps) {
  const { t } = useLingui();
  const query = useTicket(ticketId);
  if (query.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner label={t`Loading the ticket`} />
      </div>
    );
  }
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    return (
      <LoadFailed
        title={missing ? t`This ticket could not be found` : t`The ticket could not be loaded`}
        error={query.error}
        onRetry={missing ? undefined : () => void query.refetch()}
      />
    );
  }
  const ticket = query.data;
  return (
    <div className={layoutOf('stack', 5, 'shrink')}>
      <TicketThread
        ticket={ticket}
        headingLevel={headingLevel}
        hideSubject={hideSubject}
        focusOnShow={focusOnShow}
      />
      {viewer === 'staff' ? (
        <StaffActions ticket={ticket} canAssign={canAssign} />
      ) : (
        <OwnerActions ticket={ticket} />
      )}
    </div>
  );
}

/** The owner replies while the ticket is open or in progress; otherwise the screen says it is finished. */
function OwnerActions({ ticket }: { ticket: TicketDetail }) {
  if (!takesMessages(ticket.status)) return <FinishedNote status={ticket.status} />;
  return (
    <TicketReplyForm
      key={ticket.id}
      ticketId={ticket.id}
      subject={ticket.subject}
      failureText={`❌ ${SUPPORT_MESSAGES.sendFailed}`}
    />
  );
}

/**
 * Staff set the status with the four buttons and reply; an admin also routes the ticket to a staff member. The
 * reply form is hidden once the ticket is closed (spec part 2); a resolved ticket shows it disabled, as the API
 * takes no message until it is reopened.
 */
function StaffActions({ ticket, canAssign }: { ticket: TicketDetail; canAssign: boolean }) {
  return (
    <>
      {canAssign && <AssigneePicker ticket={ticket} />}
      <StatusButtons ticketId={ticket.id} status={ticket.status} />
      {ticket.status === 'closed' ? (
        <FinishedNote status="closed" />
      ) : (
        <TicketReplyForm
          key={ticket.id}
          ticketId={ticket.id}
          subject={ticket.subject}
          failureText={SUPPORT_MESSAGES.instructorSendFailed}
          disabled={ticket.status === 'resolved'}
          note={
            ticket.status === 'resolved' ? (
              <Note>
                <Trans>This ticket is resolved. Set it to open or in-progress to reply.</Trans>
              </Note>
            ) : undefined
          }
        />
      )}
    </>
  );
}

function FinishedNote({ status }: { status: TicketDetail['status'] }) {
  const { i18n } = useLingui();
  const label = i18n._(statusLabels[status]);
  return (
    <p className={styles.finished} role="status">
      <Trans>This ticket is {label}. No new messages can be added.</Trans>
    </p>
  );
}
