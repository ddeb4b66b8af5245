import { expect, it } from 'vitest';
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

/**
 * The test that a form's name field shows the API's rule for a name holding a NUL, a newline or the right-to-left
 * override (`valid`: values that pass; the names are made of `first` and `last`).
 */
export function itRefusesControlCharactersInName(
  errorsOf: (values: unknown) => Record<string, string>,
  valid: object,
  [first, last]: [string, string],
) {
  it.each([
    ['NUL', `${first}\u0000${last}`],
    ['a newline', `${first}\n${last}`],
    ['the right-to-left override', `${first}\u202Egnp.exe`],
  ])('shows the API rule under the name field for a name with %s', (_, name) => {
    expect(errorsOf({ ...valid, name })).toEqual({
      name: 'Name cannot contain control or direction-changing characters',
    });
  });
}
