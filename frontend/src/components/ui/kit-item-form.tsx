import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, type FormEventHandler, type ReactNode, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { messageOf } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { FieldGrid, FormModal, wideField } from './form';
import { type ItemNoun, nounTexts } from './kit-nouns';
import { TextField } from './text-field';

export { applyServerIssues } from '../../lib/form-errors';
export type { ItemNoun } from './kit-nouns';

/**
 * An ItemFormModal's `busy` and `error` from the mutation that saves it: the API's reason for a refusal, or
 * 'Please try again.'.
 */
export const savingState = (save: { isPending: boolean; isError: boolean; error: unknown }) => ({
  busy: save.isPending,
  error: save.isError && messageOf(save.error, i18n._(msg`Please try again.`)),
});

/** A date and time field (`datetime-local`) in the user's own time. */
export function LocalDateTimeField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'hint'>) {
  const { t } = useLingui();
  return <TextField type="datetime-local" hint={t`Your local time.`} {...props} />;
}

interface ItemFormModalProps {
  /** What the form saves, as the dialog names it: 'assignment', 'session' (kit-nouns.ts has its phrases). */
  noun: ItemNoun;
  /** The item being edited; none for a new one. */
  item?: { id: string; title: string };
  /** The new form's description. */
  newDescription: ReactNode;
  /** The Title field (first, focused on opening): its registration and its error, as a form's `field('title')`. */
  title: UseFormRegisterReturn & { error?: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  busy: boolean;
  /** The refusal's text, under 'Failed to save {noun}.'. */
  error?: ReactNode;
  /** The fields after Title, in its grid. */
  children: ReactNode;
  /** What follows the grid (a fieldset of rows). */
  after?: ReactNode;
}

/**
 * Add ('New {noun}', Create) or edit ('Edit {noun}', the item's title, Update) a titled item of a course in a
 * dialog: the Title field first and focused, then the form's own fields. Render it only while open.
 */
export function ItemFormModal({
  noun,
  item,
  newDescription,
  title,
  error,
  children,
  after,
  ...modal
}: ItemFormModalProps) {
  const { t, i18n } = useLingui();
  const texts = nounTexts[noun];
  const titleRef = useRef<HTMLInputElement | null>(null);
  const { ref: titleFieldRef, ...titleField } = title;
  return (
    <FormModal
      formId={item ? `${noun}-form-${item.id}` : `${noun}-form-new`}
      title={i18n._(item ? texts.edit : texts.new)}
      description={item ? item.title : newDescription}
      initialFocus={titleRef}
      submitLabel={item ? t`Update` : t`Create`}
      error={error}
      errorTitle={i18n._(texts.failedSave)}
      {...modal}
    >
      <FieldGrid>
        <TextField
          label={t`Title`}
          autoComplete="off"
          className={wideField}
          ref={(node) => {
            titleFieldRef(node);
            titleRef.current = node;
          }}
          {...titleField}
        />
        {children}
      </FieldGrid>
      {after}
    </FormModal>
  );
}

interface DeleteItemDialogProps {
  /** What goes, as the dialog names it: 'assignment', 'session'. */
  noun: ItemNoun;
  /** The item waiting for the confirmation; none while the dialog is closed. */
  item: { title: string } | null;
  busy: boolean;
  /** The refusal's text, under 'Failed to delete {noun}.'. */
  error: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** What goes with it. */
  children: ReactNode;
}

/** The confirmation before a titled item goes ('Delete {noun}?'), and 'Failed to delete {noun}.' if it does not. */
export function DeleteItemDialog({ noun, item, ...rest }: DeleteItemDialogProps) {
  const { t, i18n } = useLingui();
  const texts = nounTexts[noun];
  const name = item?.title ?? i18n._(texts.name);
  return (
    <ConfirmDialog
      open={item !== null}
      title={t`Delete “${name}”`}
      description={i18n._(texts.deleteQuestion)}
      busyText={t`Deleting...`}
      errorTitle={i18n._(texts.failedDelete)}
      {...rest}
    />
  );
}
