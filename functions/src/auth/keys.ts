import { prefix } from '../lib/keys';

/**
 * The auth feature's items: a sign-in or a two-step verification setup waiting for its code (docs/data-model.md,
 * AP-MFA). Only this feature builds them.
 */
export const keys = {
  /** One waiting sign-in or setup, under the random handle the client holds. */
  mfaSession: (id: string) => ({ PK: `${prefix.mfaSession}${id}`, SK: 'MFA' }),
};
