import { Email, Password, PersonName } from '@academy/shared';
import * as z from 'zod';

/** Register form: the API's RegisterBody fields plus the screen's own confirm and terms checks (spec part 1 §5). */
export const RegisterForm = z
  .object({
    name: PersonName,
    email: Email,
    password: Password,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    role: z.literal('student'),
    terms: z.boolean().refine((accepted) => accepted, 'Please accept the Terms of Service to continue'),
  })
  .refine((form) => form.confirmPassword === form.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const ForgotPasswordRequestForm = z.object({ email: Email });

export const ForgotPasswordConfirmForm = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Enter the code from the e-mail')
      .max(16, 'That code is too long')
      .regex(/^\d+$/, 'The code is made of digits only'),
    newPassword: Password,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
