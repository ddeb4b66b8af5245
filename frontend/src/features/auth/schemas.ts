import { DateOfBirth, Email, isMinorOn, Password, PersonName } from '@academy/shared';
import { msg } from '@lingui/core/macro';
import * as z from 'zod';
import { i18n } from '../../lib/i18n';

// The screen's own messages, in the language being rendered when the form is checked (not when this module loads).
const confirm = { error: () => i18n._(msg`Please confirm your password`) };
const mismatch = { error: () => i18n._(msg`Passwords do not match`), path: ['confirmPassword'] };

/** Today as the API counts a registration's day (UTC), `YYYY-MM-DD`. */
export const registrationDay = () => new Date().toISOString().slice(0, 10);

/** Under 18 on the day of registration (a date of birth not yet a whole date is not a minor's). */
export const isMinorDateOfBirth = (dateOfBirth: string) =>
  DateOfBirth.safeParse(dateOfBirth).success && isMinorOn(dateOfBirth, registrationDay());

/**
 * Register form: the API's RegisterBody fields plus the screen's own confirm and terms checks (spec part 1 §5);
 * issue 41: the date of birth, a minor's parent's or guardian's email, the privacy notice agreed to (required)
 * and the optional watch-time consent.
 */
export const RegisterForm = z
  .object({
    name: PersonName,
    email: Email,
    password: Password,
    confirmPassword: z.string().min(1, confirm),
    role: z.literal('student'),
    dateOfBirth: DateOfBirth,
    guardianEmail: z.string().trim(),
    terms: z.boolean().refine((accepted) => accepted, {
      error: () => i18n._(msg`Please accept the Terms of Service to continue`),
    }),
    noticeAgreed: z.boolean().refine((agreed) => agreed, {
      error: () => i18n._(msg`Please read and agree to the privacy notice to continue`),
    }),
    watchAnalytics: z.boolean(),
  })
  .refine((form) => form.confirmPassword === form.password, mismatch)
  .superRefine((form, ctx) => {
    if (!isMinorDateOfBirth(form.dateOfBirth)) return;
    const path = ['guardianEmail'];
    if (form.guardianEmail === '') {
      ctx.addIssue({
        code: 'custom',
        path,
        message: i18n._(msg`Under 18, we need your parent's or guardian's email`),
      });
      return;
    }
    const guardian = Email.safeParse(form.guardianEmail);
    if (!guardian.success) {
      ctx.addIssue({ code: 'custom', path, message: guardian.error.issues[0]?.message ?? '' });
    } else if (guardian.data === form.email.trim().toLowerCase()) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: i18n._(msg`Your parent's or guardian's email must be their own`),
      });
    }
  });

export const ForgotPasswordRequestForm = z.object({ email: Email });

export const ForgotPasswordConfirmForm = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, { error: () => i18n._(msg`Enter the code from the e-mail`) })
      .max(16, { error: () => i18n._(msg`That code is too long`) })
      .regex(/^\d+$/, { error: () => i18n._(msg`The code is made of digits only`) }),
    newPassword: Password,
    confirmPassword: z.string().min(1, confirm),
  })
  .refine((form) => form.confirmPassword === form.newPassword, mismatch);
