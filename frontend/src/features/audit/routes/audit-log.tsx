import { type AuditAction, auditActions } from '@academy/shared';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ShieldIcon } from '../../../components/icons/icons';
import { EmptyState, TextField } from '../../../components/ui';
import { FilterBar, Page, PageHeader, TableCard, TableFooter, TableQuery } from '../../../components/ui/kit';
import { FilterChoice, FilterSearch } from '../../../components/ui/kit-filter-fields';
import { messageOf } from '../../../lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { formatCount } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AuditFilters } from '../api/keys';
import { useAuditEntries } from '../api/list-audit-entries';
import styles from '../components/audit.module.css';
import { actionLabels } from '../components/audit-labels';
import { AuditTable } from '../components/audit-table';

/** What an id box may hold before it is sent (the API's rule): anything else waits, unsent. */
const ID_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;
const idFilter = (text: string) => (ID_SHAPE.test(text) ? text : undefined);

/**
 * The audit log (issue 41, admins): every staff action that changed someone else's data, newest first, by action,
 * actor, target and day (IST): when, who, what, about what, before → after, and the request's id. Read only.
 */
export default function AuditLogPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Audit log`);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actorText, setActorText] = useState('');
  const [targetText, setTargetText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const actorId = useDebouncedValue(actorText.trim(), SEARCH_DEBOUNCE_MS);
  const targetId = useDebouncedValue(targetText.trim(), SEARCH_DEBOUNCE_MS);

  const filters: AuditFilters = {
    ...(action ? { action } : {}),
    ...(idFilter(actorId) ? { actorId } : {}),
    ...(idFilter(targetId) ? { targetId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const entries = useAuditEntries(filters);
  const list = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const shownCount = formatCount(list.length);
  const filtering = Object.keys(filters).length > 0;

  const actionOptions = [
    { value: '', label: t`All actions` },
    ...auditActions.map((value) => ({ value, label: i18n._(actionLabels[value]) })),
  ];

  return (
    <Page>
      <PageHeader
        size="md"
        title={t`Audit log`}
        lead={t`Every change staff made to someone else’s data: who, what, when, before and after. Entries are kept for at least a year and cannot be changed.`}
      />

      <TableCard>
        <FilterBar label={t`Filter the audit log`}>
          <FilterChoice
            label={t`Action`}
            options={actionOptions}
            value={action}
            onChoose={(value) => setAction(value as AuditAction | '')}
          />
          <FilterSearch
            label={t`Actor ID`}
            placeholder={t`Who acted`}
            maxLength={100}
            value={actorText}
            onSearch={setActorText}
          />
          <FilterSearch
            label={t`Target ID`}
            placeholder={t`A user, course, ticket, refund or submission`}
            maxLength={100}
            value={targetText}
            onSearch={setTargetText}
          />
          <TextField
            label={t`From (IST)`}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
            className={styles.dateField}
          />
          <TextField
            label={t`To (IST)`}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
            className={styles.dateField}
          />
        </FilterBar>

        <TableQuery
          query={entries}
          count={list.length}
          loading={t`Loading the audit log`}
          failed={t`The audit log could not be loaded`}
          reason={messageOf(entries.error, t`Please check your connection and try again.`)}
          empty={
            <EmptyState
              icon={<ShieldIcon />}
              title={t`No entries found`}
              description={
                filtering ? t`Try another action, id or day.` : t`Nothing has been recorded in the last year.`
              }
            />
          }
          busy={entries.isFetching && !entries.isFetchingNextPage}
        >
          <AuditTable entries={list} />
        </TableQuery>

        {list.length > 0 && (
          <TableFooter
            list={entries}
            showing={plural(list.length, {
              one: `Showing ${shownCount} entry`,
              other: `Showing ${shownCount} entries`,
            })}
          />
        )}
      </TableCard>
    </Page>
  );
}
