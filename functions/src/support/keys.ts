import { indexOn as on, prefix, STATS_PARTITION } from '../lib/keys';

/**
 * The support desk's items: tickets and their messages, its counters and idempotent requests, and the ticket
 * lists' index keys: their keys, beside the access patterns that use them (docs/data-model.md, "APn"). Only this
 * feature builds them; another feature that reads or writes one of these items in its own request asks this
 * feature's service for the piece (docs/features.md). The prefixes come from the registry in lib/keys.ts, whose
 * test proves them unique.
 */
export const keys = {
  /** A support ticket (AP71, AP75, AP77). Its partition also holds its messages. */
  ticket: (ticketId: string) => ({ PK: `${prefix.ticket}${ticketId}`, SK: 'TICKET' }),
  /** A message in a ticket thread (AP75-76). */
  ticketMessage: (ticketId: string, messageId: string) => ({
    PK: `${prefix.ticket}${ticketId}`,
    SK: `${prefix.message}${messageId}`,
  }),
  /**
   * Tickets by stored status (open, inProgress, resolved, closed), kept exact by writing it in the same transaction
   * as every creation and status change (the admin dashboard's card).
   */
  ticketCounts: () => ({ PK: STATS_PARTITION, SK: 'TICKETS' }),
  /**
   * The last readable ticket number handed out (`last`), moved by one atomic ADD per creation, outside the
   * creation's transaction (a transaction cannot return the new value), so two creations never get the same number;
   * a creation that fails after it leaves a gap.
   */
  ticketNumber: () => ({ PK: STATS_PARTITION, SK: 'TICKET_NUMBER' }),
  /**
   * The ticket one caller's request id created (`ticketId`), written in the creation's transaction, so sending the
   * same request again finds it instead of creating another.
   */
  ticketRequest: (userId: string, requestId: string) => ({
    PK: `${prefix.ticketRequest}${userId}#${requestId}`,
    SK: 'REQUEST',
  }),
};

/** Sort-key prefixes for prefix queries (`skBeginsWith` in lib/db.ts) inside one table partition. */
export const skPrefix = {
  /** AP75, AP82: messages of a ticket or a chat. */
  messages: prefix.message,
} as const;

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  ticketsByOwner: (userId: string) => on('GSI1', `${prefix.user}${userId}#TICKETS`),
  ticketsByAssignee: (assigneeId: string) => on('GSI2', `${prefix.assignee}${assigneeId}#TICKETS`),
  ticketsByStatus: (status: string) => on('GSI3', `${prefix.ticketStatus}${status}`),
};

const p = indexPartition;

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** AP70, GSI1: a user's own tickets, newest first. */
  ticketsByOwner: (userId: string, ticketId: string) => p.ticketsByOwner(userId).key(ticketId),
  /** AP72, GSI2 (sparse: assigned tickets only): tickets assigned to a staff member. */
  ticketsByAssignee: (assigneeId: string, ticketId: string) => p.ticketsByAssignee(assigneeId).key(ticketId),
  /** AP73-74, GSI3: tickets in one status, newest first (admin list). */
  ticketsByStatus: (status: string, ticketId: string) => p.ticketsByStatus(status).key(ticketId),
};
