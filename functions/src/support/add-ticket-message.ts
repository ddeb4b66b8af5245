import { SUPPORT_LIMITS } from '@academy/shared';
import { supportRoutes as routes } from '@academy/shared/features/support/routes';
import { ulid } from 'ulid';
import { httpHandler } from '../http';
import { derivedId } from '../lib/keys';
import { notice, notificationWrites } from '../notifications/service';
import { listAdminIds } from '../users/service';
import {
  ADMINS_NOTIFIED,
  isFinished,
  mayRead,
  Redo,
  reasonAt,
  redoOnConflict,
  TicketFinishedError,
  TicketNotFoundError,
  toTicketDetail,
} from './model';
import {
  getTicket,
  getTicketWithMessages,
  type MessageRecord,
  newMessageWrites,
  transact,
} from './repository';

/**
 * W23: a reply in a ticket by its owner, its assignee or an admin (anyone else: 404), while it is neither
 * resolved nor closed (409, nothing stored). One transaction: the message, the ticket's messageCount and
 * updatedAt under a condition on its status and the writer (so a ticket closed meanwhile takes nothing), and the
 * other side's notification: a staff reply tells the owner; the owner's reply tells the assignee, or the admins
 * while nobody is assigned. Answers the ticket with its thread (one Query).
 */
export const handler = httpHandler(routes.addTicketMessage, async ({ params, body, caller }) => {
  const now = new Date().toISOString();
  const message: MessageRecord = {
    id: ulid(),
    ticketId: params.id,
    senderId: caller.id,
    sender: { name: caller.user.name },
    isStaff: caller.role !== 'student',
    message: body.message,
    timestamp: now,
  };
  await redoOnConflict(async () => {
    const ticket = await getTicket(params.id);
    if (!ticket || !mayRead(caller, ticket)) throw new TicketNotFoundError();
    if (isFinished(ticket.status)) throw new TicketFinishedError();
    const fromOwner = ticket.userId === caller.id;
    const words = { name: caller.user.name, ticket: ticket.ticketId, subject: ticket.subject };
    const recipients = fromOwner
      ? ticket.assigneeId
        ? [ticket.assigneeId]
        : await listAdminIds(ADMINS_NOTIFIED)
      : [ticket.userId];
    try {
      await transact([
        ...newMessageWrites(message, { id: caller.id, admin: caller.role === 'admin' }),
        ...recipients
          .filter((userId) => userId !== caller.id)
          .flatMap((userId) =>
            notificationWrites({
              id: derivedId(now, `ticket-message#${message.id}#${userId}`),
              userId,
              type: 'support',
              ...(fromOwner
                ? notice(
                    /*i18n*/ 'New message on a ticket',
                    /*i18n*/ '{name} wrote on {ticket}: “{subject}”.',
                    words,
                  )
                : notice(
                    /*i18n*/ 'New reply on your ticket',
                    /*i18n*/ '{name} replied on {ticket}: “{subject}”.',
                    words,
                  )),
              sourceId: ticket.id,
              createdAt: now,
            }),
          ),
      ]);
    } catch (error) {
      // Our own new message already there: an earlier attempt of this very write went through (answer lost).
      if (reasonAt(error, 0) === 'ConditionalCheckFailed') return;
      // Resolved, closed, reassigned or removed since it was read: read again to say which.
      if (reasonAt(error, 1) === 'ConditionalCheckFailed') throw new Redo();
      throw error;
    }
  });
  const found = await getTicketWithMessages(params.id, SUPPORT_LIMITS.messagesShown);
  if (!found) throw new TicketNotFoundError();
  return toTicketDetail(found.ticket, found.messages);
});
