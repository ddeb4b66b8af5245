import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from '../limits';

/** Sortable unique ids (ULIDs) or Cognito subs (UUIDs). */
export const Id = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(64, 'Too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

export const PersonName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name is at most 100 characters');

/** The user pool's password policy (infra/lib/auth.ts), checked here so the API answers clearly. */
export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password is at most 128 characters')
  .regex(/[a-z]/, 'Password must contain a lower-case letter')
  .regex(/[A-Z]/, 'Password must contain an upper-case letter')
  .regex(/[0-9]/, 'Password must contain a number')
  .regex(/[^A-Za-z0-9]/, 'Password must contain a symbol');

export const IsoDateTime = z.iso.datetime({ offset: true });

/** Opaque continuation token of a bounded page. */
export const Cursor = z.string().max(2048).optional();
export const PageLimit = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
