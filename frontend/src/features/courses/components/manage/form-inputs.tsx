import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextArea, TextField } from '../../../../components/ui';
import { wideField } from '../../../../components/ui/kit';

/**
 * One input of a course form, as data: the course form, the module form and the course page's rows list their
 * inputs this way and `FormInputs` draws them.
 */
export interface InputSpec {
  /** The value's path in the form (in a row, below the row's own path). */
  name: string;
  /**
   * In a row, `#` stands for the row's number ("Highlight # title"). A text, or a message of the catalogue
   * (lists of inputs written at module level), shown in the page's language.
   */
  label: Text;
  /** A text area of so many rows; otherwise a one-line input. */
  rows?: number;
  /** `url`: a web address; `address`: a web address or a path of the site; `number`: a whole number from `min`. */
  kind?: 'url' | 'address' | 'number';
  min?: number;
  optional?: boolean;
  placeholder?: Text;
  hint?: Text;
  /** The whole row of the fields grid. */
  wide?: boolean;
}

/** A text as it stands, or a catalogue message (`msg`) to show in the page's language. */
export type Text = string | MessageDescriptor;

/** What an object holds at a dotted path (`highlights.2.title`): react-hook-form's errors for an input or a list. */
export const valueAt = (holder: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], holder);

const errorAt = (errors: unknown, path: string) => (valueAt(errors, path) as FieldError | undefined)?.message;

const kinds = {
  url: { type: 'url', inputMode: 'url', autoComplete: 'off' },
  address: { type: 'text', inputMode: 'url', autoComplete: 'off' },
  number: { type: 'number', inputMode: 'numeric' },
} as const;

interface FormInputsProps<F extends FieldValues> {
  inputs: readonly InputSpec[];
  register: UseFormRegister<F>;
  errors: unknown;
  /** A row's path (`highlights.2`) and number: its inputs' paths are below it and `#` in a label is the number. */
  row?: { path: string; number: number };
}

/** The inputs, in order: a text area or a text, address or number input each, with its label, hint and error. */
export function FormInputs<F extends FieldValues>({ inputs, register, errors, row }: FormInputsProps<F>) {
  const { i18n } = useLingui();
  const text = (value: Text | undefined) =>
    value === undefined || typeof value === 'string' ? value : i18n._(value);
  return inputs.map(({ name, label: labelText, rows, kind, min, wide, optional, placeholder, hint }) => {
    const path = row ? `${row.path}.${name}` : name;
    const label = text(labelText) ?? '';
    const field = {
      optional,
      placeholder: text(placeholder),
      hint: text(hint),
      label: row ? label.replace('#', String(row.number)) : label,
      className: wide ? wideField : undefined,
      error: errorAt(errors, path),
    };
    if (rows) return <TextArea key={name} rows={rows} {...field} {...register(path as Path<F>)} />;
    return (
      <TextField
        key={name}
        {...(kind ? kinds[kind] : { autoComplete: 'off' })}
        min={min}
        step={kind === 'number' ? 1 : undefined}
        {...field}
        {...register(path as Path<F>, { valueAsNumber: kind === 'number' })}
      />
    );
  });
}
