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
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Course preview"
      description={preview ? `${courseTitle}: ${preview.moduleTitle}` : courseTitle}
      size="lg"
    >
      {preview && <PreviewVideo courseId={courseId} open={open} title={preview.moduleTitle} />}
      {!preview && (
        <Unavailable>
          This course has no preview video yet. The curriculum below lists every module.
        </Unavailable>
      )}
    </Modal>
  );
}

function PreviewVideo({ courseId, open, title }: { courseId: string; open: boolean; title: string }) {
  const link = useCoursePreview(courseId, open);
  const [failed, setFailed] = useState(false);
  const renew = useCallback(() => getCoursePreview(courseId).then((preview) => preview.hls), [courseId]);
  if (link.data?.kind === 'hls' && link.data.hls && !failed) {
    return (
      <Suspense fallback={<Loading label="Loading the video player" />}>
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
            Try again
          </Button>
        }
      >
        The preview could not be played. Please check your connection and try again.
      </Unavailable>
    );
  }
  if (link.data) return <Player src={link.data.url} title={title} />;
  if (link.isError) {
    return (
      <Unavailable
        action={
          <Button size="sm" variant="secondary" onClick={() => link.refetch()}>
            Try again
          </Button>
        }
      >
        The preview could not be loaded. Please check your connection and try again.
      </Unavailable>
    );
  }
  return <Loading label="Loading the preview" />;
}

function Player({ src, title }: { src: string; title: string }) {
  return (
    <Suspense fallback={<Loading label="Loading the video player" />}>
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
      <p className={textOf('lg', 'semibold')}>Preview not available</p>
      <p className={styles.unavailableText}>{children}</p>
      {action}
    </div>
  );
}
