import * as z from 'zod';

/** Every error answer of the API has this shape; `issues` only on validation errors. */
export const ErrorBody = z.object({
  message: z.string(),
  /** A stable reason a screen acts on, where one does (`ERROR_CODES`); the message stays what people read. */
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The error codes screens act on. */
export const ERROR_CODES = {
  /** A minor whose parent or guardian has not consented yet (issue 41): sign-in offers to send the link again. */
  guardianPending: 'guardian-pending',
} as const;
