import {
  ADMIN_FILTER_STATUSES,
  type AdminTicketFilter,
  grievanceRespondBy,
  type Role,
  SUPPORT_MESSAGES,
  TICKET_FINISHED_STATUSES,
  type Ticket,
  type TicketCategory,
  type TicketDetail,
  type TicketMessage,
  type TicketPriority,
  type TicketStatus,
  ticketStatuses,
} from '@academy/shared';
import { decodeCursor, encodeCursor, retryOnConflict } from '../lib/db';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/errors';
import type { Caller } from '../lib/http';

/** The support desk's answers, errors and rules, shared by its handlers and its service. */

export interface TicketRecord {
  /** The ULID: the item key and every list's sort key. */
  id: string;
  /** The readable code, `TKT-000123`. */
  ticketId: string;
  number: number;
  userId: string;
  /** The sender as they were at creation (name copied, not back-filled). */
  user: { name: string; role: Role };
  subject: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  assigneeId?: string;
  assigneeName?: string;
  courseId?: string;
  courseTitle?: string;
  messageCount: number;
  /** Lower-case subject, description, sender name and code, for the admin search. */
  searchText: string;
  createdAt: string;
  updatedAt: string;
}

export interface MessageRecord {
  id: string;
  ticketId: string;
  senderId: string;
  sender: { name: string };
  isStaff: boolean;
  message: string;
  timestamp: string;
}

export class TicketNotFoundError extends NotFoundError {
  constructor() {
    super(/*i18n*/ 'Ticket not found');
  }
}

export class InvalidCourseError extends BadRequestError {
  constructor() {
    super(/*i18n*/ 'Invalid course');
  }
}

export class TicketFinishedError extends ConflictError {
  constructor() {
    super(SUPPORT_MESSAGES.finished);
  }
}

export class InvalidAssigneeError extends BadRequestError {
  constructor() {
    super(/*i18n*/ 'Assignee must be an active instructor or admin');
  }
}

export class AssignOthersError extends ForbiddenError {
  constructor() {
    super(/*i18n*/ 'Instructors can assign a ticket only to themselves or an admin');
  }
}

export class NotAssignedError extends ForbiddenError {
  constructor() {
    super(/*i18n*/ 'Only the assigned staff member or an admin can change this ticket');
  }
}

/** Admins told of what no assignee takes (a new ticket about no course; an unassigned owner's reply): the newest active. */
export const ADMINS_NOTIFIED = 25;

/** The readable code of the n-th ticket: `TKT-` and six digits (more once past 999,999). */
export const ticketCode = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`Ticket number must be a positive integer: ${n}`);
  return `TKT-${String(n).padStart(6, '0')}`;
};

/** What the admin search looks in: subject, message (the description), the sender's name, the code; lower case. */
export const ticketSearchText = (
  t: Pick<TicketRecord, 'subject' | 'description' | 'ticketId'>,
  sender: string,
) => [t.subject, t.description, sender, t.ticketId].join('\n').toLowerCase();

export const isFinished = (status: TicketStatus) => TICKET_FINISHED_STATUSES.includes(status);

/** Its owner, its assignee and admins see a ticket; to anyone else it does not exist. */
export const mayRead = (caller: Pick<Caller, 'id' | 'role'>, t: TicketRecord) =>
  caller.role === 'admin' || t.userId === caller.id || t.assigneeId === caller.id;

/**
 * Who may change a ticket's status and assignee (the route lets only staff in): admins on any ticket, an
 * instructor on tickets assigned to them. Others who cannot see it get 404; one who can (its owner) 403.
 */
export function assertMayManage(caller: Pick<Caller, 'id' | 'role'>, t: TicketRecord): void {
  if (caller.role === 'admin' || t.assigneeId === caller.id) return;
  if (!mayRead(caller, t)) throw new TicketNotFoundError();
  throw new NotAssignedError();
}

/** The counter attribute of each stored status (`STATS/TICKETS`), named as TicketCounts names them. */
export const COUNTER_OF: Record<TicketStatus, 'open' | 'inProgress' | 'resolved' | 'closed'> = {
  open: 'open',
  'in-progress': 'inProgress',
  resolved: 'resolved',
  closed: 'closed',
};

export const toTicket = (t: TicketRecord): Ticket => ({
  _id: t.id,
  id: t.id,
  ticketId: t.ticketId,
  subject: t.subject,
  description: t.description,
  message: t.description,
  category: t.category,
  priority: t.priority,
  status: t.status,
  user: t.user ? { _id: t.userId, name: t.user.name } : null,
  course: t.courseId ? { _id: t.courseId, title: t.courseTitle ?? '' } : null,
  assignedTo: t.assigneeId ? { _id: t.assigneeId, name: t.assigneeName ?? '' } : null,
  messageCount: t.messageCount,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  // A grievance's deadline (issue 41), from its creation: nothing stored, so the promise can change in one place.
  ...(t.category === 'privacy' ? { respondBy: grievanceRespondBy(t.createdAt) } : {}),
});

export const toTicketMessage = (m: MessageRecord): TicketMessage => ({
  _id: m.id,
  sender: { _id: m.senderId, name: m.sender.name },
  message: m.message,
  timestamp: m.timestamp,
  isStaff: m.isStaff,
});

/** A ticket with its thread, the messages oldest first. */
export const toTicketDetail = (t: TicketRecord, messages: readonly MessageRecord[]): TicketDetail => ({
  ...toTicket(t),
  messages: messages.map(toTicketMessage),
});

// ---- The admin list (AP73-74): each status partition of GSI3 read newest first, merged by key. ----

/** Where each status partition resumes: absent = from its newest; an id = below it; null = nothing left. */
export type Positions = Partial<Record<TicketStatus, string | null>>;

/** The stored statuses an admin filter reads (no filter: all four). */
export const statusesOf = (filter: AdminTicketFilter | undefined): readonly TicketStatus[] =>
  filter ? ADMIN_FILTER_STATUSES[filter] : ticketStatuses;

/** The admin list's cursor: the filter and search it belongs to, and each partition's position. */
interface AdminCursor {
  f: AdminTicketFilter | 'all';
  q: string;
  p: Positions;
}

const ID = /^[0-9A-Za-z_-]{1,64}$/;

export function readAdminCursor(
  cursor: string | undefined,
  filter: AdminTicketFilter | undefined,
  search: string,
): Positions {
  const raw = decodeCursor(cursor) as Partial<AdminCursor> | undefined;
  if (!raw) return {};
  const statuses = statusesOf(filter);
  const p = raw.p;
  const valid =
    raw.f === (filter ?? 'all') &&
    raw.q === search &&
    p !== null &&
    typeof p === 'object' &&
    !Array.isArray(p) &&
    Object.entries(p).every(
      ([status, at]) =>
        statuses.includes(status as TicketStatus) && (at === null || (typeof at === 'string' && ID.test(at))),
    );
  if (!valid) throw new BadRequestError(/*i18n*/ 'Invalid cursor');
  return p as Positions;
}

export const writeAdminCursor = (filter: AdminTicketFilter | undefined, search: string, p: Positions) =>
  encodeCursor({ f: filter ?? 'all', q: search, p } satisfies AdminCursor) as string;

/** What one status partition gave for a page: its matches newest first, and how far it read. */
export interface PartitionRead<T extends { id: string }> {
  status: TicketStatus;
  items: T[];
  /**
   * Set when the partition has more past what was read: the key of the last item examined (match or not), so
   * everything not yet read in it sorts below this.
   */
  frontier?: string;
}

/**
 * One page of the merged list, newest first, and where each partition resumes. An item is only answered when no
 * unread item of any partition can sort above it (it is at or above every partition's frontier), so the pages
 * are the exact newest-first order of the union; a partition whose matches were all answered resumes below its
 * frontier (skipping what it examined and did not match). `next` is null once every partition is done.
 */
export function mergePartitions<T extends { id: string }>(
  reads: readonly PartitionRead<T>[],
  before: Positions,
  limit: number,
): { items: T[]; next: Positions | null } {
  const threshold = reads.reduce<string | undefined>(
    (max, r) => (r.frontier !== undefined && (max === undefined || r.frontier > max) ? r.frontier : max),
    undefined,
  );
  const tagged = reads.flatMap((r) => r.items.map((item) => ({ item, status: r.status })));
  tagged.sort((a, b) => (a.item.id < b.item.id ? 1 : a.item.id > b.item.id ? -1 : 0));
  const page = tagged.filter((t) => threshold === undefined || t.item.id >= threshold).slice(0, limit);
  const next: Positions = {};
  for (const r of reads) {
    const answered = page.filter((t) => t.status === r.status);
    if (answered.length === r.items.length) next[r.status] = r.frontier ?? null;
    else next[r.status] = answered.length ? answered.at(-1)!.item.id : before[r.status];
    if (next[r.status] === undefined) delete next[r.status];
  }
  const done = reads.every((r) => next[r.status] === null);
  return { items: page.map((t) => t.item), next: done ? null : next };
}

// ---- Transactions that may be redone. ----

export { Redo, reasonAt } from '../lib/db';

/**
 * Runs a read-modify-write until it completes, redoing it after a transaction conflict or a changed read (30
 * tickets at once): on a transaction conflict, or a `Redo` it throws itself after a failed optimistic condition
 * (lib/db.ts's retryOnConflict), at most 25 times.
 */
export const redoOnConflict = <T>(attempt: () => Promise<T>): Promise<T> =>
  retryOnConflict(attempt, { attempts: 25, pauseMs: 10, maxDoublings: 5 });
