import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { fieldsOf } from '../../lib/form-fields';
import { localisedResolver } from '../../lib/server-messages';

/**
 * A form checked against its zod schema, its messages in the page's language: react-hook-form's form, and
 * `field`, a kit field's registration and error (`<TextField label="Title" {...field('title')} />`).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: localisedResolver(schema),
    defaultValues,
  });
  return { ...form, field: fieldsOf(form.register, form.formState.errors) };
}
