import type { EmailSubscriptionResponse } from '@academy/shared';
import { BadRequestError } from '../lib/errors';
import { getUserContacts } from '../users/service';
import { setTypeEmail } from './email-repository';
import { INVALID_LINK, readEmailToken } from './email-tokens';

/** One type's e-mail turned on or off for the person a valid, unexpired token names (a 400 otherwise). */
export async function setEmailByToken(token: string, email: boolean): Promise<EmailSubscriptionResponse> {
  const { userId, type } = await readEmailToken(token);
  // A token outlives nothing: an account that is gone has no settings to change.
  if (!(await getUserContacts([userId])).has(userId)) throw new BadRequestError(INVALID_LINK);
  await setTypeEmail(userId, type, email, new Date().toISOString());
  return { type, email };
}
