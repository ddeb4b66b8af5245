import { PRIVACY_NOTICE_VERSION, type PrivacyOverview } from '@academy/shared';
import type { Locale } from '@academy/shared/locale';
import { cancellationReasons, Redo, retryOnConflict, type TransactItem, transact } from '../lib/db';
import { BadRequestError } from '../lib/errors';
import {
  getUserRecord,
  type PrivacyChanges,
  type PrivacyState,
  privacyUpdate,
  type UserRecord,
} from '../users/service';
import { consentRecordPut } from './consent-repository';
import { guardianConsentPut, guardianMailPut } from './guardian-repository';
import { privacyOverview } from './overview';

/**
 * Consent on record (issue 41, docs/privacy.md): what registration agrees to, a new notice agreed to, optional
 * consents given or withdrawn. Each change writes the PROFILE's privacy state (which every request reads) and a
 * consent record in one transaction.
 */

export const NOTICE_CHANGED = /*i18n*/ 'The privacy notice has changed. Please read it again.';
export const MINORS_NO_WATCH_ANALYTICS =
  /*i18n*/ 'Watch-time analytics stay off for accounts of people under 18.';
export const NOTICE_FIRST = /*i18n*/ 'Please agree to the privacy notice first.';

export interface RegistrationChoice {
  noticeVersion: string;
  watchAnalytics: boolean;
  /** Under 18 on the day of registration. */
  minor: boolean;
  /** A minor's parent or guardian (required for a minor). */
  guardianEmail?: string;
  /** The language of the page they registered on (the parent's mail is written in it). */
  locale?: Locale;
}

/**
 * What registration stores about consent: the profile's privacy state, and the items written in the profile's
 * own transaction (users' `createUser`'s `writesFor`): the notice agreed to and the watch-time choice (an adult),
 * or the notice and the parent's consent request with its first mail (a minor, whose watch-time analytics stay
 * off and whose account waits for the parent).
 */
export function registrationPrivacy(choice: RegistrationChoice): {
  privacy: PrivacyState;
  writesFor: (userId: string, now: string) => TransactItem[];
} {
  const { minor, guardianEmail } = choice;
  if (minor && !guardianEmail) throw new Error('A minor registers with a parent’s or guardian’s email');
  const privacy: PrivacyState = {
    noticeVersion: choice.noticeVersion,
    watchAnalytics: !minor && choice.watchAnalytics,
    minor,
    ...(minor ? { guardian: 'pending' as const, guardianEmail } : {}),
  };
  return {
    privacy,
    writesFor: (userId, now) => [
      consentRecordPut(userId, {
        at: now,
        kind: 'notice',
        granted: true,
        noticeVersion: choice.noticeVersion,
        by: 'self',
      }),
      ...(minor
        ? [
            guardianConsentPut({
              userId,
              guardianEmail: guardianEmail!,
              requestedAt: now,
              status: 'pending',
            }),
            guardianMailPut({
              userId,
              guardianEmail: guardianEmail!,
              at: now,
              ...(choice.locale ? { locale: choice.locale } : {}),
            }),
          ]
        : [
            consentRecordPut(
              userId,
              { at: now, kind: 'watchAnalytics', granted: choice.watchAnalytics, by: 'self' },
              1,
            ),
          ]),
    ],
  };
}

/**
 * Writes a change of the caller's privacy state with its records in one transaction; a state changed meanwhile
 * (its condition failed) is read again and the change worked out anew. Answers the overview after it.
 */
async function change(
  user: UserRecord,
  plan: (
    current: UserRecord,
    now: string,
  ) => { changes: PrivacyChanges; records: Parameters<typeof consentRecordPut>[1][] },
): Promise<PrivacyOverview> {
  let current = user;
  return retryOnConflict(async () => {
    const now = new Date().toISOString();
    const { changes, records } = plan(current, now);
    if (records.length === 0) return privacyOverview(current);
    try {
      await transact([
        privacyUpdate(current, changes, now),
        ...records.map((r, n) => consentRecordPut(current.id, r, n)),
      ]);
    } catch (error) {
      if (cancellationReasons(error).includes('ConditionalCheckFailed')) {
        const fresh = await getUserRecord(user.id);
        if (!fresh) throw error;
        current = fresh;
        throw new Redo('privacy changed meanwhile');
      }
      throw error;
    }
    const privacy = Object.fromEntries(
      Object.entries({ ...(current.privacy ?? { watchAnalytics: false, minor: false }), ...changes }).filter(
        ([, v]) => v !== null && v !== undefined,
      ),
    ) as unknown as PrivacyState;
    return privacyOverview({ ...current, privacy });
  });
}

/** The current notice agreed to (asked at sign-in after it changed), with the optional consents chosen again. */
export function acceptNotice(
  user: UserRecord,
  body: { noticeVersion: string; watchAnalytics?: boolean },
): Promise<PrivacyOverview> {
  if (body.noticeVersion !== PRIVACY_NOTICE_VERSION) throw new BadRequestError(NOTICE_CHANGED);
  if (user.privacy?.minor && body.watchAnalytics === true)
    throw new BadRequestError(MINORS_NO_WATCH_ANALYTICS);
  return change(user, (current, now) => {
    const changes: PrivacyChanges = {};
    const records: Parameters<typeof consentRecordPut>[1][] = [];
    if (current.privacy?.noticeVersion !== body.noticeVersion) {
      changes.noticeVersion = body.noticeVersion;
      changes.noticeAt = now;
      records.push({ at: now, kind: 'notice', granted: true, noticeVersion: body.noticeVersion, by: 'self' });
    }
    if (body.watchAnalytics !== undefined && current.privacy?.watchAnalytics !== body.watchAnalytics) {
      changes.watchAnalytics = body.watchAnalytics;
      records.push({ at: now, kind: 'watchAnalytics', granted: body.watchAnalytics, by: 'self' });
    }
    return { changes, records };
  });
}

/** Optional consents given or withdrawn (in effect from the next request: every request reads the profile). */
export function setConsents(user: UserRecord, body: { watchAnalytics: boolean }): Promise<PrivacyOverview> {
  if (body.watchAnalytics && user.privacy?.minor) throw new BadRequestError(MINORS_NO_WATCH_ANALYTICS);
  if (body.watchAnalytics && !user.privacy?.noticeVersion) throw new BadRequestError(NOTICE_FIRST);
  return change(user, (current, now) =>
    current.privacy?.watchAnalytics === body.watchAnalytics
      ? { changes: {}, records: [] }
      : {
          changes: { watchAnalytics: body.watchAnalytics },
          records: [{ at: now, kind: 'watchAnalytics', granted: body.watchAnalytics, by: 'self' }],
        },
  );
}
