import { SUPPORT_LIMITS, type Ticket } from '@academy/shared/features/support/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { layoutOf } from '../../../components/ui/kit-layout';
import { NextPageButton, type NextPages } from '../../../components/ui/kit-list';
import { textOf } from '../../../components/ui/site-text';
import { formatDate } from '../../../lib/format';
import { useSelectedInView } from '../../../lib/use-selected-in-view';
import styles from './support.module.css';
import { PriorityBadge, ResponseDue, StatusBadge } from './ticket-badges';

interface TicketListProps {
  tickets: readonly Ticket[];
  selectedId: string | null;
  /** The address of the screen with this ticket selected. */
  hrefOf: (id: string) => string;
  /** A ticket was chosen by the user (not by the address). */
  onChoose?: (id: string) => void;
  /** The list's accessible name. */
  label: string;
  /** Name the sender on each ticket (the staff lists). */
  showSender?: boolean;
  /** The list's infinite query: Load more reads its next page. */
  pages: NextPages;
}

/**
 * A list of tickets, each with its subject, code (TKT-…), status, priority and date; the selected one is marked
 * (aria-current). It is capped at the spec's 24rem and scrolls; a ticket chosen through the address is brought
 * into view inside it.
 */
export function TicketList({
  tickets,
  selectedId,
  hrefOf,
  onChoose,
  label,
  showSender = false,
  pages,
}: TicketListProps) {
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);

  useSelectedInView(scrollRef, 'data-ticket-id', selectedId);

  return (
    <div
      ref={scrollRef}
      className={styles.listScroll}
      style={{ maxHeight: `${SUPPORT_LIMITS.listMaxHeightRem}rem` }}
      data-testid="ticket-list-scroll"
    >
      <ul className={styles.ticketList} aria-label={label}>
        {tickets.map((ticket) => {
          const selected = ticket.id === selectedId;
          return (
            <li key={ticket.id}>
              <Link
                to={hrefOf(ticket.id)}
                replace
                preventScrollReset
                aria-current={selected ? 'true' : undefined}
                data-ticket-id={ticket.id}
                className={styles.ticketLink}
                onClick={() => onChoose?.(ticket.id)}
              >
                <span className={textOf('semibold', 'snug', 'wrap')}>{ticket.subject}</span>
                <span className={styles.ticketMeta}>
                  <span className={`${styles.ticketCode} ${textOf('xs', 'semibold', 'muted')}`}>
                    {ticket.ticketId}
                  </span>
                  {showSender && <span>{ticket.user?.name ?? t`Unknown User`}</span>}
                  <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt)}</time>
                </span>
                <span className={layoutOf('row', 2)}>
                  <StatusBadge status={ticket.status} />
                  <PriorityBadge priority={ticket.priority} />
                </span>
                <ResponseDue ticket={ticket} className={styles.ticketMeta} />
              </Link>
            </li>
          );
        })}
      </ul>
      {pages.hasNextPage && (
        <div className={styles.listMore}>
          <NextPageButton pages={pages} size="sm" variant="secondary">
            <Trans>Load more</Trans>
          </NextPageButton>
        </div>
      )}
    </div>
  );
}
