import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField, TextField } from '../../../components/ui';
import { PASSWORD_POLICY_HINT } from '../../../lib/constants';

/** The e-mail field of the sign-in, sign-up and reset forms. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

type RegisteredField = UseFormRegisterReturn & { error?: string };

/** A new password, with the policy as its hint, and the same again ("Confirm new password"). */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  label: string;
  password: RegisteredField;
  confirmation: RegisteredField;
}) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint={PASSWORD_POLICY_HINT} {...password} />
      <PasswordField label={`Confirm ${label.toLowerCase()}`} autoComplete="new-password" {...confirmation} />
    </>
  );
}
