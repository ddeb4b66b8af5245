import { everyone, signedIn } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { privacyRoutes } from './routes';

/** What each caller of the authorization matrix gets from each privacy route (see `RouteAuthz`). */
export const privacyAuthz = {
  // Each caller's own privacy centre: there is no one else's to ask for.
  getPrivacy: signedIn(200),
  acceptNotice: signedIn(200),
  setConsents: signedIn(200),
  requestExport: signedIn(202),
  // The owner's ready export: everyone else finds no such export of theirs.
  getExportLink: signedIn(404, { owner: 200, on: 'export' }),
  requestDeletion: signedIn(202),
  cancelDeletion: signedIn(200),
  // A parent's link: its signed token is the only credential, whoever calls.
  getGuardianRequest: everyone(200),
  confirmGuardianConsent: everyone(200),
  resendGuardianLink: everyone(202),
} as const satisfies Record<keyof typeof privacyRoutes, RouteAuthz>;
