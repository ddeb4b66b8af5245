import { lazy, Suspense } from 'react';
import { Modal, Spinner } from '../../../../components/ui';
import { VideoIcon } from '../course-icons';
import styles from './preview.module.css';

const VideoPlayer = lazy(() => import('./video-player'));

/**
 * Preview Course (spec part 2 §2): plays the first module's video; without one it says so. The player's
 * code is fetched the first time the dialog opens.
 */
export function PreviewModal({
  open,
  onClose,
  courseTitle,
  moduleTitle,
  videoUrl,
}: {
  open: boolean;
  onClose: () => void;
  courseTitle: string;
  moduleTitle: string | null;
  videoUrl: string | null;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Course preview"
      description={moduleTitle ? `${courseTitle}: ${moduleTitle}` : courseTitle}
      size="lg"
    >
      {videoUrl ? (
        <Suspense
          fallback={
            <div className={styles.frame}>
              <div className={styles.loading}>
                <Spinner label="Loading the video player" />
              </div>
            </div>
          }
        >
          <VideoPlayer src={videoUrl} title={moduleTitle ?? courseTitle} />
        </Suspense>
      ) : (
        <div className={styles.unavailable}>
          <VideoIcon className={styles.unavailableIcon} />
          <p className={styles.unavailableTitle}>Preview not available</p>
          <p className={styles.unavailableText}>
            This course has no preview video yet. The curriculum below lists every module.
          </p>
        </div>
      )}
    </Modal>
  );
}
