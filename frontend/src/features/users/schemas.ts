import { Email, Password, PersonName, roles } from '@academy/shared';
import { t } from '@lingui/core/macro';
import * as z from 'zod';

/** The roles an admin may create, the default (student, as the spec's registration default) first. */
export const creatableRoles = roles;

/** Admin create user (spec part 2 §5; students too, issue 33): the API's CreateUserBody plus the screen's confirm check. */
export const CreateUserForm = z
  .object({
    name: PersonName,
    email: Email,
    password: Password,
    confirmPassword: z.string().min(1, { error: () => t`Please confirm the password` }),
    role: z.enum(creatableRoles, { error: () => t`Role must be student, instructor or admin` }),
  })
  .refine((form) => form.confirmPassword === form.password, {
    error: () => t`❌ Passwords do not match`,
    path: ['confirmPassword'],
  });
export type CreateUserFormValues = z.input<typeof CreateUserForm>;
