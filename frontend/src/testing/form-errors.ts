import type * as z from 'zod';

/**
 * For a form's schema: the messages it gives some values, by field path (`resources.0.url`), as the form shows
 * them beside its fields; empty when the values pass.
 */
export const fieldErrorsOf =
  (schema: z.ZodType) =>
  (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
