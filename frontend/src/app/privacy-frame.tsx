import type { UserPrivacy } from '@academy/shared';
import { ConsentGate, DeletionBanner } from '../features/privacy';
import { useLogout } from './layout/use-logout';

/**
 * The privacy parts of the app frame (issue 41), loaded only for a signed-in person who needs them, so none of
 * it joins the first load: the consent gate in place of the page while the current notice is not agreed to,
 * and the banner while the account is scheduled for deletion.
 */
export function AppConsentGate({ privacy }: { privacy: UserPrivacy }) {
  const logout = useLogout();
  return <ConsentGate privacy={privacy} onSignOut={logout} />;
}

export function AppDeletionBanner({ deletionAt }: { deletionAt: string }) {
  return <DeletionBanner deletionAt={deletionAt} />;
}
