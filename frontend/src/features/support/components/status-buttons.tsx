import {
  SUPPORT_MESSAGES,
  type TicketStatus,
  ticketStatuses,
} from '@academy/shared/features/support/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon } from '../../../components/icons/icons';
import { Alert, Button } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { refusalReason } from '../../../components/ui/kit-load-failed';
import { textOf } from '../../../components/ui/site-text';
import { useSetTicketStatus } from '../api/set-ticket-status';
import { statusLabels } from '../lib/tickets';
import styles from './support.module.css';

/**
 * The four status buttons (spec part 2: open, in-progress, resolved, closed; any of them at any time). The
 * current one is pressed and disabled; a failure shows the spec's alert.
 */
export function StatusButtons({ ticketId, status }: { ticketId: string; status: TicketStatus }) {
  const { i18n } = useLingui();
  const change = useSetTicketStatus();
  const pendingStatus = change.isPending ? change.variables?.status : undefined;
  const reason = refusalReason(change.error);
  return (
    <div className={layoutOf('stack', 3)}>
      <fieldset className={styles.statusButtons}>
        <legend className="sr-only">
          <Trans>Set status</Trans>
        </legend>
        {ticketStatuses.map((option) => {
          const current = option === status;
          return (
            <Button
              key={option}
              size="sm"
              variant={current ? 'primary' : 'secondary'}
              aria-pressed={current}
              disabled={current || change.isPending}
              busy={pendingStatus === option}
              icon={current ? <CheckIcon aria-hidden="true" /> : undefined}
              className={`${styles.statusButton} ${textOf('capitalize')}`}
              onClick={() => change.mutate({ id: ticketId, status: option })}
            >
              {i18n._(statusLabels[option])}
            </Button>
          );
        })}
      </fieldset>
      {change.isError && (
        <Alert tone="error" title={SUPPORT_MESSAGES.statusFailed}>
          {reason}
        </Alert>
      )}
    </div>
  );
}
