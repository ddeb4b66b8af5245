import type { SessionStatus } from '@academy/shared/features/live-sessions/schemas';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Badge } from '../../../components/ui';
import badge from '../../../components/ui/badge.module.css';
import { STATUS_LABELS, statusTone } from '../lib/sessions';
import styles from './live-sessions.module.css';

/**
 * A session's status in the spec's colours (live red, scheduled blue, completed green, cancelled grey). A live
 * session says "Live now" with a pulsing dot (still when the viewer asks for reduced motion).
 */
export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { i18n } = useLingui();
  if (status === 'live') {
    return (
      <span className={`${badge.badge} ${badge.red} ${styles.liveNow}`}>
        <span className={styles.liveDot} aria-hidden="true" />
        <Trans>Live now</Trans>
      </span>
    );
  }
  return <Badge tone={statusTone(status)}>{i18n._(STATUS_LABELS[status])}</Badge>;
}
