import type { Module } from '@academy/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Spinner } from '../../../components/ui';
import { ApiError, messageOf } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { type HlsPlayback, HlsPlayer } from '../../videos';
import { getVideoLink, useVideoLink } from '../api/get-video-link';
import { PLAYER_DEFAULT_HEIGHT, PLAYER_DEFAULT_WIDTH, PLAYER_LOAD_TIMEOUT_MS } from '../constants';
import { moduleSeconds } from '../lib/progress';
import { type ProgressSave, useWatchTracker } from '../lib/use-watch-tracker';
import { ExternalLinkIcon, LockIcon, RefreshIcon, VideoOffIcon } from './icons';
import styles from './lesson-player.module.css';

const LessonVideo = lazy(() => import('./lesson-video'));

/** The spec's default player size as an aspect ratio; the frame takes the column's width. */
const frameStyle = { aspectRatio: `${PLAYER_DEFAULT_WIDTH} / ${PLAYER_DEFAULT_HEIGHT}` };

interface LessonPlayerProps {
  courseId: string;
  module: Module;
  /** Save progress (enrolled students); previews save nothing. */
  tracking: boolean;
  baseWatchTime: number;
  resumeAt: number | undefined;
  /** Gets every save of this module (watch time, position, completion at the end). */
  onSave: (moduleId: string, save: ProgressSave) => void;
}

/**
 * The video area of a module: whatever the video route gives (a short-lived link to an uploaded video, or
 * the module's address), else 'Video content coming soon'. Every video is asked for there, so the address
 * reaches only those the server lets study the course. Mount it once per module (key it by the module id).
 */
export function LessonPlayer({ courseId, module, ...rest }: LessonPlayerProps) {
  const { t } = useLingui();
  const link = useVideoLink(courseId, module.id, module.hasVideo);

  if (!module.hasVideo) return <NoVideo />;
  if (link.data) {
    const refresh = link.data.kind === 'uploaded' ? link.refetch : undefined;
    const hls = link.data.kind === 'hls' ? link.data.hls : undefined;
    return (
      <PlayerSurface
        src={link.data.url}
        hls={hls}
        courseId={courseId}
        module={module}
        onRefresh={refresh}
        {...rest}
      />
    );
  }
  if (link.isPending) {
    return (
      <div className={styles.frame} style={frameStyle}>
        <div className={styles.overlay}>
          <Spinner label={t`Loading the video`} />
        </div>
      </div>
    );
  }
  const status = link.error instanceof ApiError ? link.error.status : null;
  if (status === 404) return <NoVideo />;
  if (status === 403) {
    return (
      <div className={styles.frame} style={frameStyle}>
        <div className={styles.overlay}>
          <LockIcon className={styles.overlayIcon} />
          <p className={styles.overlayTitle}>
            {messageOf(link.error, t`Enrol in this course to watch its videos`)}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.frame} style={frameStyle}>
      <div className={styles.overlay} role="alert">
        <VideoOffIcon className={styles.overlayIcon} />
        <p className={styles.overlayTitle}>
          <Trans>The video could not be loaded.</Trans>
        </p>
        <p className={styles.overlayText}>
          <Trans>Check your connection and try again.</Trans>
        </p>
        <div className={styles.overlayActions}>
          <Button variant="secondary" size="sm" icon={<RefreshIcon />} onClick={() => void link.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}

function NoVideo() {
  return (
    <div className={`${styles.frame} ${styles.empty}`} style={frameStyle}>
      <div className={styles.overlay}>
        <VideoOffIcon className={styles.overlayIcon} />
        <p className={styles.overlayTitle}>
          <Trans>Video content coming soon</Trans>
        </p>
        <p className={styles.overlayText}>
          <Trans>The lesson notes and resources are below; the video appears here once it is ready.</Trans>
        </p>
      </div>
    </div>
  );
}

type Status = 'loading' | 'ready' | 'slow' | 'error';

/** Where a learner can open the video directly when the player cannot show it. */
function directLinkLabel(src: string): string {
  try {
    const url = new URL(src, window.location.origin);
    if (url.origin === window.location.origin) return i18n._(msg`Open the video file`);
    const host = url.hostname.replace(/^www\./, '');
    return i18n._(msg`Watch on ${host}`);
  } catch {
    return i18n._(msg`Open the video`);
  }
}

function PlayerSurface({
  src,
  hls,
  courseId,
  module,
  tracking,
  baseWatchTime,
  resumeAt,
  onSave,
  onRefresh,
}: LessonPlayerProps & {
  src: string;
  /** A transcoded lesson: played by the HLS player (its own settings, access renewal and recovery). */
  hls?: HlsPlayback;
  onRefresh?: () => unknown;
}) {
  const { t } = useLingui();
  const [media, setMedia] = useState<HTMLVideoElement | null>(null);
  const moduleId = module.id;
  const saveThisModule = useCallback((save: ProgressSave) => onSave(moduleId, save), [onSave, moduleId]);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [autoRetried, setAutoRetried] = useState(false);

  useWatchTracker({
    media,
    enabled: tracking,
    baseWatchTime,
    resumeAt,
    moduleLength: moduleSeconds(module),
    onSave: saveThisModule,
  });

  const onMedia = useCallback((node: HTMLVideoElement | null) => setMedia(node), []);

  // A player that never says it is ready (an offline YouTube, a blocked host) gets a notice in time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts for a new source or attempt.
  useEffect(() => {
    setStatus('loading');
    const timer = window.setTimeout(
      () => setStatus((s) => (s === 'loading' ? 'slow' : s)),
      PLAYER_LOAD_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [src, attempt]);

  // A transcoded lesson's media errors are the HLS player's to recover from first (it calls onFailure).
  const watchErrors = !hls;
  useEffect(() => {
    if (!media) return;
    const ready = () => setStatus('ready');
    const failed = () => setStatus('error');
    const events = ['loadedmetadata', 'durationchange', 'loadeddata', 'canplay', 'playing'];
    for (const name of events) media.addEventListener(name, ready);
    if (watchErrors) media.addEventListener('error', failed);
    return () => {
      for (const name of events) media.removeEventListener(name, ready);
      media.removeEventListener('error', failed);
    };
  }, [media, watchErrors]);

  const renewHls = useCallback(
    () => getVideoLink(courseId, moduleId).then((link) => link.hls),
    [courseId, moduleId],
  );
  const onHlsFailure = useCallback(() => setStatus('error'), []);

  const retry = useCallback(() => {
    setStatus('loading');
    // An uploaded video's link may have expired: ask for a fresh one (a new link remounts the player).
    void onRefresh?.();
    setAttempt((n) => n + 1);
  }, [onRefresh]);

  // An expired link is the usual reason an uploaded video stops: one silent retry, resuming in place.
  useEffect(() => {
    if (status === 'error' && onRefresh && !autoRetried) {
      setAutoRetried(true);
      retry();
    }
  }, [status, onRefresh, autoRetried, retry]);

  const problem = status === 'error' || status === 'slow';
  const notice = problem && (
    <div className={`${styles.overlay} ${styles.problem}`} role="alert">
      <VideoOffIcon className={styles.overlayIcon} />
      <p className={styles.overlayTitle}>
        {status === 'error' ? t`This video could not be played.` : t`The video is slow to load.`}
      </p>
      <p className={styles.overlayText}>
        <Trans>Check your connection and try again. Your progress is kept.</Trans>
      </p>
      <div className={styles.overlayActions}>
        <Button variant="secondary" size="sm" icon={<RefreshIcon />} onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
        {!hls && (
          <a className={styles.overlayLink} href={src} target="_blank" rel="noopener noreferrer">
            {directLinkLabel(src)}
            <ExternalLinkIcon aria-hidden="true" />
            <span className="sr-only"> {t`(opens in a new tab)`}</span>
          </a>
        )}
      </div>
    </div>
  );
  const loading = (label: string) => (
    <div className={styles.overlay}>
      <Spinner label={label} />
    </div>
  );
  if (hls) {
    return (
      <Suspense
        fallback={
          <div className={styles.frame} style={frameStyle}>
            {loading(t`Loading the video player`)}
          </div>
        }
      >
        <HlsPlayer
          key={attempt}
          playback={hls}
          title={module.title}
          onMedia={onMedia}
          refresh={renewHls}
          onFailure={onHlsFailure}
          frameClassName={styles.frame}
          frameStyle={frameStyle}
        >
          {notice}
        </HlsPlayer>
      </Suspense>
    );
  }
  return (
    <div className={styles.frame} style={frameStyle}>
      <Suspense fallback={loading(t`Loading the video player`)}>
        <LessonVideo key={`${src}#${attempt}`} src={src} title={module.title} onMedia={onMedia} />
      </Suspense>
      {notice}
    </div>
  );
}
