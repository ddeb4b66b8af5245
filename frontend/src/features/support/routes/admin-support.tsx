import { SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@academy/shared/features/support/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RefreshIcon, TicketIcon } from '../../../components/icons/icons';
import { Alert, Button, Card, EmptyState, Modal, Select, Spinner } from '../../../components/ui';
import { CardGrid, FilterBar, Page, PageHeader, PageLoading } from '../../../components/ui/kit';
import { FilterSearch } from '../../../components/ui/kit-filter-fields';
import { LoadMore } from '../../../components/ui/kit-list';
import { messageOf } from '../../../lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { useClearNotificationsOnVisit } from '../../../lib/use-clear-notifications';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearchReadOn } from '../../../lib/use-search-read-on';
import { useAdminSupport } from '../api/list-admin-support';
import { AdminTicketCard } from '../components/admin-ticket-card';
import styles from '../components/support.module.css';
import { TicketDetailPane } from '../components/ticket-detail';
import {
  parseAdminFilter,
  SEARCH_PARAM,
  STATUS_PARAM,
  TICKET_PARAM,
  ticketCountLabel,
  withParams,
} from '../lib/tickets';

/** The status filter as the spec words it (part 2 §2), over the stored statuses (see ADMIN_FILTER_STATUSES). */
const statusOptions: { value: string; label: MessageDescriptor }[] = [
  { value: '', label: msg`All Statuses` },
  { value: 'open', label: msg`Open` },
  { value: 'pending', label: msg`Pending` },
  { value: 'closed', label: msg`Closed` },
];

/**
 * Admin support tickets (/admin/support?status=&q=&ticket=; spec part 2 §2, part 1 §8): every ticket, newest
 * first, with Refresh, a search the server runs case-insensitively over subject, message, sender name and code
 * (pages that found few matches are read on without a click, so a match far back still turns up), the Open /
 * Pending / Closed filter, a count, and a card per ticket whose View Details opens the thread, where the admin
 * can reply, set the status and route the ticket to an instructor or admin. Loading, error (Try Again) and empty
 * states as the spec words them.
 */
export default function AdminSupportPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Support Tickets`);
  useClearNotificationsOnVisit('support');
  const [params, setParams] = useSearchParams();
  const status = parseAdminFilter(params.get(STATUS_PARAM));
  const [searchText, setSearchText] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const tickets = useAdminSupport({ status, search });
  const openId = params.get(TICKET_PARAM);

  const change = (next: Record<string, string | null>) =>
    setParams((current) => withParams(current, next), { replace: true, preventScrollReset: true });

  // The search the list shows is kept in the address too (a reload or a shared link keeps it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `change` is new each render; only the text matters
  useEffect(() => {
    if ((params.get(SEARCH_PARAM) ?? '') !== search) change({ [SEARCH_PARAM]: search || null });
  }, [search]);

  useEffect(() => {
    if (tickets.error) console.error('Loading support tickets failed', tickets.error);
  }, [tickets.error]);

  const list = tickets.data?.pages.flatMap((page) => page.tickets) ?? [];
  useSearchReadOn(search && `${status ?? ''}|${search}`, list.length, SUPPORT_LIMITS.pageSize, tickets);
  const filtering = Boolean(status || search);
  const opened = openId ? list.find((ticket) => ticket.id === openId) : undefined;

  return (
    <Page className={styles.page}>
      <PageHeader
        eyebrow={t`Administration`}
        title={t`Support Tickets`}
        lead={t`Every ticket learners and staff have raised, newest first.`}
        actions={
          <Button
            variant="secondary"
            icon={<RefreshIcon aria-hidden="true" />}
            busy={tickets.isRefetching && !tickets.isFetchingNextPage}
            busyText={t`Refreshing...`}
            onClick={() => void tickets.refetch()}
          >
            <Trans>Refresh</Trans>
          </Button>
        }
        stretchActions
      />

      <FilterBar panel label={t`Filter tickets`}>
        <FilterSearch
          label={t`Search tickets`}
          placeholder={t`Subject, message or sender`}
          maxLength={SUPPORT_LIMITS.search}
          value={searchText}
          onSearch={setSearchText}
        />
        <Select
          label={t`Status`}
          options={statusOptions.map((option) => ({ ...option, label: i18n._(option.label) }))}
          value={status ?? ''}
          onChange={(event) => change({ [STATUS_PARAM]: event.target.value || null })}
          className={styles.selectField}
        />
      </FilterBar>

      {tickets.isPending ? (
        <PageLoading label={t`Loading tickets`} />
      ) : tickets.isError && !tickets.data ? (
        <Card className={styles.errorCard} role="alert">
          <h2 className={styles.errorTitle}>{SUPPORT_MESSAGES.adminLoadFailedHeading}</h2>
          <p>{messageOf(tickets.error, SUPPORT_MESSAGES.adminLoadFailed)}</p>
          <Button variant="secondary" onClick={() => void tickets.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </Card>
      ) : (
        <>
          <p
            className={styles.countLabel}
            aria-live="polite"
            aria-busy={tickets.isPlaceholderData || undefined}
          >
            {ticketCountLabel(list.length)}
            {tickets.isFetching && !tickets.isFetchingNextPage && <Spinner size="sm" label={t`Updating`} />}
          </p>
          {tickets.isError && (
            <Alert tone="error">{messageOf(tickets.error, SUPPORT_MESSAGES.adminLoadFailed)}</Alert>
          )}
          {list.length === 0 ? (
            <Card>
              <EmptyState
                icon={<TicketIcon />}
                title={SUPPORT_MESSAGES.noTickets}
                headingLevel={2}
                description={
                  tickets.isFetchingNextPage
                    ? t`Searching older tickets...`
                    : tickets.hasNextPage
                      ? t`No matches among the newest tickets; Load more searches older ones.`
                      : filtering
                        ? SUPPORT_MESSAGES.adjustFilters
                        : SUPPORT_MESSAGES.noTicketsYet
                }
              />
            </Card>
          ) : (
            <CardGrid minWidth="22rem" gap="tight" aria-label={t`Tickets`}>
              {list.map((ticket) => (
                <li key={ticket.id}>
                  <AdminTicketCard ticket={ticket} onView={(id) => change({ [TICKET_PARAM]: id })} />
                </li>
              ))}
            </CardGrid>
          )}
          <LoadMore pages={tickets} />
        </>
      )}

      {openId && (
        <Modal
          open
          size="lg"
          title={opened?.subject ?? t`Ticket details`}
          onClose={() => change({ [TICKET_PARAM]: null })}
        >
          <TicketDetailPane
            ticketId={openId}
            viewer="staff"
            canAssign
            hideSubject={Boolean(opened)}
            headingLevel={3}
          />
        </Modal>
      )}
    </Page>
  );
}
