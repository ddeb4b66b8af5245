import * as z from 'zod';
import { LOCALES } from '../../locale';
import { roles } from '../../roles';
import {
  Cursor,
  Id,
  ids,
  MultiLine,
  newAccountFields,
  PageLimit,
  PersonName,
  passwordConfirmed,
  passwordMismatch,
} from '../../schemas/common';
import { BillingDetails } from '../payments/schemas';
import { UserPrivacy } from '../privacy/schemas';

const RoleName = z.enum(roles, { error: /*i18n*/ 'Role must be student, instructor or admin' });

/** The language a person reads the academy in (shared/src/locale.ts): screens, emails and notifications. */
export const LocaleCode = z.enum(LOCALES, { error: /*i18n*/ 'Language must be en or hi' });

/** What a user may write about themselves: free text keeps line breaks but no other control characters. */
export const Profile = z.object({
  bio: MultiLine(/*i18n*/ 'Bio', 2000).optional(),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[+0-9 ()-]*$/, /*i18n*/ 'Please enter a valid phone number')
    .optional(),
  dateOfBirth: z.union([z.iso.date(/*i18n*/ 'Please enter a valid date'), z.literal('')]).optional(),
  education: MultiLine(/*i18n*/ 'Education', 500).optional(),
  /** Only instructors have it (spec part 2, Profile). */
  experience: MultiLine(/*i18n*/ 'Experience', 500).optional(),
  /** The buyer's details of the last checkout (issue 39), offered again at the next. */
  billing: BillingDetails.optional(),
});
export type Profile = z.infer<typeof Profile>;

/**
 * A profile as the API answers it: plain strings, so a profile stored before today's input rules still reads
 * (the user list and every session would otherwise fail on one old record).
 */
const StoredProfile = z.object({
  bio: z.string().optional(),
  phone: z.string().optional(),
  dateOfBirth: z.string().optional(),
  education: z.string().optional(),
  experience: z.string().optional(),
  billing: z
    .object({ state: z.string(), gstin: z.string().optional(), businessName: z.string().optional() })
    .optional(),
});

export const User = z.object({
  ...ids,
  name: z.string(),
  email: z.string(),
  role: RoleName,
  isActive: z.boolean(),
  createdAt: z.string(),
  profile: StoredProfile.default({}),
  /** Two-step verification (an authenticator app's codes) is on for this account. */
  mfaEnabled: z.boolean().optional(),
  /** Their language; none yet: English (and the browser's choice on the web). */
  locale: LocaleCode.optional(),
  /** Consent on record, minors, a scheduled deletion (issue 41). */
  privacy: UserPrivacy.optional(),
});
export type User = z.infer<typeof User>;

export const UserResponse = z.object({ user: User });

export const UpdateProfileBody = z.object({
  name: PersonName.optional(),
  profile: Profile.optional(),
  locale: LocaleCode.optional(),
});

/**
 * Admin creates a student, an instructor or an admin (spec part 2, Admin create user; students too since issue 33,
 * the role defaulting to student as registration's does, spec part 1 §9).
 */
export const CreateUserBody = z
  .object({ ...newAccountFields, role: RoleName.default('student') })
  .refine(passwordConfirmed, passwordMismatch);

export const ListUsersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  role: RoleName.optional(),
  limit: PageLimit(100, 20),
  cursor: Cursor,
});

export const UserCounts = z.object({
  student: z.number().int(),
  instructor: z.number().int(),
  admin: z.number().int(),
  total: z.number().int(),
});
export type UserCounts = z.infer<typeof UserCounts>;

export const ListUsersResponse = z.object({
  users: z.array(User),
  nextCursor: z.string().nullable(),
  counts: UserCounts,
});

export const UserIdParams = z.object({ id: Id });
export const SetUserStatusBody = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
