import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalBehaviour } from '../../lib/use-modal-behaviour';
import { CloseIcon } from '../icons/icons';
import styles from './modal.module.css';
import { textOf } from './site-text';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus first (default: the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** While work is under way the dialog cannot be dismissed. */
  dismissible?: boolean;
}

/** An accessible modal dialog: aria-modal, focus kept inside, Escape and the backdrop close it. */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocus,
  dismissible = true,
}: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (dismissible) onClose();
  };
  useModalBehaviour(ref, { open, onClose: close, initialFocus });
  if (!open) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut only; Escape and the close button do the same from the keyboard
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]}`}
      >
        <div className={styles.header}>
          <div className={styles.headings}>
            <h2 id={titleId} className={textOf('xl')}>
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className={textOf('muted', 'sm')}>
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={close}
            aria-label={t`Close`}
            disabled={!dismissible}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
