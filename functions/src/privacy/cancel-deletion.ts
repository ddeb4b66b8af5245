import { privacyRoutes as routes } from '@academy/shared/features/privacy/routes';
import { httpHandler } from '../http';
import { reasonAt, transact } from '../lib/db';
import { ConflictError, NotFoundError } from '../lib/errors';
import { derivedId } from '../lib/keys';
import { notice, notify } from '../notifications/service';
import { deletionAtUpdate, type UserRecord } from '../users/service';
import {
  cancelDeletionUpdate,
  DELETION_RUNNING,
  getDeletion,
  toAccountDeletion,
} from './deletion-repository';

export const NO_DELETION = /*i18n*/ 'No deletion of your account is scheduled.';

/**
 * Cancels the caller's scheduled deletion during its cooling-off period (issue 41): one transaction makes the
 * deletion `cancelled` (W62, off the due index, only while scheduled) and removes the profile's
 * `privacy.deletionAt`. Once erasure has started (erasing) it can no longer be stopped: 409. None scheduled, or
 * cancelled already: 404. The person is told.
 */
export async function cancelDeletion(user: UserRecord) {
  const deletion = await getDeletion(user.id);
  if (!deletion || deletion.status === 'cancelled') throw new NotFoundError(NO_DELETION);
  if (deletion.status !== 'scheduled') throw new ConflictError(DELETION_RUNNING);
  const at = new Date().toISOString();
  const hasPrivacy = typeof (user as { privacy?: unknown }).privacy === 'object';
  try {
    await transact([
      cancelDeletionUpdate(user.id, at),
      deletionAtUpdate({ id: user.id, hasPrivacy }, undefined),
    ]);
  } catch (error) {
    if (reasonAt(error, 0) === 'ConditionalCheckFailed') {
      const now = await getDeletion(user.id);
      if (now?.status === 'cancelled') throw new NotFoundError(NO_DELETION);
      throw new ConflictError(DELETION_RUNNING);
    }
    throw error;
  }
  await notify({
    id: derivedId(at, `deletion-cancelled#${user.id}`),
    userId: user.id,
    type: 'account',
    ...notice(/*i18n*/ 'Account deletion cancelled', /*i18n*/ 'Your account will not be deleted.'),
    createdAt: at,
  });
  return toAccountDeletion({ ...deletion, status: 'cancelled', cancelledAt: at });
}

export const handler = httpHandler(routes.cancelDeletion, async ({ caller }) => cancelDeletion(caller.user));
