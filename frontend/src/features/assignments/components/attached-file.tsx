import type { Submission } from '@academy/shared/features/assignments/schemas';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DownloadIcon, type IconProps, Svg } from '../../../components/icons/icons';
import { Note } from '../../../components/ui/kit-note';
import { textOf } from '../../../components/ui/site-text';
import { formatBytes } from '../../../lib/format';
import styles from './attached-file.module.css';

export const PaperclipIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m21 11-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8L13.2 3.2a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6L15 6.6" />
  </Svg>
);

/** The kind of file in a word, from its type: what a screen reader hears and the row shows beside its size. */
export function fileKind(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType.includes('word')) return 'Word';
  if (contentType.includes('excel') || contentType.includes('spreadsheet')) return 'Excel';
  if (contentType.includes('powerpoint') || contentType.includes('presentation')) return 'PowerPoint';
  if (contentType === 'application/zip') return 'ZIP';
  if (contentType.startsWith('image/')) {
    const format = contentType.slice(6).toUpperCase();
    return t`${format} image`;
  }
  return t`File`;
}

/**
 * A submission's attached file: its name (a download through the short-lived link, when there is one), kind and
 * size, and what the caller adds (Remove, say). One row, wrapping on a phone.
 */
export function AttachedFile({
  file,
  fileUrl,
  label,
  children,
}: {
  file: NonNullable<Submission['file']>;
  fileUrl: string | null;
  label?: string;
  children?: ReactNode;
}) {
  const details = `${fileKind(file.contentType)}, ${formatBytes(file.size)}`;
  const name = file.name;
  return (
    <div className={styles.file}>
      <PaperclipIcon className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        <span className={`${styles.label} ${textOf('xs', 'semibold', 'muted', 'uppercase')}`}>
          {label ?? <Trans>Attached file</Trans>}
        </span>
        {fileUrl ? (
          <a href={fileUrl} className={styles.name} rel="noopener" data-testid="attached-file-link">
            <Trans>
              {name}
              <DownloadIcon aria-hidden="true" />
              <span className="sr-only"> (download, {details})</span>
            </Trans>
          </a>
        ) : (
          <span className={styles.name}>{file.name}</span>
        )}
        <Note as="span" aria-hidden={fileUrl ? true : undefined}>
          {details}
        </Note>
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
