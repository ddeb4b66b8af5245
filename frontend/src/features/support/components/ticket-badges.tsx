import type { TicketPriority, TicketStatus } from '@academy/shared/features/support/schemas';
import { Badge } from '../../../components/ui';
import { adminStatusTone, priorityLabels, priorityTone, statusTone } from '../lib/tickets';

/** A ticket's status as stored (open, in-progress, resolved, closed), in its colour. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge tone={statusTone[status]}>
      <span className="sr-only">Status: </span>
      {status}
    </Badge>
  );
}

/** The admin list's badge: the stored text in its filter group's style (open, pending, closed), else default. */
export function AdminStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={adminStatusTone(status)}>
      <span className="sr-only">Status: </span>
      {status}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Badge tone={priorityTone[priority]}>
      {priorityLabels[priority]}
      <span className="sr-only"> priority</span>
    </Badge>
  );
}
