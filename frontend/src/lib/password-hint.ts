import { t } from '@lingui/core/macro';
import { PASSWORD_MIN_LENGTH } from './constants';

/** The password hint (PASSWORD_POLICY_HINT) in the language being rendered; call it at render. */
export function passwordPolicyHint(): string {
  const min = PASSWORD_MIN_LENGTH;
  return t`Password must be at least ${min} characters, with upper and lower case letters, a number and a symbol.`;
}
