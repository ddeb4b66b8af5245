import { PRIVACY_NOTICE_VERSION } from '@academy/shared';
import { passwordOwner } from '../auth/service';
import { cancellationReasons, Redo, retryOnConflict, transact } from '../lib/db';
import { BadRequestError } from '../lib/errors';
import { awaitsGuardian, getUserRecord, privacyUpdate, type UserRecord } from '../users/service';
import { consentRecordPut } from './consent-repository';
import {
  type GuardianConsentItem,
  getGuardianConsent,
  guardianConfirmedUpdate,
  latestGuardianMail,
  putGuardianMail,
} from './guardian-repository';
import { GUARDIAN_LINK_INVALID, readGuardianToken } from './guardian-tokens';

/**
 * A parent's or guardian's consent for a minor (issue 41, docs/privacy.md): the link's page shows whose account it
 * is, the parent confirms (the account opens), and a minor waiting for it may have the link sent again.
 */

/** A minor may have the link mailed again once this long after the last mail. */
export const GUARDIAN_RESEND_AFTER_MS = 60_000;

export const GUARDIAN_LINK_RESENT =
  /*i18n*/ 'If your account is waiting for your parent’s or guardian’s consent, we have emailed them the link again. We send it at most once a minute.';

export interface GuardianRequestView {
  childName: string;
  requestedAt: string;
  expiresAt: string;
  status: 'pending' | 'confirmed';
}

/** The child's account and their parent's request named by the token, or a 400 (the link names no such request). */
async function requestOf(token: string) {
  const { userId, expires } = await readGuardianToken(token);
  const [child, request] = await Promise.all([getUserRecord(userId), getGuardianConsent(userId)]);
  if (!child || !request || !child.privacy?.guardian) throw new BadRequestError(GUARDIAN_LINK_INVALID);
  return { child, request, expiresAt: new Date(expires * 1000).toISOString() };
}

const viewOf = (child: UserRecord, request: GuardianConsentItem, expiresAt: string): GuardianRequestView => ({
  childName: child.name,
  requestedAt: request.requestedAt,
  expiresAt,
  status: child.privacy?.guardian === 'confirmed' ? 'confirmed' : 'pending',
});

/** What the link's page shows before the parent confirms. */
export async function guardianRequest(token: string): Promise<GuardianRequestView> {
  const { child, request, expiresAt } = await requestOf(token);
  return viewOf(child, request, expiresAt);
}

/**
 * The parent consents: the child's account opens (`guardian = 'confirmed'`), a consent record by the guardian
 * (their address, their relationship) is kept, and the request is marked confirmed, in one transaction, on
 * condition the account still waits. A second confirmation (the link used again, two at once) answers confirmed.
 */
export async function confirmGuardian(
  token: string,
  relationship: 'parent' | 'guardian',
): Promise<GuardianRequestView> {
  return retryOnConflict(async () => {
    const { child, request, expiresAt } = await requestOf(token);
    if (!awaitsGuardian(child)) return viewOf(child, request, expiresAt);
    const now = new Date().toISOString();
    try {
      await transact([
        privacyUpdate(child, { guardian: 'confirmed' }, now, { guardian: 'pending' }),
        consentRecordPut(child.id, {
          at: now,
          kind: 'guardian',
          granted: true,
          by: 'guardian',
          guardianEmail: request.guardianEmail,
          noticeVersion: child.privacy?.noticeVersion ?? PRIVACY_NOTICE_VERSION,
          relationship,
        }),
        guardianConfirmedUpdate(child.id, now, relationship),
      ]);
    } catch (error) {
      // Confirmed meanwhile (or the state changed): read again; the next round answers it.
      if (cancellationReasons(error).includes('ConditionalCheckFailed')) throw new Redo('guardian changed');
      throw error;
    }
    return viewOf(
      { ...child, privacy: { ...child.privacy!, guardian: 'confirmed' } },
      { ...request, status: 'confirmed' },
      expiresAt,
    );
  });
}

/**
 * A minor waiting for their parent asks for the link again, with their password (they cannot sign in yet). A wrong
 * password and an unknown email are refused alike (400); anyone else with the right password (an adult, a minor
 * already confirmed) gets the same answer and no mail. At most one mail a minute (the newest mail's time).
 */
export async function resendGuardianLink(email: string, password: string): Promise<{ message: string }> {
  const sub = await passwordOwner(email, password);
  const child = await getUserRecord(sub);
  const guardianEmail = child?.privacy?.guardianEmail;
  if (child?.isActive && awaitsGuardian(child) && guardianEmail) {
    const latest = await latestGuardianMail(sub);
    const now = new Date();
    if (!latest || now.getTime() - Date.parse(latest.at) >= GUARDIAN_RESEND_AFTER_MS) {
      // Two at once in the same millisecond: one mail.
      await putGuardianMail({
        userId: sub,
        guardianEmail,
        at: now.toISOString(),
        ...(child.locale ? { locale: child.locale } : {}),
      });
    }
  }
  return { message: GUARDIAN_LINK_RESENT };
}
