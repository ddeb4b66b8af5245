import { type FormEventHandler, type ReactNode, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldGrid, FormModal, wideField } from './form';
import { TextField } from './text-field';

interface ItemFormModalProps {
  /** What is added or edited, in lower case ('module'): it names the form, its title and its refusal. */
  noun: string;
  /** The item being edited; none for a new one. */
  item?: { id: string; title: string };
  /** Under the title of a new item's form. */
  newDescription: ReactNode;
  /** The Title field (react-hook-form's `register('title')`) and its error. */
  titleField: UseFormRegisterReturn;
  titleError?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  busy: boolean;
  error?: ReactNode;
  /** The fields after Title, in its grid. */
  children: ReactNode;
  /** What follows the grid (a fieldset of rows). */
  after?: ReactNode;
}

/**
 * Add or edit an item of a course in the kit's FormModal: 'New module' or 'Edit module' (the item's title under
 * it), a Title field first, focused on opening, then the item's own fields; Create or Update, and 'Failed to save
 * module.' over a refusal. Render it only while open.
 */
export function ItemFormModal({
  noun,
  item,
  newDescription,
  titleField: { ref: titleFieldRef, ...titleField },
  titleError,
  children,
  after,
  ...rest
}: ItemFormModalProps) {
  const titleRef = useRef<HTMLInputElement | null>(null);
  return (
    <FormModal
      formId={item ? `${noun}-form-${item.id}` : `${noun}-form-new`}
      title={item ? `Edit ${noun}` : `New ${noun}`}
      description={item ? item.title : newDescription}
      initialFocus={titleRef}
      submitLabel={item ? 'Update' : 'Create'}
      errorTitle={`Failed to save ${noun}.`}
      {...rest}
    >
      <FieldGrid>
        <TextField
          label="Title"
          autoComplete="off"
          className={wideField}
          error={titleError}
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
