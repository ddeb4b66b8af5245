import type { ReactNode } from 'react';
import { buttonClassName } from './button';
import styles from './file-button.module.css';

interface FileButtonProps {
  /** The input's `accept` ("video/*", "image/jpeg,image/png,image/webp" …). */
  accept: string;
  disabled?: boolean;
  /** The picked file; the input is cleared after, so the same file can be picked again after an error. */
  onFile: (file: File) => void;
  /** Where the input's hint is ("JPEG, PNG or WebP …"). */
  describedBy?: string;
  children: ReactNode;
}

/** A file picker that looks like a small secondary button: a real, visually hidden file input in a label. */
export function FileButton({ accept, disabled = false, onFile, describedBy, children }: FileButtonProps) {
  return (
    <label
      className={buttonClassName({ variant: 'secondary', size: 'sm', className: styles.fileButton })}
      data-disabled={disabled || undefined}
    >
      <input
        type="file"
        accept={accept}
        className="sr-only"
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {children}
    </label>
  );
}
