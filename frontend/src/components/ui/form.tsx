import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps, FormEventHandler, ReactNode, RefObject } from 'react';
import { messageOf } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import styles from './form.module.css';
import { Modal } from './modal';

/** A field that spans both columns of a FieldGrid. */
export const wideField = styles.wide;

/** Fields two to a row (one on a phone); a field with `className={wideField}` takes the whole row. */
export function FieldGrid({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={className ? `${styles.grid} ${className}` : styles.grid} {...rest} />;
}

/** A form's buttons, on the right (side by side across the width on a phone). */
export function FormActions({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={className ? `${styles.actions} ${className}` : styles.actions} {...rest} />;
}

interface FormProps extends Omit<ComponentProps<'form'>, 'children'> {
  /** While true, every field is off (one disabled fieldset). */
  busy: boolean;
  /**
   * The refusal, in an error alert over the fields (shown unless null, undefined or false; an empty string shows
   * the alert with only its `errorTitle`).
   */
  error?: ReactNode;
  errorTitle?: string;
  /** A word before the fields (after the refusal). */
  intro?: ReactNode;
  /** After the fields, outside the fieldset (buttons that stay on while saving). */
  after?: ReactNode;
  /** `compact`: one column of fields closer together (a short form). */
  density?: 'roomy' | 'compact';
  children: ReactNode;
}

/** A form of the house: the refusal on top, then the fields in one fieldset that is off while saving. */
export function Form({
  busy,
  error,
  errorTitle,
  intro,
  after,
  density = 'roomy',
  children,
  className,
  ...rest
}: FormProps) {
  const classes = [styles.form, styles[density], className].filter(Boolean).join(' ');
  return (
    <form noValidate className={classes} {...rest}>
      {error != null && error !== false ? (
        <Alert tone="error" title={errorTitle}>
          {error}
        </Alert>
      ) : null}
      {intro}
      <fieldset disabled={busy} className={styles.fieldset}>
        {children}
      </fieldset>
      {after}
    </form>
  );
}

interface FormModalProps {
  /** The form's id: the footer's submit button is outside it. */
  formId: string;
  title: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** Saving: the fields and Cancel are off and the dialog cannot be dismissed. */
  busy: boolean;
  submitLabel: string;
  busyText?: string;
  error?: ReactNode;
  errorTitle?: string;
  intro?: ReactNode;
  density?: 'roomy' | 'compact';
  /** The form's accessible name, where it needs one. */
  formLabel?: string;
  /** The field focused on opening (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * Add or edit something in a dialog: the form (refusal on top, the fields), and a footer with Cancel and the
 * submit button. Render it only while open, so each opening starts afresh.
 */
export function FormModal({
  formId,
  title,
  description,
  onSubmit,
  onClose,
  busy,
  submitLabel,
  busyText,
  error,
  errorTitle,
  intro,
  density,
  formLabel,
  initialFocus,
  size = 'lg',
  children,
}: FormModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      size={size}
      title={title}
      description={description}
      initialFocus={initialFocus}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} busy={busy} busyText={busyText ?? t`Saving...`}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        onSubmit={onSubmit}
        busy={busy}
        error={error}
        errorTitle={errorTitle}
        intro={intro}
        density={density}
        aria-label={formLabel}
      >
        {children}
      </Form>
    </Modal>
  );
}

/**
 * What became of a form's save, said politely where the form ends: a success line, or the error (the server's
 * message, "no connection", or the screen's own `fallback`) under a title.
 */
export function SaveOutcome({
  save,
  saved,
  failed,
  fallback,
}: {
  save: { isSuccess: boolean; isError: boolean; error: unknown };
  saved: string;
  failed: string;
  fallback: string;
}) {
  return (
    <div aria-live="polite">
      {save.isSuccess && <Alert tone="success">{saved}</Alert>}
      {save.isError && (
        <Alert tone="error" title={failed}>
          {messageOf(save.error, fallback)}
        </Alert>
      )}
    </div>
  );
}
