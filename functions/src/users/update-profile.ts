import { usersRoutes as routes } from '@academy/shared/features/users/routes';
import { httpHandler } from '../http';
import { toUser, updateUserProfile } from './repository';

export const handler = httpHandler(routes.updateProfile, async ({ body, caller }) => {
  const profile = body.profile ? { ...body.profile } : undefined;
  // Experience belongs to instructors only (spec part 2, Profile).
  if (profile && caller.role !== 'instructor') delete profile.experience;
  const user = await updateUserProfile(
    caller.id,
    { name: body.name, profile, locale: body.locale },
    caller.user,
  );
  return { user: toUser(user) };
});
