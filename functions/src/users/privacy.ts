import { ERROR_CODES, PRIVACY_NOTICE_VERSION, type UserPrivacy } from '@academy/shared';
import { tableName } from '../lib/clients';
import type { TransactItem } from '../lib/db';
import { ForbiddenError } from '../lib/errors';
import { keys } from './keys';

/**
 * A person's current privacy state (issue 41, docs/privacy.md), the `privacy` map of their PROFILE item, so the
 * caller lookup every request makes carries it (a consent withdrawn counts from the next request). The privacy
 * feature keeps the history (consent records, a parent's request, exports, the deletion) in items of its own and
 * composes its writes with `privacyUpdate`.
 */
export interface PrivacyState {
  /** The notice version last agreed to (none: never, e.g. an account an admin made, or one from before). */
  noticeVersion?: string;
  noticeAt?: string;
  /** Watch-time analytics agreed to (and not withdrawn); never true for a minor. */
  watchAnalytics: boolean;
  /** Under 18 on the day of registration. */
  minor: boolean;
  /** A minor's parent or guardian: yet to consent (the account cannot sign in), or consented. */
  guardian?: 'pending' | 'confirmed';
  guardianEmail?: string;
  /** A deletion is scheduled: when erasure starts. */
  deletionAt?: string;
}

/** An account with no privacy state yet (made by an admin, or before issue 41): no consent on record. */
export const NO_CONSENT_YET: PrivacyState = { watchAnalytics: false, minor: false };

/** The API's view of the stored state (`User.privacy`). */
export function privacyOf(stored: { privacy?: Partial<PrivacyState> }): UserPrivacy {
  const p = stored.privacy ?? {};
  return {
    ...(p.noticeVersion ? { noticeVersion: p.noticeVersion } : {}),
    consentNeeded: p.noticeVersion !== PRIVACY_NOTICE_VERSION,
    watchAnalytics: p.watchAnalytics === true && p.noticeVersion !== undefined && p.minor !== true,
    minor: p.minor === true,
    ...(p.deletionAt ? { deletionAt: p.deletionAt } : {}),
  };
}

/** Watch time may be counted for this account (agreed, not withdrawn, not a minor). */
export const watchAnalyticsOn = (stored: { privacy?: Partial<PrivacyState> }) =>
  privacyOf(stored).watchAnalytics;

/** A minor whose parent or guardian has not consented yet: no sign-in, no request. */
export const awaitsGuardian = (stored: { privacy?: Partial<PrivacyState> }) =>
  stored.privacy?.guardian === 'pending';

export const GUARDIAN_PENDING =
  /*i18n*/ 'Your parent or guardian has not confirmed your account yet. Please ask them to open the link we emailed them; you can send it again from the sign-in page.';

/** The refusal of a pending minor (sign-in, refresh, every route), with its code for the sign-in screen. */
export class GuardianPendingError extends ForbiddenError {
  override code = ERROR_CODES.guardianPending;
  constructor() {
    super(GUARDIAN_PENDING);
  }
}

/** Fields to set (a value) or remove (`null`). */
export type PrivacyChanges = { [K in keyof PrivacyState]?: PrivacyState[K] | null };

/**
 * W51: the PROFILE item's privacy fields changed, as a TransactWriteItem Update (the privacy feature joins
 * it to its own records' writes). `current` is the stored user as just read: where it has a privacy map, only the
 * named fields are set or removed (a concurrent change of another field stays); where it has none (an account
 * from before), the whole map is written, on condition there is still none. `when` adds conditions on current
 * values (e.g. `{ guardian: 'pending' }`). A failed condition cancels the transaction: read again and redo.
 */
export function privacyUpdate(
  current: { id: string; privacy?: Partial<PrivacyState> },
  changes: PrivacyChanges,
  now: string,
  when: Partial<Record<keyof PrivacyState, string | boolean>> = {},
): TransactItem {
  const names: Record<string, string> = { '#privacy': 'privacy' };
  const values: Record<string, unknown> = { ':now': now };
  const conditions = ['attribute_exists(PK)'];
  Object.entries(when).forEach(([field, value], i) => {
    names[`#w${i}`] = field;
    values[`:w${i}`] = value;
    conditions.push(`#privacy.#w${i} = :w${i}`);
  });
  if (!current.privacy) {
    const whole = Object.fromEntries(
      Object.entries({ ...NO_CONSENT_YET, ...changes }).filter(([, v]) => v !== null && v !== undefined),
    );
    values[':privacy'] = whole;
    conditions.push('attribute_not_exists(#privacy)');
    return {
      Update: {
        TableName: tableName(),
        Key: keys.user(current.id),
        UpdateExpression: 'SET #privacy = :privacy, updatedAt = :now',
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  }
  const sets = ['updatedAt = :now'];
  const removes: string[] = [];
  Object.entries(changes).forEach(([field, value], i) => {
    if (value === undefined) return;
    names[`#f${i}`] = field;
    if (value === null) removes.push(`#privacy.#f${i}`);
    else {
      values[`:f${i}`] = value;
      sets.push(`#privacy.#f${i} = :f${i}`);
    }
  });
  values[':map'] = 'M';
  conditions.push('attribute_type(#privacy, :map)');
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(current.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
