import { DASHBOARD_LIMITS } from '@academy/shared/features/dashboards/schemas';
import type { Ticket } from '@academy/shared/features/support/schemas';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../../lib/format';
import { PriorityBadge, StatusBadge } from '../../../support';
import styles from '../dashboard-layout.module.css';
import { DashboardRows, DashboardSection } from '../dashboard-section';

/** Where a ticket's subject leads: the instructor's tickets with it open. */
export const ticketHref = (ticket: Pick<Ticket, 'id'>) =>
  `/instructor/tickets?${new URLSearchParams({ ticket: ticket.id }).toString()}`;

/**
 * Support Tickets (spec part 1 §2): the 3 newest tickets assigned to the instructor, from `supportTickets` of
 * GET /api/dashboard/instructor (the page's query, handed down), each with its code, status and
 * priority, opening it on the tickets screen.
 */
export function SupportTicketsList({ tickets, loading }: { tickets: readonly Ticket[]; loading: boolean }) {
  const { t } = useLingui();
  const shown = [...tickets]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, DASHBOARD_LIMITS.instructorTickets);
  return (
    <DashboardSection
      title={t`Support Tickets`}
      busy={loading}
      link={{ to: '/instructor/tickets', label: t`All tickets` }}
      skeleton={{ rows: 3, label: t`Loading tickets` }}
      empty={shown.length === 0 && t`No support tickets yet. Tickets about your courses will appear here.`}
    >
      <DashboardRows
        items={shown}
        keyOf={(ticket) => ticket.id}
        title={(ticket) => ticket.subject}
        href={ticketHref}
        meta={(ticket) => (
          <>
            <span className={styles.line}>
              {ticket.ticketId}
              {ticket.user ? ` · ${ticket.user.name}` : ''}
            </span>
            <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
          </>
        )}
        side={(ticket) => (
          <>
            <StatusBadge status={ticket.status} />
            <PriorityBadge priority={ticket.priority} />
          </>
        )}
      />
    </DashboardSection>
  );
}
