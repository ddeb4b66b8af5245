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
  // Scheduled (nothing erased until the eraser runs); refused to an instructor who still manages courses (the
  // world's instructor) and to the last active admin. The admin's fixture is a wrong password (400): whether the
  // demo admin is the last one depends on the other files of the run (test/integration/privacy-deletion.test.ts).
  requestDeletion: signedIn(202, { instructor: 409, admin: 400 }),
  // Cancelled during the cooling-off; nothing scheduled (the instructor's and admin's requests were refused): 404.
  cancelDeletion: signedIn(200, { instructor: 404, admin: 404 }),
  // A parent's link: its signed token is the only credential, whoever calls.
  getGuardianRequest: everyone(200),
  confirmGuardianConsent: everyone(200),
  resendGuardianLink: everyone(202),
} as const satisfies Record<keyof typeof privacyRoutes, RouteAuthz>;
