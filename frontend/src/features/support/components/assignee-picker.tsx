import type { TicketDetail } from '@academy/shared/features/support/schemas';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Alert, Button, Select, Spinner, TextField } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { NextPageButton } from '../../../components/ui/kit-list';
import { refusalReason } from '../../../components/ui/kit-load-failed';
import { Note } from '../../../components/ui/kit-note';
import { Picker, PickerFilters, PickList, PickRow } from '../../../components/ui/kit-picker';
import { textOf } from '../../../components/ui/site-text';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { StaffFilters } from '../api/keys';
import { useStaff } from '../api/list-staff';
import { useSetTicketStatus } from '../api/set-ticket-status';
import styles from './support.module.css';

/** What the picker says when a change is refused: the server's reason (a 4xx), else a generic line. */
function failureText(error: unknown): string {
  return refusalReason(error) || translate`Please check your connection and try again.`;
}

/**
 * Routing a ticket (admins): who has it now, Unassign, and a picker that finds an active instructor or admin by
 * name or email (the server searches every page of the role; More reads on) and hands the ticket to them. Only
 * the assignee changes: the status stays as it is. The new assignee is told by the server, once.
 */
export function AssigneePicker({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  const roleOptions = [
    { value: 'instructor', label: t`Instructors` },
    { value: 'admin', label: t`Admins` },
  ];
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<StaffFilters['role']>('instructor');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const staff = useStaff({ role, search }, open);
  const change = useSetTicketStatus();
  const headingId = useId();
  const people = (staff.data?.pages.flatMap((page) => page.users) ?? []).filter((user) => user.isActive);
  const current = ticket.assignedTo;
  const pendingId = change.isPending ? change.variables?.assignedTo : undefined;

  const assign = (assignedTo: string | null) =>
    change.mutate({ id: ticket.id, assignedTo }, { onSuccess: () => setOpen(false) });

  return (
    <section className={styles.assignBlock} aria-labelledby={headingId}>
      <div className={styles.assignSummary}>
        <p id={headingId} className={textOf('sm', 'wrap')}>
          {t`Assignee: `}
          <strong>{current?.name ?? t`nobody yet (the support team)`}</strong>
        </p>
        <div className={layoutOf('row', 2)}>
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={open}
            onClick={() => {
              change.reset();
              setOpen((shown) => !shown);
            }}
          >
            {open ? t`Cancel` : current ? t`Reassign` : t`Assign`}
          </Button>
          {current && (
            <Button
              size="sm"
              variant="ghost"
              busy={change.isPending && pendingId === null}
              busyText={t`Unassigning...`}
              disabled={change.isPending}
              onClick={() => assign(null)}
            >
              <Trans>Unassign</Trans>
            </Button>
          )}
        </div>
      </div>
      {change.isError && (
        <Alert tone="error" title={t`❌ Failed to assign the ticket`}>
          {failureText(change.error)}
        </Alert>
      )}
      {open && (
        <Picker>
          <PickerFilters as="search" columns="minmax(8rem, 12rem) minmax(0, 1fr)" aria-label={t`Find staff`}>
            <Select
              label={t`Role`}
              options={roleOptions}
              value={role}
              onChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'instructor')}
            />
            <TextField
              label={t`Find by name or email`}
              type="search"
              autoComplete="off"
              placeholder={t`e.g. Kavya`}
              maxLength={100}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </PickerFilters>
          {staff.isPending ? (
            <Spinner size="sm" label={t`Loading staff`} />
          ) : staff.isError && !staff.data ? (
            <Alert tone="error" title={t`Staff could not be loaded`}>
              <Button size="sm" variant="secondary" onClick={() => void staff.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Alert>
          ) : (
            <>
              {people.length === 0 ? (
                <Note aria-live="polite">
                  {staff.hasNextPage
                    ? t`Nobody found among the newest; More searches further.`
                    : role === 'admin'
                      ? t`No active admin matches.`
                      : t`No active instructor matches.`}
                </Note>
              ) : (
                <PickList maxHeight="16rem" aria-label={role === 'admin' ? t`Admins` : t`Instructors`}>
                  {people.map((person) => {
                    const isCurrent = person.id === current?._id;
                    const name = person.name;
                    return (
                      <PickRow
                        key={person.id}
                        name={person.name}
                        nameWeight="medium"
                        detail={person.email}
                        action={
                          <Button
                            size="sm"
                            variant={isCurrent ? 'ghost' : 'primary'}
                            disabled={isCurrent || change.isPending}
                            busy={pendingId === person.id}
                            busyText={t`Assigning...`}
                            aria-label={isCurrent ? t`${name} has it` : t`Assign to ${name}`}
                            onClick={() => assign(person.id)}
                          >
                            {isCurrent ? t`Assigned` : t`Assign`}
                          </Button>
                        }
                      />
                    );
                  })}
                </PickList>
              )}
              <NextPageButton pages={staff} size="sm" variant="secondary">
                <Trans>More</Trans>
              </NextPageButton>
            </>
          )}
        </Picker>
      )}
    </section>
  );
}
