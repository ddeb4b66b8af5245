import type { AdminTicketFilter, TicketStatus } from '@academy/shared/features/support/schemas';

export interface AdminTicketFilters {
  status: AdminTicketFilter | null;
  search: string;
}

/** The assignee picker's list: staff of one role, searched by name or email. */
export interface StaffFilters {
  role: 'instructor' | 'admin';
  search: string;
}

/**
 * Query keys of the support feature. Every one starts with 'support', so one invalidation reaches them all; the
 * cache is cleared on sign-out, so keys need not name the user.
 */
export const supportKeys = {
  all: ['support'] as const,
  /** Every list of tickets (the caller's, the instructor's, the admin's), with any filter. */
  lists: () => [...supportKeys.all, 'list'] as const,
  /** GET /api/support-tickets/my-tickets, page after page. */
  my: () => [...supportKeys.lists(), 'my'] as const,
  /** GET /api/support-tickets/instructor?status. */
  instructor: (status: TicketStatus | null) =>
    [...supportKeys.lists(), 'instructor', status ?? 'all'] as const,
  /** GET /api/admin/support?status&search. */
  admin: ({ status, search }: AdminTicketFilters) =>
    [...supportKeys.lists(), 'admin', status ?? 'all', search] as const,
  /** GET /api/users?role&search for the assignee picker (not a ticket list: a ticket change leaves it be). */
  staff: ({ role, search }: StaffFilters) => [...supportKeys.all, 'staff', role, search] as const,
  /** GET /api/support-tickets/{id}: the ticket with its thread. */
  ticket: (id: string) => [...supportKeys.all, 'ticket', id] as const,
};
