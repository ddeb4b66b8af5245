import { SUPPORT_MESSAGES, type Ticket } from '@academy/shared/features/support/schemas';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MessagesIcon } from '../../../components/icons/icons';
import { Card, EmptyState } from '../../../components/ui';
import type { NextPages } from '../../../components/ui/kit-list';
import { textOf } from '../../../components/ui/site-text';
import styles from './support.module.css';
import { TicketDetailPane, type TicketViewer } from './ticket-detail';
import { TicketList } from './ticket-list';

interface TicketWorkspaceProps {
  /** The list pane's h2, its count after it. */
  title: ReactNode;
  titleId: string;
  /** The list is being read again (placeholder data under a new filter). */
  busy?: boolean;
  /** Under the title: the list's filter. */
  filter?: ReactNode;
  /** What the list pane shows with no tickets. */
  empty: ReactNode;
  tickets: readonly Ticket[];
  selectedId: string | null;
  hrefOf: (id: string) => string;
  /** A ticket was picked from the list: its thread takes the focus. */
  onChoose: () => void;
  chosen: boolean;
  /** The list's accessible name. */
  label: string;
  showSender?: boolean;
  /** The list's infinite query: Load more reads its next page. */
  pages: NextPages;
  viewer: TicketViewer;
  /** The detail pane's icon while no ticket is selected. */
  idleIcon?: ReactNode;
}

/** A caller's tickets in a list pane beside the selected ticket's thread (side by side from a tablet up). */
export function TicketWorkspace({
  title,
  titleId,
  busy,
  filter,
  empty,
  tickets,
  selectedId,
  hrefOf,
  onChoose,
  chosen,
  label,
  showSender,
  pages,
  viewer,
  idleIcon = <MessagesIcon />,
}: TicketWorkspaceProps) {
  const { t } = useLingui();
  return (
    <div className={styles.workspace}>
      <Card
        as="section"
        padding="none"
        className={styles.listPane}
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
      >
        <h2 id={titleId} className={styles.paneTitle}>
          {title} <span className={textOf('medium', 'muted')}>({tickets.length})</span>
        </h2>
        {filter}
        {tickets.length === 0 ? (
          empty
        ) : (
          <TicketList
            tickets={tickets}
            selectedId={selectedId}
            hrefOf={hrefOf}
            onChoose={onChoose}
            label={label}
            showSender={showSender}
            pages={pages}
          />
        )}
      </Card>
      <Card as="section" aria-label={t`Ticket details`}>
        {selectedId ? (
          <TicketDetailPane ticketId={selectedId} viewer={viewer} focusOnShow={chosen} />
        ) : (
          <EmptyState icon={idleIcon} title={SUPPORT_MESSAGES.selectTicket} headingLevel={2} />
        )}
      </Card>
    </div>
  );
}
