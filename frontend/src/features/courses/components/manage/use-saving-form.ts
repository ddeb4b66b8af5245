import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { applyServerIssues } from '../../../../lib/form-errors';
import { localisedResolver } from '../../../../lib/server-messages';
import { formPathOf } from '../../lib/course-page-form';

interface SavingFormOptions<V extends FieldValues, O extends FieldValues> {
  schema: z.ZodType<O, V>;
  defaultValues: DefaultValues<V>;
  /** The inputs the API's refusals may name, and those of them that are rows (the course page's sections). */
  fields: readonly string[];
  rowFields: readonly string[];
  save: (values: O) => Promise<unknown>;
}

/**
 * A course form (the course form, the Course page editor): react-hook-form checked by the schema, a submit that
 * saves, and what went wrong the last time, its refusals put on the inputs they name.
 */
export function useSavingForm<V extends FieldValues, O extends FieldValues>({
  schema,
  defaultValues,
  fields,
  rowFields,
  save,
}: SavingFormOptions<V, O>) {
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<V, unknown, O>({ resolver: localisedResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      setFailure(error);
      applyServerIssues(error, form.setError, fields, rowFields, formPathOf);
    }
  });
  return { ...form, submit, failure };
}
