import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField, TextField } from '../../../components/ui';
import { passwordPolicyHint } from '../../../lib/password-hint';

/** The e-mail field of the sign-in, sign-up and reset forms. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  const { t } = useLingui();
  return <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" {...props} />;
}

type RegisteredField = UseFormRegisterReturn & { error?: string };

/** A new password, with the policy as its hint, and the same again ("Confirm new password"). */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirmation,
}: {
  label: string;
  /** The second field's label, whole ("Confirm new password"): a language builds it its own way. */
  confirmLabel: string;
  password: RegisteredField;
  confirmation: RegisteredField;
}) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint={passwordPolicyHint()} {...password} />
      <PasswordField label={confirmLabel} autoComplete="new-password" {...confirmation} />
    </>
  );
}
