import type { LiveSession } from '@academy/shared/features/live-sessions/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { type MouseEvent, useState } from 'react';
import { ExternalLinkIcon, VideoIcon } from '../../../components/icons/icons';
import { buttonClassName } from '../../../components/ui';
import { messageOf } from '../../../lib/api-client';
import { useJoinSession } from '../api/join-session';
import styles from './live-sessions.module.css';

/** A plain left click; a modified or middle click opens the link the browser's own way. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Join (spec part 2): POST /api/live-sessions/{id}/join records the student's attendance once and answers
 * with the meeting link, which opens in a new tab. The tab is opened at the click itself (a popup blocker lets
 * that through) and sent to the link once the answer is in; a refusal (a session cancelled meanwhile) closes
 * it and says why. Where the tab could not open, the link shows here to follow by hand.
 */
export function JoinButton({ session, size = 'sm' }: { session: LiveSession; size?: 'sm' | 'md' }) {
  const { t } = useLingui();
  const join = useJoinSession();
  const { title } = session;
  const [fallbackLink, setFallbackLink] = useState<string | null>(null);

  const onClick = (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => {
    if (join.isPending) {
      // One join at a time: a second click opens no second tab.
      event.preventDefault();
      return;
    }
    setFallbackLink(null);
    if (!isPlainClick(event) && session.meetingLink) {
      // The browser opens the link itself; attendance is recorded all the same.
      join.mutate({ id: session.id });
      return;
    }
    event.preventDefault();
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    join.mutate(
      { id: session.id },
      {
        onSuccess: ({ meetingLink }) => {
          if (tab && !tab.closed) tab.location.replace(meetingLink);
          else setFallbackLink(meetingLink);
        },
        onError: () => tab?.close(),
      },
    );
  };

  const label = (
    <>
      <VideoIcon aria-hidden="true" />
      {join.isPending ? (
        <Trans>
          Joining...<span className="sr-only"> {title} (opens in a new tab)</span>
        </Trans>
      ) : (
        <Trans>
          Join<span className="sr-only"> {title} (opens in a new tab)</span>
        </Trans>
      )}
    </>
  );
  const className = buttonClassName({ size, variant: session.status === 'live' ? 'danger' : 'primary' });

  return (
    <div className={styles.join}>
      {session.meetingLink ? (
        <a
          href={session.meetingLink}
          target="_blank"
          rel="noopener noreferrer"
          className={className}
          aria-disabled={join.isPending || undefined}
          onClick={onClick}
        >
          {label}
        </a>
      ) : (
        <button type="button" className={className} disabled={join.isPending} onClick={onClick}>
          {label}
        </button>
      )}
      <div aria-live="polite" className={styles.joinNote}>
        {join.isError && (
          <p className={styles.joinError}>
            {messageOf(join.error, t`Could not join the session. Please try again.`)}
          </p>
        )}
        {fallbackLink && (
          <a href={fallbackLink} target="_blank" rel="noopener noreferrer" className={styles.fallbackLink}>
            <Trans>Open the meeting</Trans> <ExternalLinkIcon aria-hidden="true" />
            <span className="sr-only">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        )}
      </div>
    </div>
  );
}
