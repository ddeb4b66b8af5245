import type { ReactNode } from 'react';
import { ProgressBar } from './progress-bar';
import { textOf } from './site-text';
import styles from './upload-progress.module.css';

interface UploadProgressProps {
  /** What is happening ("Uploading notes.pdf", "Finishing…", "Video uploaded"). */
  title: ReactNode;
  /** 0 to 100. */
  percent: number;
  /** The bar's accessible name ("Uploading notes.pdf"). */
  label: string;
  /** Said to screen readers as it changes ("Uploading the file."). */
  status: string;
  /** The actions under the bar (Cancel upload, Dismiss). */
  children?: ReactNode;
  className?: string;
}

/**
 * A file on its way to storage by a presigned upload (a module's video, a course thumbnail, a submission's file):
 * what is happening with its percentage, the bar, a live status for screen readers and the actions.
 */
export function UploadProgress({ title, percent, label, status, children, className }: UploadProgressProps) {
  return (
    <div className={[styles.upload, className].filter(Boolean).join(' ')}>
      <div className={styles.head}>
        <span className={styles.title}>{title}</span>
        <span className={textOf('tabular', 'semibold')}>{percent}%</span>
      </div>
      <ProgressBar value={percent} label={label} />
      <span className="sr-only" role="status">
        {status}
      </span>
      {children && <div className={styles.foot}>{children}</div>}
    </div>
  );
}
