import type { Ticket, TicketPriority, TicketStatus } from '@academy/shared/features/support/schemas';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Badge } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import {
  adminStatusTone,
  priorityLabels,
  priorityTone,
  statusLabels,
  statusTone,
  takesMessages,
} from '../lib/tickets';

const statusPrefix = msg`Status: `;
const prioritySuffix = msg` priority`;

/** A ticket's status as stored (open, in-progress, resolved, closed), in its colour. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={statusTone[status]}>
      <span className="sr-only">{i18n._(statusPrefix)}</span>
      {i18n._(statusLabels[status])}
    </Badge>
  );
}

/** The admin list's badge: the stored text in its filter group's style (open, pending, closed), else default. */
export function AdminStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const label = statusLabels[status as TicketStatus];
  return (
    <Badge tone={adminStatusTone(status)}>
      <span className="sr-only">{i18n._(statusPrefix)}</span>
      {label ? i18n._(label) : status}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={priorityTone[priority]}>
      {i18n._(priorityLabels[priority])}
      <span className="sr-only">{i18n._(prioritySuffix)}</span>
    </Badge>
  );
}

/**
 * A grievance's deadline (a privacy ticket, issue 41): "Response due by 28 Dec 2026", the day in India's time, while
 * the ticket is open or in progress; nothing on other tickets or once it is resolved or closed.
 */
export function ResponseDue({
  ticket,
  className,
}: {
  ticket: Pick<Ticket, 'respondBy' | 'status'>;
  className?: string;
}) {
  if (!ticket.respondBy || !takesMessages(ticket.status)) return null;
  const due = formatDate(ticket.respondBy, 'Asia/Kolkata');
  return (
    <span className={className}>
      <Trans>
        Response due by <time dateTime={ticket.respondBy}>{due}</time>
      </Trans>
    </span>
  );
}
