import { type AuditEntry, type Role, roles } from '@academy/shared';
import { useLingui } from '@lingui/react/macro';
import { RoleBadge } from '../../../components/ui';
import { DataTable, TableHead } from '../../../components/ui/kit';
import { layoutOf } from '../../../components/ui/kit-layout';
import { textOf } from '../../../components/ui/site-text';
import { formatDateTime } from '../../../lib/format';
import styles from './audit.module.css';
import { actionLabels, targetLabels } from './audit-labels';

const INDIA = 'Asia/Kolkata';

type Value = string | number | boolean | null | undefined;

/** A value before or after as the log shows it: none is a dash, the rest as stored (ids, statuses, numbers). */
const shown = (value: Value) => (value === null || value === undefined ? '—' : String(value));

/** Each field that an entry names, before → after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <>—</>;
  return (
    <ul className={layoutOf('stack', 1, 'bare')}>
      {fields.map((field) => (
        <li key={field}>
          <span className={textOf('muted')}>{field}: </span>
          {entry.before ? shown(entry.before[field]) : '—'} → {entry.after ? shown(entry.after[field]) : '—'}
        </li>
      ))}
    </ul>
  );
}

/** The audit log's rows: when (IST), who, what, about what, before → after, and the request's id. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useLingui();
  return (
    <DataTable className={styles.table}>
      <TableHead
        caption={t`Audit log`}
        columns={[
          { label: t`When (IST)` },
          { label: t`Who` },
          { label: t`Action` },
          { label: t`Target` },
          { label: t`Before → after` },
          { label: t`Request ID` },
        ]}
      />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={t`When (IST)`} className={styles.when}>
              <time dateTime={entry.at}>{formatDateTime(entry.at, INDIA)}</time>
            </td>
            <th scope="row" data-label={t`Who`}>
              <span className={styles.who}>
                {entry.actor.name}
                {(roles as readonly string[]).includes(entry.actor.role) ? (
                  <RoleBadge role={entry.actor.role as Role} />
                ) : (
                  <span className={`${styles.mono} ${textOf('xs', 'muted', 'wrap')}`}>
                    {entry.actor.role}
                  </span>
                )}
                <span className={`${styles.mono} ${textOf('xs', 'muted', 'wrap')}`}>{entry.actor.id}</span>
              </span>
            </th>
            <td data-label={t`Action`}>{i18n._(actionLabels[entry.action])}</td>
            <td data-label={t`Target`}>
              <span className={`${styles.target} ${layoutOf('stack', 1)}`}>
                <span>
                  {i18n._(targetLabels[entry.target.type])}: {entry.target.label}
                </span>
                <span className={`${styles.mono} ${textOf('xs', 'muted', 'wrap')}`}>{entry.target.id}</span>
              </span>
            </td>
            <td data-label={t`Before → after`} className={styles.changeCell}>
              <Changes entry={entry} />
            </td>
            <td
              data-label={t`Request ID`}
              className={`${styles.mono} ${textOf('xs', 'muted', 'wrap')} ${styles.requestId}`}
            >
              {entry.requestId}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
