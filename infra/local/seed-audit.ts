import { usersRoutes } from '@academy/shared/features/users/routes';
import { type DemoPerson, routeCaller, routeModules } from './seed-call';

/** The users routes the demo's audit entries come from (loaded late, as the gateway does). */
const callUsersRoute = routeCaller(routeModules({ setUserStatus: usersRoutes.setUserStatus }), 'seed');

/**
 * The audit trail's demo entries (issue 41). Most come on their own from the other seeds' staff actions, made
 * through the route handlers (tickets routed and resolved, a refund decided). Here: the admin deactivates a
 * student and lets them back in (through the users route, as the Users page does), and the creation of the demo
 * staff accounts, which the seed makes through the users service before any admin exists to call the route, is
 * recorded through the audit service. Run once: a trail that has the deactivation already is left as it is.
 */
export async function seedAudit(people: { admin: DemoPerson; staff: DemoPerson[]; student: DemoPerson }) {
  const { recordAudit } = await import('../../functions/src/audit/service');
  const { listAuditEntries } = await import('../../functions/src/audit/repository');
  const done = await listAuditEntries({ targetId: people.student.id, action: 'user.deactivate', limit: 1 });
  if (done.entries.length > 0) return;
  const admin = { id: people.admin.id, name: people.admin.name, role: 'admin' };
  for (const [n, person] of people.staff.entries()) {
    await recordAudit({
      action: 'user.create',
      actor: admin,
      target: { type: 'user', id: person.id, label: person.name },
      before: null,
      after: { role: 'instructor', isActive: true },
      requestId: `seed-audit-create-${n + 1}`,
      at: new Date(Date.now() - (10 - n) * 86_400_000).toISOString(),
    });
  }
  await callUsersRoute('setUserStatus', people.admin.id, {
    params: { id: people.student.id },
    body: { isActive: false },
  });
  await callUsersRoute('setUserStatus', people.admin.id, {
    params: { id: people.student.id },
    body: { isActive: true },
  });
}
