import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { Button, Modal, Spinner } from '../../../../components/ui';
import kit from '../../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../../components/ui/site-text';
import { HlsPlayer } from '../../../videos';
import { getCoursePreview, useCoursePreview } from '../../api/get-course-preview';
import type { PreviewSource } from '../../lib/preview';
import { VideoIcon } from '../course-icons';
import styles from './preview.module.css';

const VideoPlayer = lazy(() => import('./video-player'));

/**
 * Preview Course (spec part 2 §2): plays the first module's video; without one it says so. The player's
 * code is fetched the first time the dialog opens, and the video's address (a short-lived link if it was
 * uploaded) is asked for then too: the course answer holds no lesson addresses for visitors.
 */
export function PreviewModal({
  open,
  onClose,
  courseId,
  courseTitle,
  preview,
}: {
  open: boolean;
  onClose: () => void;
  courseId: string;
  courseTitle: string;
  preview: PreviewSource | null;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Course preview`}
      description={preview ? `${courseTitle}: ${preview.moduleTitle}` : courseTitle}
      size="lg"
    >
      {preview && <PreviewVideo courseId={courseId} open={open} title={preview.moduleTitle} />}
      {!preview && (
        <Unavailable>
          <Trans>This course has no preview video yet. The curriculum below lists every module.</Trans>
        </Unavailable>
      )}
    </Modal>
  );
}

function PreviewVideo({ courseId, open, title }: { courseId: string; open: boolean; title: string }) {
  const { t } = useLingui();
  const link = useCoursePreview(courseId, open);
  const [failed, setFailed] = useState(false);
  const renew = useCallback(() => getCoursePreview(courseId).then((preview) => preview.hls), [courseId]);
  if (link.data?.kind === 'hls' && link.data.hls && !failed) {
    return (
      <Suspense fallback={<Loading label={t`Loading the video player`} />}>
        <HlsPlayer
          playback={link.data.hls}
          title={title}
          autoPlay
          refresh={renew}
          onFailure={() => setFailed(true)}
          frameClassName={styles.frame}
        />
      </Suspense>
    );
  }
  if (failed) {
    return (
      <Unavailable
        action={
          <Button size="sm" variant="secondary" onClick={() => setFailed(false)}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <Trans>The preview could not be played. Please check your connection and try again.</Trans>
      </Unavailable>
    );
  }
  if (link.data) return <Player src={link.data.url} title={title} />;
  if (link.isError) {
    return (
      <Unavailable
        action={
          <Button size="sm" variant="secondary" onClick={() => link.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <Trans>The preview could not be loaded. Please check your connection and try again.</Trans>
      </Unavailable>
    );
  }
  return <Loading label={t`Loading the preview`} />;
}

function Player({ src, title }: { src: string; title: string }) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Loading label={t`Loading the video player`} />}>
      <VideoPlayer src={src} title={title} />
    </Suspense>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className={styles.frame}>
      <div className={styles.loading}>
        <Spinner label={label} />
      </div>
    </div>
  );
}

function Unavailable({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={`${kit.stack} ${styles.unavailable}`}>
      <VideoIcon className={styles.unavailableIcon} />
      <p className={textOf('lg', 'semibold')}>
        <Trans>Preview not available</Trans>
      </p>
      <p className={styles.unavailableText}>{children}</p>
      {action}
    </div>
  );
}
