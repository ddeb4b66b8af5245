import { Email, Password, PersonName } from '@academy/shared';
import { msg } from '@lingui/core/macro';
import * as z from 'zod';
import { i18n } from '../../lib/i18n';

// The screen's own messages, in the language being rendered when the form is checked (not when this module loads).
const confirm = { error: () => i18n._(msg`Please confirm your password`) };
const mismatch = { error: () => i18n._(msg`Passwords do not match`), path: ['confirmPassword'] };

/** Register form: the API's RegisterBody fields plus the screen's own confirm and terms checks (spec part 1 §5). */
export const RegisterForm = z
  .object({
    name: PersonName,
    email: Email,
    password: Password,
    confirmPassword: z.string().min(1, confirm),
    role: z.literal('student'),
    terms: z.boolean().refine((accepted) => accepted, {
      error: () => i18n._(msg`Please accept the Terms of Service to continue`),
    }),
  })
  .refine((form) => form.confirmPassword === form.password, mismatch);

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
