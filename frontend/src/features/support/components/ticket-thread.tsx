import type { TicketDetail } from '@academy/shared/features/support/schemas';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Badge } from '../../../components/ui';
import { Fact, Facts } from '../../../components/ui/kit-facts';
import { layoutOf } from '../../../components/ui/kit-layout';
import { Note } from '../../../components/ui/kit-note';
import {
  Thread,
  ThreadEntry,
  ThreadHead,
  ThreadSender,
  ThreadText,
  ThreadTime,
} from '../../../components/ui/kit-thread';
import thread from '../../../components/ui/kit-thread.module.css';
import { textOf } from '../../../components/ui/site-text';
import { formatDateTime } from '../../../lib/format';
import { categoryLabels, senderName } from '../lib/tickets';
import styles from './support.module.css';
import { PriorityBadge, ResponseDue, StatusBadge } from './ticket-badges';

interface TicketMessage {
  id: string;
  sender: string;
  isStaff: boolean;
  text: string;
  at: string;
}

/** The thread as read: the description opens it, in the sender's name, then every reply, oldest first. */
export function threadOf(ticket: TicketDetail): TicketMessage[] {
  return [
    {
      id: `${ticket.id}-opening`,
      sender: senderName(ticket),
      isStaff: false,
      text: ticket.description,
      at: ticket.createdAt,
    },
    ...ticket.messages.map((message) => ({
      id: message._id,
      sender: message.sender.name,
      isStaff: message.isStaff,
      text: message.message,
      at: message.timestamp,
    })),
  ];
}

interface TicketThreadProps {
  ticket: TicketDetail;
  headingLevel?: 2 | 3;
  /** Hide the subject (a dialog already shows it as its title). */
  hideSubject?: boolean;
  /** Move focus to the subject when this ticket shows (the user picked it from the list). */
  focusOnShow?: boolean;
}

/**
 * One ticket (spec part 2 §10): subject, code, status and priority, category, course and assignee, then the
 * thread with each sender's name, staff marked, and the time. Text stays text.
 */
export function TicketThread({
  ticket,
  headingLevel = 2,
  hideSubject = false,
  focusOnShow = false,
}: TicketThreadProps) {
  const { t, i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ref = useRef<HTMLHeadingElement | null>(null);
  // Once per ticket: a refetch of the same ticket leaves focus where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly shown ticket moves focus
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [ticket.id]);
  const threadId = useId();
  const entries = threadOf(ticket);
  const earlier = ticket.messageCount - ticket.messages.length;
  const messages = ticket.messageCount + 1;
  const newest = ticket.messages.length;
  return (
    <div className={layoutOf('stack', 4, 'shrink')}>
      <header className={styles.threadHeader}>
        {!hideSubject && (
          <Heading ref={ref} tabIndex={-1} className={`${thread.title} ${textOf('2xl', 'tight')}`}>
            {ticket.subject}
          </Heading>
        )}
        <div className={layoutOf('row', 2)}>
          <span className={`${styles.ticketCode} ${textOf('xs', 'semibold', 'muted')}`}>
            {ticket.ticketId}
          </span>
          <StatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
          <Badge tone="purple">{i18n._(categoryLabels[ticket.category])}</Badge>
        </div>
        <Facts className={styles.facts}>
          <Fact label={t`Opened`}>
            <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
          </Fact>
          {ticket.course && <Fact label={t`Course`}>{ticket.course.title}</Fact>}
          <Fact label={t`Assigned to`}>{ticket.assignedTo?.name ?? t`Support team`}</Fact>
        </Facts>
        <ResponseDue ticket={ticket} className={textOf('sm', 'semibold')} />
      </header>
      <p id={threadId} className="sr-only">
        {plural(messages, { one: 'Conversation, # message', other: 'Conversation, # messages' })}
      </p>
      {earlier > 0 && (
        <Note>
          {plural(earlier, {
            one: `# earlier reply not shown; the newest ${newest} follow the description.`,
            other: `# earlier replies not shown; the newest ${newest} follow the description.`,
          })}
        </Note>
      )}
      <Thread aria-labelledby={threadId}>
        {entries.map((entry) => (
          <ThreadEntry key={entry.id} tone={entry.isStaff ? 'staff' : 'boxed'}>
            <ThreadHead>
              <ThreadSender>{entry.sender}</ThreadSender>
              {entry.isStaff && (
                <Badge tone="blue">
                  <Trans>Staff</Trans>
                </Badge>
              )}
              <ThreadTime at={entry.at}>{formatDateTime(entry.at)}</ThreadTime>
            </ThreadHead>
            <ThreadText>{entry.text}</ThreadText>
          </ThreadEntry>
        ))}
      </Thread>
    </div>
  );
}
