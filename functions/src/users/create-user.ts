import { usersRoutes as routes } from '@academy/shared/features/users/routes';
import { auditActor, recordAudit } from '../audit/service';
import { httpHandler } from '../http';
import { toUser } from './repository';
import { createUser } from './service';

/** An admin creates a user of any role; the audit trail records it (issue 41), with the role given. */
export const handler = httpHandler(routes.createUser, async ({ body, caller, requestId }) => {
  const user = await createUser({
    name: body.name,
    email: body.email,
    password: body.password,
    role: body.role,
  });
  await recordAudit({
    action: 'user.create',
    actor: auditActor(caller),
    target: { type: 'user', id: user.id, label: user.name },
    before: null,
    after: { role: user.role, isActive: user.isActive },
    requestId,
  });
  return { user: toUser(user) };
});
