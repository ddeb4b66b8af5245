import { SUPPORT_LIMITS, type TicketStatusBody } from '@academy/shared';
import { supportRoutes as routes } from '@academy/shared/features/support/routes';
import { auditActor, auditPut } from '../audit/service';
import { type Caller, httpHandler } from '../http';
import { derivedId } from '../lib/keys';
import { notice, notificationWrites } from '../notifications/service';
import { getUserRecord } from '../users/service';
import {
  AssignOthersError,
  assertMayManage,
  InvalidAssigneeError,
  Redo,
  reasonAt,
  redoOnConflict,
  TicketNotFoundError,
  toTicketDetail,
} from './model';
import { getTicket, getTicketWithMessages, statusWrites, transact } from './repository';

type Assignee = { id: string; name: string } | null;

/**
 * W24: staff set a ticket's status (any of the four, at any time) and its assignee: an admin on any ticket, an
 * instructor on tickets assigned to them (others 404). `status` absent keeps the status (the admin's assignee
 * picker sends only `assignedTo`, so it never undoes a status set meanwhile); `assignedTo` absent keeps the
 * assignee, null removes it,
 * an id must be an active instructor or admin (400), and an instructor may hand a ticket only to themselves or
 * to an admin, never to nobody (403). ONE transaction: the ticket, conditioned on the status and assignee read (changed
 * meanwhile: read again), the status counter's −1 / +1, and the notifications: the owner of a new status, a new
 * assignee of the assignment (ids derived from the change, so a redone write tells nobody twice). The same status
 * and assignee again change and tell nothing. Each change is on the audit trail, in the same transaction (issue 41).
 * Answers the ticket with its thread.
 */
export const handler = httpHandler(routes.setTicketStatus, async ({ params, body, caller, requestId }) => {
  const now = new Date().toISOString();
  let chosen: Assignee | undefined;
  await redoOnConflict(async () => {
    const ticket = await getTicket(params.id);
    if (!ticket) throw new TicketNotFoundError();
    assertMayManage(caller, ticket);
    const current: Assignee = ticket.assigneeId
      ? { id: ticket.assigneeId, name: ticket.assigneeName ?? '' }
      : null;
    chosen ??= await resolveAssignee(body.assignedTo, current, caller);
    const assignee = chosen === undefined ? current : chosen;
    const status = body.status ?? ticket.status;
    const statusChanged = status !== ticket.status;
    const assigneeChanged = (assignee?.id ?? null) !== (current?.id ?? null);
    if (!statusChanged && !assigneeChanged) return;
    const told = new Set<string>([caller.id]);
    const notices = [];
    if (statusChanged && !told.has(ticket.userId)) {
      told.add(ticket.userId);
      notices.push(
        ...notificationWrites({
          id: derivedId(now, `ticket-status#${ticket.id}#${status}#${now}`),
          userId: ticket.userId,
          type: 'support',
          ...notice(/*i18n*/ 'Ticket status updated', /*i18n*/ '{ticket} “{subject}” is now {status}.', {
            ticket: ticket.ticketId,
            subject: ticket.subject,
            status,
          }),
          sourceId: ticket.id,
          createdAt: now,
        }),
      );
    }
    if (assigneeChanged && assignee && !told.has(assignee.id)) {
      notices.push(
        ...notificationWrites({
          id: derivedId(now, `ticket-assigned#${ticket.id}#${assignee.id}#${now}`),
          userId: assignee.id,
          type: 'support',
          ...notice(
            /*i18n*/ 'Ticket assigned to you',
            /*i18n*/ '{name} assigned {ticket} to you: “{subject}”.',
            {
              name: caller.user.name,
              ticket: ticket.ticketId,
              subject: ticket.subject,
            },
          ),
          sourceId: ticket.id,
          createdAt: now,
        }),
      );
    }
    // The audit trail (issue 41): each change by staff, in the same transaction.
    const target = { type: 'ticket' as const, id: ticket.id, label: ticket.ticketId };
    const audits = [
      ...(statusChanged
        ? [
            auditPut({
              action: 'ticket.status',
              actor: auditActor(caller),
              target,
              before: { status: ticket.status },
              after: { status },
              requestId,
              at: now,
            }),
          ]
        : []),
      ...(assigneeChanged
        ? [
            auditPut({
              action: 'ticket.assign',
              actor: auditActor(caller),
              target,
              before: { assigneeId: current?.id ?? null, assigneeName: current?.name ?? null },
              after: { assigneeId: assignee?.id ?? null, assigneeName: assignee?.name ?? null },
              requestId,
              at: now,
            }),
          ]
        : []),
    ];
    try {
      await transact([...statusWrites(ticket, { status, assignee, at: now }), ...notices, ...audits]);
    } catch (error) {
      if (reasonAt(error, 0) === 'ConditionalCheckFailed') throw new Redo();
      throw error;
    }
  });
  const found = await getTicketWithMessages(params.id, SUPPORT_LIMITS.messagesShown);
  if (!found) throw new TicketNotFoundError();
  return toTicketDetail(found.ticket, found.messages);
});

/**
 * The assignee asked for: undefined keeps the current one, null none (admins only); an id must be an active
 * instructor or admin (its name is copied), and an instructor may choose only themselves or an admin.
 */
async function resolveAssignee(
  wanted: TicketStatusBody['assignedTo'],
  current: Assignee,
  caller: Caller,
): Promise<Assignee | undefined> {
  if (wanted === undefined) return undefined;
  if (wanted === current?.id || (wanted === null && current === null)) return current;
  // Routing is the admins': an instructor may hand a ticket on to an admin, not leave it with nobody.
  if (wanted === null) {
    if (caller.role === 'instructor') throw new AssignOthersError();
    return null;
  }
  if (wanted === caller.id) return { id: caller.id, name: caller.user.name };
  const user = await getUserRecord(wanted);
  if (!user?.isActive || (user.role !== 'instructor' && user.role !== 'admin')) {
    throw new InvalidAssigneeError();
  }
  if (caller.role === 'instructor' && user.role !== 'admin') throw new AssignOthersError();
  return { id: user.id, name: user.name };
}
