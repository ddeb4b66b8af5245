import * as z from 'zod';
import { Email, Password, PersonName } from '../../schemas/common';
import { User } from '../users/schemas';

/** Self-registration always makes a student; any other role is refused, never granted. */
export const RegisterBody = z
  .object({
    name: PersonName,
    email: Email,
    password: Password,
    confirmPassword: z.string().optional(),
    role: z.literal('student', { error: 'Only students can register themselves' }).optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, 'Password is required').max(128),
});

export const Session = z.object({
  user: User,
  /** Cognito ID token: the bearer credential for every call. */
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds until `token` expires. */
  expiresIn: z.number().int(),
});
export type Session = z.infer<typeof Session>;

export const RefreshBody = z.object({ refreshToken: z.string().min(1).max(8192) });
export const RefreshResponse = z.object({ token: z.string(), expiresIn: z.number().int() });
