import type { User } from '@academy/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, PasswordField, Select, TextField } from '../../../components/ui';
import { FieldGrid, Form, FormActions } from '../../../components/ui/kit';
import { PASSWORD_POLICY_HINT } from '../../../lib/constants';
import { createUserErrorMessage, useCreateUser } from '../api/create-user';
import { CreateUserForm, creatableRoles } from '../schemas';

const roleLabels = { student: 'Student', instructor: 'Instructor', admin: 'Admin' } as const;

const roleOptions = creatableRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** "Instructor created successfully!" / "Admin created successfully!" (spec part 2 §8), "Student created successfully!". */
export const createdMessage = (user: User) => `${roleLabels[user.role]} created successfully!`;

interface CreateUserFormProps {
  onCreated: (user: User) => void;
  onCancel?: () => void;
  /** After success the page keeps the form on screen, read-only, until it leaves. */
  locked?: boolean;
  submitLabel?: string;
}

/** Name, email, password, confirm password and role (student, instructor or admin; default student). */
export function CreateUserFields({
  onCreated,
  onCancel,
  locked = false,
  submitLabel = 'Create User',
}: CreateUserFormProps) {
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(CreateUserForm),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', role: 'student' as const },
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, { onSuccess: ({ user }) => onCreated(user) }),
  );

  return (
    <Form onSubmit={onSubmit} busy={locked} error={create.isError && createUserErrorMessage(create.error)}>
      <FieldGrid>
        <TextField label="Full name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={PASSWORD_POLICY_HINT}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Select label="Role" options={roleOptions} error={errors.role?.message} {...register('role')} />
      </FieldGrid>
      <FormActions>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={create.isPending} busyText="Creating...">
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
