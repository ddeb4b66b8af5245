import * as z from 'zod';
import { Email, Id } from '../../schemas/common';

/**
 * The privacy centre (issue 41, the Digital Personal Data Protection Act 2023 and its Rules; docs/privacy.md):
 * consent on record, the export of a person's data, the deletion of their account, a parent's consent for a minor.
 */

/**
 * The version of the short privacy notice shown at registration (frontend `privacy-notice.tsx`). A new version
 * asks everyone again at their next sign-in (`User.privacy.consentNeeded`). Change it only with the notice's text.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** Consents a person may give or withdraw without losing the service. */
export const optionalConsents = ['watchAnalytics'] as const;
export type OptionalConsent = (typeof optionalConsents)[number];

export const PRIVACY_LIMITS = {
  /** Under this age (in whole years, on the day of registration) a parent or guardian must consent first. */
  adultAge: 18,
  /** The oldest date of birth we take (a typo guard). */
  maxAgeYears: 120,
  /** How long a parent's consent link works. */
  guardianLinkDays: 7,
  /** A deletion waits this long, cancellable, before anything is erased. */
  deletionCoolingOffDays: 7,
  /** How long an export's download link works once asked for. */
  exportLinkSeconds: 900,
  /** How long an export's archive is kept before the bucket removes it. */
  exportKeepDays: 7,
  /** Exports a person may ask for in a day (each reads everything about them). */
  exportsPerDay: 3,
  /** Exports listed on the Privacy page. */
  exportsListed: 5,
} as const;

const NoticeVersion = z.string().trim().min(1).max(40);

/** A date of birth, `YYYY-MM-DD`, not in the future and not absurdly old. */
export const DateOfBirth = z.iso
  .date(/*i18n*/ 'Please enter your date of birth')
  .refine((d) => d <= new Date().toISOString().slice(0, 10), {
    message: /*i18n*/ 'Date of birth cannot be in the future',
  })
  .refine((d) => Number(d.slice(0, 4)) >= new Date().getUTCFullYear() - PRIVACY_LIMITS.maxAgeYears, {
    message: /*i18n*/ 'Please enter a valid date of birth',
  });

/** Whole years between a date of birth and a day (both `YYYY-MM-DD`): the person's age that day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const isMinorOn = (dateOfBirth: string, day: string) =>
  ageOn(dateOfBirth, day) < PRIVACY_LIMITS.adultAge;

/**
 * What registration sends about consent: the notice version agreed to (the current one: a page loaded before the
 * notice changed is asked to read it again), and the optional consents chosen.
 */
export const RegistrationConsent = z.object({
  noticeVersion: z.literal(PRIVACY_NOTICE_VERSION, {
    error: /*i18n*/ 'The privacy notice has changed. Please read it again.',
  }),
  watchAnalytics: z.boolean().default(false),
});

/** The privacy fields of a user as the API answers them (on `User.privacy`). */
export const UserPrivacy = z.object({
  /** The notice version last agreed to (none: never, e.g. an account from before issue 41). */
  noticeVersion: z.string().optional(),
  /** The current notice has not been agreed to: the app asks before anything else. */
  consentNeeded: z.boolean(),
  /** Watch-time analytics are on (agreed, not withdrawn, and not a minor). */
  watchAnalytics: z.boolean(),
  /** Under 18 at registration: a parent or guardian consented (or is yet to). */
  minor: z.boolean(),
  /** A deletion is scheduled: when the account will be erased. */
  deletionAt: z.string().optional(),
});
export type UserPrivacy = z.infer<typeof UserPrivacy>;

/** Agree to the current notice (at sign-in after it changed), choosing the optional consents again. */
export const AcceptNoticeBody = z.object({
  noticeVersion: NoticeVersion,
  watchAnalytics: z.boolean().optional(),
});

/** Give or withdraw optional consents (effect on the next request). */
export const SetConsentsBody = z.object({
  watchAnalytics: z.boolean({ error: /*i18n*/ 'watchAnalytics must be true or false' }),
});

/** One change of consent, kept on record: what, when, by whom (the person, or a parent for a minor). */
export const ConsentRecord = z.object({
  at: z.string(),
  /** `notice` (agreed to a notice version), `watchAnalytics` (given or withdrawn), `guardian` (a parent's consent). */
  kind: z.enum(['notice', 'watchAnalytics', 'guardian']),
  granted: z.boolean(),
  noticeVersion: z.string().optional(),
  /** Who consented: the person themself, or their parent or guardian (their address). */
  by: z.enum(['self', 'guardian']),
  guardianEmail: z.string().optional(),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;

export const exportStatuses = ['preparing', 'ready', 'failed', 'expired'] as const;
export const DataExport = z.object({
  id: Id,
  status: z.enum(exportStatuses),
  requestedAt: z.string(),
  readyAt: z.string().optional(),
  /** When the archive is removed (ready exports). */
  expiresAt: z.string().optional(),
  /** The archive's size in bytes (ready exports). */
  bytes: z.number().int().optional(),
});
export type DataExport = z.infer<typeof DataExport>;

export const ExportIdParams = z.object({ id: Id });
export const ExportLink = z.object({ url: z.string(), expiresAt: z.string() });

export const deletionStatuses = ['scheduled', 'erasing', 'erased', 'cancelled'] as const;
export const AccountDeletion = z.object({
  status: z.enum(deletionStatuses),
  requestedAt: z.string(),
  /** When erasure starts (the end of the cooling-off period). */
  eraseAfter: z.string(),
  cancelledAt: z.string().optional(),
});
export type AccountDeletion = z.infer<typeof AccountDeletion>;

/** Deleting an account asks for the password again. */
export const RequestDeletionBody = z.object({
  password: z.string().min(1, /*i18n*/ 'Password is required').max(128),
});

/** Everything the Privacy page shows. */
export const PrivacyOverview = z.object({
  privacy: UserPrivacy,
  currentNoticeVersion: z.string(),
  consents: z.array(ConsentRecord),
  exports: z.array(DataExport),
  deletion: AccountDeletion.nullable(),
});
export type PrivacyOverview = z.infer<typeof PrivacyOverview>;

/** A parent's consent link carries a signed token naming the child's account. */
export const GuardianTokenQuery = z.object({ token: z.string().min(1).max(2048) });

/** What the parent sees before confirming: enough to know what they agree to, nothing more. */
export const GuardianRequest = z.object({
  childName: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'confirmed']),
});

export const ConfirmGuardianBody = z.object({
  token: z.string().min(1).max(2048),
  relationship: z.enum(['parent', 'guardian'], { error: /*i18n*/ 'Please choose parent or guardian' }),
  /** The parent ticks "I consent"; anything else is no consent. */
  consent: z.literal(true, { error: /*i18n*/ 'Please confirm that you consent' }),
});

/** A pending minor asks for the parent's link again (signing in is refused until the parent confirms). */
export const ResendGuardianBody = z.object({
  email: Email,
  password: z.string().min(1, /*i18n*/ 'Password is required').max(128),
});

export const Accepted = z.object({ message: z.string() });
