import { SUPPORT_MESSAGES, ticketStatuses } from '@academy/shared/features/support/schemas';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TicketIcon } from '../../../components/icons/icons';
import { EmptyState, Select } from '../../../components/ui';
import { Page, PageHeader } from '../../../components/ui/kit';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { useClearNotificationsOnVisit } from '../../../lib/use-clear-notifications';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInstructorTickets } from '../api/list-instructor-tickets';
import styles from '../components/support.module.css';
import { TicketWorkspace } from '../components/ticket-workspace';
import { parseStatus, STATUS_PARAM, statusLabels, TICKET_PARAM, withParams } from '../lib/tickets';

/**
 * Instructor support tickets (/instructor/tickets?status=&ticket=; spec part 2): the tickets assigned to the
 * instructor (a ticket about a course goes to its instructor) with a status filter, the selected ticket's thread,
 * the four status buttons and a reply form (hidden once closed). Admins see the tickets assigned to them.
 */
export default function InstructorTicketsPage() {
  const { t, i18n } = useLingui();
  const statusOptions = [
    { value: '', label: t`All` },
    ...ticketStatuses.map((status) => ({ value: status, label: i18n._(statusLabels[status]) })),
  ];
  usePageTitle(t`Support Tickets`);
  useClearNotificationsOnVisit('support');
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get(STATUS_PARAM));
  const statusLabel = status ? i18n._(statusLabels[status]) : '';
  const tickets = useInstructorTickets(status);
  const [chosen, setChosen] = useState(false);

  const list = tickets.data?.pages.flatMap((page) => page.tickets) ?? [];
  const requested = params.get(TICKET_PARAM);
  const firstId = tickets.isPlaceholderData ? null : (list[0]?.id ?? null);
  const selectedId = requested ?? firstId;

  const change = (next: Record<string, string | null>) =>
    setParams((current) => withParams(current, next), { replace: true, preventScrollReset: true });

  // The first ticket of the list is selected until the instructor picks one, and the address says so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `change` is new each render; only the ids matter
  useEffect(() => {
    if (!requested && firstId) change({ [TICKET_PARAM]: firstId });
  }, [requested, firstId]);

  useEffect(() => {
    if (tickets.error) console.error('Loading support tickets failed', tickets.error);
  }, [tickets.error]);

  const hrefOf = (id: string) => `?${withParams(params, { [TICKET_PARAM]: id }).toString()}`;

  const statusFilter = (
    <search className={styles.paneFilter} aria-label={t`Filter tickets`}>
      <Select
        label={t`Status`}
        options={statusOptions}
        value={status ?? ''}
        onChange={(event) => {
          setChosen(false);
          change({ [STATUS_PARAM]: event.target.value || null, [TICKET_PARAM]: null });
        }}
      />
    </search>
  );

  return (
    <Page className={styles.page}>
      <PageHeader
        eyebrow={t`Teaching`}
        title={t`Support Tickets`}
        lead={t`Your students’ tickets: answer them in the thread and move each one along to resolved.`}
      />

      <PageQuery query={tickets} loading={t`Loading tickets`} failed={t`Tickets could not be loaded`}>
        <TicketWorkspace
          title={statusLabel ? t`Tickets: ${statusLabel}` : t`All tickets`}
          titleId="assigned-tickets-title"
          busy={tickets.isPlaceholderData}
          filter={statusFilter}
          empty={
            <EmptyState
              icon={<TicketIcon />}
              title={SUPPORT_MESSAGES.noTickets}
              description={
                status
                  ? t`None of your tickets is ${statusLabel}.`
                  : t`Tickets your students raise about your courses will appear here.`
              }
            />
          }
          tickets={list}
          selectedId={selectedId}
          hrefOf={hrefOf}
          onChoose={() => setChosen(true)}
          chosen={chosen}
          label={t`Tickets`}
          showSender
          pages={tickets}
          viewer="staff"
        />
      </PageQuery>
    </Page>
  );
}
