import * as z from 'zod';

/** Every error answer of the API has this shape; `issues` only on validation errors. */
export const ErrorBody = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
