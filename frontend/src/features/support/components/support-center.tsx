import type { Role } from '@academy/shared';
import type { TicketDetail } from '@academy/shared/features/support/schemas';
import { SUPPORT_MESSAGES } from '@academy/shared/features/support/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LifebuoyIcon, MessagesIcon, PlusIcon, TicketIcon } from '../../../components/icons/icons';
import { Button, EmptyState } from '../../../components/ui';
import { Page, PageHeader } from '../../../components/ui/kit';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { useClearNotificationsOnVisit } from '../../../lib/use-clear-notifications';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyEnrolledCourses } from '../../enrollments';
import { useMyTickets } from '../api/list-my-tickets';
import { TICKET_PARAM, withParams } from '../lib/tickets';
import { CreateTicketModal } from './create-ticket-modal';
import styles from './support.module.css';
import { TicketWorkspace } from './ticket-workspace';

/**
 * The support center (spec part 2: /student/support and /support-tickets): the caller's own tickets in a list
 * capped at 24rem, the first selected once it loads (the selection is in the address, ?ticket=), the selected
 * ticket's thread with a reply box while it is open or in progress, and New Ticket. Visiting reads the caller's
 * support notifications.
 */
export function SupportCenter({ role }: { role: Role }) {
  const { t } = useLingui();
  usePageTitle(t`Support Center`);
  useClearNotificationsOnVisit('support');
  const [params, setParams] = useSearchParams();
  const tickets = useMyTickets();
  const courses = useMyEnrolledCourses(role === 'student');
  const [creating, setCreating] = useState(false);
  const [chosen, setChosen] = useState(false);

  const list = tickets.data?.pages.flatMap((page) => page.tickets) ?? [];
  const requested = params.get(TICKET_PARAM);
  const firstId = list[0]?.id ?? null;
  const selectedId = requested ?? firstId;

  const select = (id: string | null) =>
    setParams((current) => withParams(current, { [TICKET_PARAM]: id }), {
      replace: true,
      preventScrollReset: true,
    });

  // The first ticket is selected once the list is there (spec part 2), and the address says so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `select` is new each render; only the ids matter
  useEffect(() => {
    if (!requested && firstId) select(firstId);
  }, [requested, firstId]);

  useEffect(() => {
    if (tickets.error) console.error('Loading support tickets failed', tickets.error);
  }, [tickets.error]);

  const hrefOf = (id: string) => `?${withParams(params, { [TICKET_PARAM]: id }).toString()}`;

  const onCreated = (ticket: TicketDetail) => {
    setCreating(false);
    setChosen(true);
    select(ticket.id);
  };

  return (
    <Page className={styles.page}>
      <PageHeader
        eyebrow={t`Help`}
        title={t`Support Center`}
        lead={t`Raise a ticket about anything that is in your way, and follow the replies here.`}
        actions={
          <Button icon={<PlusIcon aria-hidden="true" />} onClick={() => setCreating(true)}>
            <Trans>New Ticket</Trans>
          </Button>
        }
        stretchActions
      />

      <PageQuery
        query={tickets}
        loading={t`Loading your tickets`}
        failed={t`Your tickets could not be loaded`}
      >
        <TicketWorkspace
          title={t`Your tickets`}
          titleId="my-tickets-title"
          empty={
            <EmptyState
              icon={<TicketIcon />}
              title={SUPPORT_MESSAGES.noTickets}
              description={t`Open one with New Ticket; its replies will show here.`}
            />
          }
          tickets={list}
          selectedId={selectedId}
          hrefOf={hrefOf}
          onChoose={() => setChosen(true)}
          chosen={chosen}
          label={t`Your tickets`}
          pages={tickets}
          viewer="owner"
          idleIcon={list.length === 0 ? <LifebuoyIcon /> : <MessagesIcon />}
        />
      </PageQuery>

      {creating && (
        <CreateTicketModal
          courses={role === 'student' ? (courses.data ?? null) : null}
          onClose={() => setCreating(false)}
          onCreated={onCreated}
        />
      )}
    </Page>
  );
}
