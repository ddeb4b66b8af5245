import * as z from 'zod';
import { Email, newAccountFields, passwordConfirmed, passwordMismatch } from '../../schemas/common';
import { DateOfBirth, isMinorOn, RegistrationConsent } from '../privacy/schemas';
import { LocaleCode, User } from '../users/schemas';

/** Self-registration always makes a student; any other role is refused, never granted. */
export const RegisterBody = z
  .object({
    ...newAccountFields,
    role: z.literal('student', { error: /*i18n*/ 'Only students can register themselves' }).optional(),
    /** The language of the page they registered on (issue 40). */
    locale: LocaleCode.optional(),
    /** Issue 41: under 18 on the day of registration, a parent or guardian must consent first. */
    dateOfBirth: DateOfBirth,
    /** A minor's parent or guardian, who gets the consent link (required under 18). */
    guardianEmail: Email.optional(),
    /** The privacy notice agreed to (its current version) and the optional consents chosen. */
    consent: RegistrationConsent,
  })
  .refine(passwordConfirmed, passwordMismatch)
  .refine(
    (b) => !isMinorOn(b.dateOfBirth, new Date().toISOString().slice(0, 10)) || b.guardianEmail !== undefined,
    { message: /*i18n*/ 'Under 18, we need your parent’s or guardian’s email', path: ['guardianEmail'] },
  )
  .refine((b) => b.guardianEmail === undefined || b.guardianEmail.toLowerCase() !== b.email.toLowerCase(), {
    message: /*i18n*/ 'Your parent’s or guardian’s email must be their own',
    path: ['guardianEmail'],
  });

/**
 * Registration's answer: the session, or (a minor) no session until a parent or guardian consents by the link
 * mailed to them.
 */
export const GuardianPending = z.object({
  pending: z.literal('guardian'),
  /** The parent's address as given, partly hidden (`p•••@example.com`). */
  guardianEmail: z.string(),
  message: z.string(),
});

export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, /*i18n*/ 'Password is required').max(128),
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

/** Two-step verification (TOTP, RFC 6238): how many wrong codes one sign-in or setup may take. */
export const MFA_MAX_ATTEMPTS = 5;

/** The 6 digits an authenticator app shows, also as apps group them ("123 456"); the API drops the space. */
export const MfaCode = z
  .string()
  .regex(/^\d{3} ?\d{3}$/, /*i18n*/ 'Enter the 6-digit code from your authenticator app');

/** The API's handle on a sign-in or a setup waiting for its code (opaque to the client: 16 random bytes). */
export const MfaSessionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, /*i18n*/ 'This sign-in has expired. Please sign in again.');

/** A password that was right; the code from the authenticator app is still to come. */
export const MfaChallenge = z.object({
  challenge: z.literal('SOFTWARE_TOKEN_MFA'),
  session: MfaSessionId,
});
export type MfaChallenge = z.infer<typeof MfaChallenge>;

/** A new authenticator secret, waiting for its first code (the QR code is an SVG of the otpauth URI). */
export const MfaSetup = z.object({
  session: MfaSessionId,
  /** Base32, for typing into an authenticator app by hand. */
  secretCode: z.string(),
  /** otpauth://totp/… (Key Uri Format), what the QR code holds. */
  otpauthUri: z.string(),
  qrCodeSvg: z.string(),
});
export type MfaSetup = z.infer<typeof MfaSetup>;

/** An admin's password was right, but admins must set up two-step verification before they get a session. */
export const MfaSetupChallenge = MfaSetup.extend({ challenge: z.literal('MFA_SETUP') });
export type MfaSetupChallenge = z.infer<typeof MfaSetupChallenge>;

/** What signing in answers: the session, or the step still missing. */
export const LoginResponse = z.union([Session, MfaChallenge, MfaSetupChallenge]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MfaCodeBody = z.object({ session: MfaSessionId, code: MfaCode });
export type MfaCodeBody = z.infer<typeof MfaCodeBody>;

/** Setting up two-step verification asks for the password again. */
export const StartMfaSetupBody = z.object({
  password: z.string().min(1, /*i18n*/ 'Password is required').max(128),
});
