import {
  ADMIN_FILTER_STATUSES,
  type AdminTicketFilter,
  adminTicketFilters,
  TICKET_FINISHED_STATUSES,
  type Ticket,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
  ticketStatuses,
} from '@academy/shared/features/support/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { BadgeTone } from '../../../components/ui';

/** The address keys of the support screens: the selected ticket and the filters. */
export const TICKET_PARAM = 'ticket';
export const STATUS_PARAM = 'status';
export const SEARCH_PARAM = 'q';

/** Status colours: open blue, in progress amber, resolved green, closed grey. */
export const statusTone: Record<TicketStatus, BadgeTone> = {
  open: 'blue',
  'in-progress': 'amber',
  resolved: 'green',
  closed: 'neutral',
};

/** Priority colours, rising with the urgency. */
export const priorityTone: Record<TicketPriority, BadgeTone> = {
  low: 'neutral',
  medium: 'blue',
  high: 'amber',
  urgent: 'red',
};

export const categoryLabels: Record<TicketCategory, MessageDescriptor> = {
  technical: msg`Technical`,
  billing: msg`Billing`,
  course: msg`Course`,
  account: msg`Account`,
  privacy: msg`Privacy / grievance`,
  other: msg`Other`,
};

export const priorityLabels: Record<TicketPriority, MessageDescriptor> = {
  low: msg`Low`,
  medium: msg`Medium`,
  high: msg`High`,
  urgent: msg`Urgent`,
};

/** A status as the screens show it: the stored word in English (spec part 2), translated elsewhere. */
export const statusLabels: Record<TicketStatus, MessageDescriptor> = {
  open: msg({ message: 'open', context: 'ticket status' }),
  'in-progress': msg({ message: 'in-progress', context: 'ticket status' }),
  resolved: msg({ message: 'resolved', context: 'ticket status' }),
  closed: msg({ message: 'closed', context: 'ticket status' }),
};

/** A reply is taken only while the ticket is open or in progress (spec part 2 §4). */
export const takesMessages = (status: TicketStatus) => !TICKET_FINISHED_STATUSES.includes(status);

/** The status filter of the instructor screen from the address: one of the four, or every one (null). */
export function parseStatus(value: string | null): TicketStatus | null {
  return (ticketStatuses as readonly string[]).includes(value ?? '') ? (value as TicketStatus) : null;
}

/** The admin filter (Open, Pending, Closed) from the address, or every status (null). */
export function parseAdminFilter(value: string | null): AdminTicketFilter | null {
  return (adminTicketFilters as readonly string[]).includes(value ?? '')
    ? (value as AdminTicketFilter)
    : null;
}

/** The admin filter group a stored status falls in: Open = open, Pending = in progress, Closed = the rest. */
export function adminGroupOf(status: string): AdminTicketFilter | null {
  return (
    adminTicketFilters.find((filter) => ADMIN_FILTER_STATUSES[filter].includes(status as TicketStatus)) ??
    null
  );
}

/** The admin list's badge: one style per filter group (open, pending, closed), a default one otherwise. */
export const adminStatusTone = (status: string): BadgeTone => {
  const group = adminGroupOf(status);
  return group === 'open' ? 'blue' : group === 'pending' ? 'amber' : group === 'closed' ? 'green' : 'neutral';
};

/** The admin list's count label: "1 ticket", "12 tickets". */
export const ticketCountLabel = (count: number) => plural(count, { one: '# ticket', other: '# tickets' });

/** The sender the admin list names, or Unknown User when the account is gone (spec part 2 §2). */
export const senderName = (ticket: Pick<Ticket, 'user'>) => ticket.user?.name || t`Unknown User`;

/**
 * A fresh key for one opening of the create form: the server answers a repeat of the same key with the ticket
 * it already made, so a retry after a lost answer opens no second ticket.
 */
export function newRequestId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new address search with `next` applied (an empty value removes the key). */
export function withParams(current: URLSearchParams, next: Record<string, string | null>): URLSearchParams {
  const updated = new URLSearchParams(current);
  for (const [key, value] of Object.entries(next)) {
    if (value) updated.set(key, value);
    else updated.delete(key);
  }
  return updated;
}
