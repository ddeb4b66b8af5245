import type { User } from '@academy/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordField, Select, TextField } from '../../../components/ui';
import { FieldGrid, Form, FormActions } from '../../../components/ui/kit';
import { useSchemaForm } from '../../../components/ui/kit-schema-form';
import { passwordPolicyHint } from '../../../lib/password-hint';
import { createUserErrorMessage, useCreateUser } from '../api/create-user';
import { CreateUserForm, creatableRoles } from '../schemas';

const roleLabels: Record<User['role'], MessageDescriptor> = {
  student: msg`Student`,
  instructor: msg`Instructor`,
  admin: msg`Admin`,
};

/** "Instructor created successfully!" / "Admin created successfully!" (spec part 2 §8), "Student created successfully!". */
export function createdMessage(user: User): string {
  switch (user.role) {
    case 'student':
      return translate`Student created successfully!`;
    case 'instructor':
      return translate`Instructor created successfully!`;
    default:
      return translate`Admin created successfully!`;
  }
}

interface CreateUserFormProps {
  onCreated: (user: User) => void;
  onCancel?: () => void;
  /** After success the page keeps the form on screen, read-only, until it leaves. */
  locked?: boolean;
  submitLabel?: string;
}

/** Name, email, password, confirm password and role (student, instructor or admin; default student). */
export function CreateUserFields({ onCreated, onCancel, locked = false, submitLabel }: CreateUserFormProps) {
  const { t, i18n } = useLingui();
  const roleOptions = creatableRoles.map((role) => ({ value: role, label: i18n._(roleLabels[role]) }));
  const create = useCreateUser();
  const { handleSubmit, field } = useSchemaForm(CreateUserForm, {
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    role: 'student' as const,
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, { onSuccess: ({ user }) => onCreated(user) }),
  );

  return (
    <Form onSubmit={onSubmit} busy={locked} error={create.isError && createUserErrorMessage(create.error)}>
      <FieldGrid>
        <TextField label={t`Full name`} autoComplete="off" {...field('name')} />
        <TextField label={t`Email`} type="email" autoComplete="off" inputMode="email" {...field('email')} />
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          hint={passwordPolicyHint()}
          {...field('password')}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Select label={t`Role`} options={roleOptions} {...field('role')} />
      </FieldGrid>
      <FormActions>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" busy={create.isPending} busyText={t`Creating...`}>
          {submitLabel ?? t`Create User`}
        </Button>
      </FormActions>
    </Form>
  );
}
