import type { Ticket, TicketDetail, TicketMessage } from '@academy/shared/features/support/schemas';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { withFirstPage } from '../../../testing/queries';
import { ticket } from '../../../testing/tickets';

export { ticket };

export const reply = (id: string, overrides: Partial<TicketMessage> = {}): TicketMessage => ({
  _id: id,
  sender: { _id: 'i1', name: 'Farhan Ali' },
  message: `Reply ${id}`,
  timestamp: '2026-11-25T06:00:00.000Z',
  isStaff: true,
  ...overrides,
});

export const detail = (
  id: string,
  messages: TicketMessage[] = [],
  overrides: Partial<Ticket> = {},
): TicketDetail => ({ ...ticket(id, { messageCount: messages.length, ...overrides }), messages });

/** A query client holding the first page of a ticket list (`key`), as if the API had answered it. */
export const withTicketPage = (key: QueryKey, tickets: Ticket[], more = false): QueryClient =>
  withFirstPage(key, { tickets }, more);
