import type * as z from 'zod';

/** A schema's messages for some values, by the path each names (`tools.0.name`); none when the values pass. */
export function issuesOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}
