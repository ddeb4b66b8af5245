import type { Ticket } from '@academy/shared/features/support/schemas';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Button, Card } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { textOf } from '../../../components/ui/site-text';
import { formatDateTime } from '../../../lib/format';
import { senderName } from '../lib/tickets';
import styles from './support.module.css';
import { AdminStatusBadge, PriorityBadge, ResponseDue } from './ticket-badges';

/**
 * One ticket of the admin list (spec part 2 §2): status badge, sender (Unknown User when the account is gone),
 * date, subject and message, and View Details, which opens the thread.
 */
export function AdminTicketCard({ ticket, onView }: { ticket: Ticket; onView: (id: string) => void }) {
  const titleId = useId();
  return (
    <Card
      as="article"
      padding="none"
      className={styles.adminCard}
      aria-labelledby={titleId}
      data-ticket-id={ticket.id}
    >
      <div className={layoutOf('row', 2)}>
        <AdminStatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
        <span className={`${styles.ticketCode} ${textOf('xs', 'semibold', 'muted')} ${styles.cardCode}`}>
          {ticket.ticketId}
        </span>
      </div>
      <h2 id={titleId} className={textOf('lg', 'snug', 'wrap')}>
        {ticket.subject}
      </h2>
      <p className={styles.adminCardMeta}>
        <span className={textOf('semibold', 'wrap')}>{senderName(ticket)}</span>
        <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
        <ResponseDue ticket={ticket} className={textOf('semibold')} />
      </p>
      <p className={styles.adminCardMessage}>{ticket.message}</p>
      <div className={styles.adminCardFoot}>
        <Button size="sm" variant="secondary" onClick={() => onView(ticket.id)}>
          <Trans>View Details</Trans>
          <span className="sr-only">: {ticket.subject}</span>
        </Button>
      </div>
    </Card>
  );
}
