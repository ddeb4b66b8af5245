import { privacyRoutes as routes } from '@academy/shared/features/privacy/routes';
import { PRIVACY_LIMITS } from '@academy/shared/features/privacy/schemas';
import { checkPasswordAgain } from '../auth/service';
import { getInstructorCourseStats } from '../courses/service';
import { httpHandler } from '../http';
import { reasonAt, retryOnConflict, transact } from '../lib/db';
import { ConflictError } from '../lib/errors';
import { derivedId } from '../lib/keys';
import { notice, notify } from '../notifications/service';
import { deletionAtUpdate, listAdminIds, type UserRecord } from '../users/service';
import {
  type DeletionRecord,
  getDeletion,
  scheduleDeletionPut,
  toAccountDeletion,
} from './deletion-repository';

const DAY_MS = 86_400_000;

/** Active admins read to tell whether the caller is the last one (AP4's first page). */
const ADMINS_READ = 50;

/** When the erasure of a deletion asked for at `requestedAt` may start: after the cooling-off period. */
export const eraseAfterOf = (requestedAt: string) =>
  new Date(new Date(requestedAt).getTime() + PRIVACY_LIMITS.deletionCoolingOffDays * DAY_MS).toISOString();

/** Who may not delete their account yet: an instructor with courses, the last active admin (409). */
async function refuseWhoMayNotGo(user: UserRecord): Promise<void> {
  if (user.role === 'instructor' && (await getInstructorCourseStats(user.id)).courses > 0) {
    throw new ConflictError(
      /*i18n*/ 'You still manage courses. Please hand them over to another instructor or ask an admin to delete them before deleting your account.',
    );
  }
  if (user.role === 'admin') {
    const others = (await listAdminIds(ADMINS_READ)).filter((id) => id !== user.id);
    if (others.length === 0) {
      throw new ConflictError(
        /*i18n*/ 'You are the only active admin. Please make another admin before deleting your account.',
      );
    }
  }
}

/**
 * Schedules the erasure of the caller's account (issue 41, docs/privacy.md): the password asked again (400 when
 * wrong), erasure after `deletionCoolingOffDays`, cancellable until then. One transaction writes the deletion
 * item (W61, on the due index) and the profile's `privacy.deletionAt`; asked again while scheduled, it answers
 * the same deletion (202) and writes nothing. The person is told (type `account`, an id derived from the
 * request's time, so a retry tells once).
 */
export async function requestDeletion(user: UserRecord, password: string) {
  await checkPasswordAgain(user.email, password);
  const existing = await getDeletion(user.id);
  if (existing?.status === 'scheduled') return toAccountDeletion(existing);
  if (existing?.status === 'erasing' || existing?.status === 'erased')
    throw new ConflictError(/*i18n*/ 'Your account is already being deleted.');
  await refuseWhoMayNotGo(user);
  const requestedAt = new Date().toISOString();
  const record: DeletionRecord = {
    userId: user.id,
    status: 'scheduled',
    requestedAt,
    eraseAfter: eraseAfterOf(requestedAt),
    partsDone: [],
    email: user.email,
  };
  const hasPrivacy = typeof (user as { privacy?: unknown }).privacy === 'object';
  try {
    await retryOnConflict(() =>
      transact([
        scheduleDeletionPut(record),
        deletionAtUpdate({ id: user.id, hasPrivacy }, record.eraseAfter),
      ]),
    );
  } catch (error) {
    // Another request scheduled it first: answer theirs.
    if (reasonAt(error, 0) === 'ConditionalCheckFailed') {
      const now = await getDeletion(user.id);
      if (now?.status === 'scheduled') return toAccountDeletion(now);
    }
    throw error;
  }
  await notify({
    id: derivedId(requestedAt, `deletion#${user.id}`),
    userId: user.id,
    type: 'account',
    ...notice(
      /*i18n*/ 'Account deletion scheduled',
      /*i18n*/ 'Your account will be deleted on {date}. You can cancel until then from your Privacy page.',
      { date: { at: record.eraseAfter, style: 'dateTime' } },
    ),
    createdAt: requestedAt,
  });
  return toAccountDeletion(record);
}

export const handler = httpHandler(routes.requestDeletion, async ({ caller, body }) =>
  requestDeletion(caller.user, body.password),
);
