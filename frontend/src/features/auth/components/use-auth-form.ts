import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { fieldsOf } from '../../../lib/form-fields';
import { localisedResolver } from '../../../lib/server-messages';

/**
 * A sign-in, sign-up or reset form checked against its zod schema: its fields, its submit handler, and
 * `field`, a field's registration and error for the kit's inputs.
 */
export function useAuthForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<S>, unknown, z.output<S>>({ resolver: localisedResolver(schema), defaultValues });
  return { register, handleSubmit, watch, field: fieldsOf(register, errors) };
}
