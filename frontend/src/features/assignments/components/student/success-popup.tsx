import { CheckCircleIcon } from '../../../../components/icons/icons';
import styles from './student-assignments.module.css';

/**
 * The success popup after a submit (spec part 2: shown for 3 seconds). The live region stays in the page so
 * screen readers announce each new message; the page clears it when the time is up.
 */
export function SuccessPopup({ message }: { message: string | null }) {
  return (
    <div className={styles.popupRegion} role="status" aria-live="polite" aria-atomic="true">
      {message && (
        <div className={styles.popup} data-testid="assignment-success-popup">
          <CheckCircleIcon aria-hidden="true" className={styles.popupIcon} />
          <span>{message}</span>
        </div>
      )}
    </div>
  );
}
