import * as z from 'zod';
import { text } from '../../messages';
import {
  hasUnsafeCharacters,
  Id,
  ids,
  MultiLine,
  pageQuery,
  ref,
  SingleLine,
  unsafeTextMessage,
} from '../../schemas/common';
import { GRIEVANCE_RESPONSE_DAYS } from '../../site';

/** Spec part 2: the ticket form, statuses and constants; the bounds it leaves open are ours. */
export const SUPPORT_LIMITS = {
  subject: 200,
  description: 5000,
  /** A reply in a ticket thread (data model: 5 KB). */
  message: 2000,
  /** Tickets in one page of a list. */
  pageSize: 20,
  maxPageSize: 50,
  /** Messages returned with a ticket (the newest, oldest first). */
  messagesShown: 100,
  /** The admin search reads at most this many tickets for one page of matches (then answers a cursor). */
  adminSearchMaxRead: 1000,
  search: 100,
  /** Spec part 2 §12: the ticket list's scroll cap. */
  listMaxHeightRem: 24,
} as const;

/**
 * The day a privacy ticket ("Privacy / grievance", issue 41: a grievance under the DPDP Act) must be answered by:
 * `createdAt` plus GRIEVANCE_RESPONSE_DAYS (shared/src/site.ts, with the grievance officer the privacy policy
 * names), an instant in UTC ISO. Computed, never stored.
 */
export const grievanceRespondBy = (createdAt: string): string =>
  new Date(Date.parse(createdAt) + GRIEVANCE_RESPONSE_DAYS * 86_400_000).toISOString();

/** Spec part 2 §8: categories and priorities of the ticket form, with its defaults (issue 41: `privacy`). */
export const ticketCategories = ['technical', 'billing', 'course', 'account', 'privacy', 'other'] as const;
export const TicketCategory = z.enum(ticketCategories, {
  error: text(/*i18n*/ 'Category must be one of: {choices}', { choices: ticketCategories.join(', ') }),
});
export type TicketCategory = z.infer<typeof TicketCategory>;
export const ticketPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const TicketPriority = z.enum(ticketPriorities, {
  error: text(/*i18n*/ 'Priority must be one of: {choices}', { choices: ticketPriorities.join(', ') }),
});
export type TicketPriority = z.infer<typeof TicketPriority>;

/**
 * The one stored status set (spec part 2 §4: the student and instructor screens' four). The instructor may set
 * any of them at any time; messages are taken only while a ticket is open or in progress.
 */
export const ticketStatuses = ['open', 'in-progress', 'resolved', 'closed'] as const;
export const TicketStatus = z.enum(ticketStatuses, {
  error: text(/*i18n*/ 'Status must be one of: {choices}', { choices: ticketStatuses.join(', ') }),
});
export type TicketStatus = z.infer<typeof TicketStatus>;
/** Statuses in which a ticket takes no new message. */
export const TICKET_FINISHED_STATUSES: readonly TicketStatus[] = ['resolved', 'closed'];

/**
 * The admin list's filter (spec part 2 §7: Open, Pending, Closed) over the stored set: Open = open, Pending =
 * in-progress (someone is on it), Closed = resolved or closed (nothing more to do).
 */
export const adminTicketFilters = ['open', 'pending', 'closed'] as const;
export const AdminTicketFilter = z.enum(adminTicketFilters, {
  error: text(/*i18n*/ 'Status must be one of: {choices}', { choices: adminTicketFilters.join(', ') }),
});
export type AdminTicketFilter = z.infer<typeof AdminTicketFilter>;
export const ADMIN_FILTER_STATUSES: Record<AdminTicketFilter, readonly TicketStatus[]> = {
  open: ['open'],
  pending: ['in-progress'],
  closed: ['resolved', 'closed'],
};

/** Spec part 2 §9 (error catalogue) and §2 (admin list states): what the support screens say. */
export const SUPPORT_MESSAGES = {
  createFailed: 'Failed to create ticket. Try again.',
  sendFailed: 'Failed to send message. Try again.',
  instructorSendFailed: '❌ Failed to send message',
  statusFailed: '❌ Failed to update status',
  adminLoadFailedHeading: 'Error Loading Tickets',
  adminLoadFailed: 'Failed to fetch tickets',
  noTickets: 'No tickets found',
  noTicketsYet: 'There are no support tickets yet.',
  adjustFilters: 'Try adjusting your search or filter criteria.',
  selectTicket: 'Select a ticket to view details',
  unknownUser: 'Unknown User',
  /** The API's 409 for a message to a resolved or closed ticket. */
  finished: /*i18n*/ 'This ticket is resolved or closed; no new messages can be added.',
} as const;

const Description = MultiLine(/*i18n*/ 'Description', SUPPORT_LIMITS.description).pipe(
  z.string().min(1, /*i18n*/ 'Description is required'),
);
const Message = MultiLine(/*i18n*/ 'Message', SUPPORT_LIMITS.message).pipe(
  z.string().min(1, /*i18n*/ 'Message is required'),
);

/** POST /api/support-tickets (spec part 2 §8: subject and description required; technical and medium by default). */
export const CreateTicketBody = z.object({
  subject: SingleLine(/*i18n*/ 'Subject', SUPPORT_LIMITS.subject),
  description: Description,
  category: TicketCategory.default('technical'),
  priority: TicketPriority.default('medium'),
  /** The course it is about, if any: the course's instructor is assigned and told (the caller's course only). */
  courseId: Id.optional(),
  /** The client's key for this creation: sending the same key again returns the ticket it made (safe retries). */
  requestId: Id.optional(),
});
export type CreateTicketBody = z.input<typeof CreateTicketBody>;

/** POST /api/support-tickets/{id}/message. */
export const TicketMessageBody = z.object({ message: Message });
export type TicketMessageBody = z.input<typeof TicketMessageBody>;

/**
 * PUT /api/support-tickets/{id}/status: `status` absent keeps the status (an assignment alone, so it never undoes
 * a status someone else set meanwhile); `assignedTo` a staff user's id, null to unassign, absent to keep. At least
 * one of them.
 */
export const TicketStatusBody = z
  .object({
    status: TicketStatus.optional(),
    assignedTo: Id.nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.assignedTo !== undefined, /*i18n*/ 'Nothing to update');
export type TicketStatusBody = z.input<typeof TicketStatusBody>;

export const TicketIdParams = z.object({ id: Id });

/** One reply in a ticket's thread (spec part 2 §10). */
export const TicketMessage = z.object({
  _id: Id,
  sender: ref({ name: z.string() }),
  message: z.string(),
  timestamp: z.string(),
  /** Written by an instructor or admin. */
  isStaff: z.boolean(),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

/** A ticket as the lists show it (spec part 2 §10, without its messages). */
export const Ticket = z.object({
  ...ids,
  /** The readable code, `TKT-` and six or more digits, allocated once (TKT-000123). */
  ticketId: z.string(),
  subject: z.string(),
  description: z.string(),
  /** The same text as `description` (the admin list shows `message`). */
  message: z.string(),
  category: TicketCategory,
  priority: TicketPriority,
  status: TicketStatus,
  /** Null when the sender's account is gone (the admin list shows Unknown User). */
  user: ref({ name: z.string() }).nullable(),
  course: ref({ title: z.string() }).nullable(),
  assignedTo: ref({ name: z.string() }).nullable(),
  messageCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A privacy ticket's response deadline (createdAt + GRIEVANCE_RESPONSE_DAYS); absent on other tickets. */
  respondBy: z.string().optional(),
});
export type Ticket = z.infer<typeof Ticket>;

/** A ticket with its thread (its newest messages, oldest first): GET one, and the answer of a message or status. */
export const TicketDetail = Ticket.extend({ messages: z.array(TicketMessage) });
export type TicketDetail = z.infer<typeof TicketDetail>;

/** GET /api/support-tickets/my-tickets: the caller's tickets, newest first. */
export const MyTicketsQuery = pageQuery(SUPPORT_LIMITS.maxPageSize, SUPPORT_LIMITS.pageSize);
/** GET /api/support-tickets/instructor: tickets assigned to the caller (a course's tickets go to its instructor). */
export const InstructorTicketsQuery = MyTicketsQuery.extend({ status: TicketStatus.optional() });
/** GET /api/admin/support and GET /api/support-tickets/admin: every ticket, newest first, filtered. */
export const AdminTicketsQuery = MyTicketsQuery.extend({
  status: AdminTicketFilter.optional(),
  /** Case-insensitive, over subject, message, sender name (and the ticket code). */
  search: z
    .string()
    .trim()
    .max(
      SUPPORT_LIMITS.search,
      text(/*i18n*/ 'Search is at most {max} characters', { max: SUPPORT_LIMITS.search }),
    )
    .refine((text) => !hasUnsafeCharacters(text), unsafeTextMessage(/*i18n*/ 'Search'))
    .optional(),
});
export const TicketsResponse = z.object({ tickets: z.array(Ticket), nextCursor: z.string().nullable() });
export type TicketsResponse = z.infer<typeof TicketsResponse>;

/** Tickets by stored status, kept exactly (the admin dashboard's Support Tickets card). */
export const TicketCounts = z.object({
  open: z.number().int().min(0),
  inProgress: z.number().int().min(0),
  resolved: z.number().int().min(0),
  closed: z.number().int().min(0),
});
export type TicketCounts = z.infer<typeof TicketCounts>;
