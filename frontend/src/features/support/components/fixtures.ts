import type { Ticket, TicketDetail, TicketMessage } from '@academy/shared/features/support/schemas';
import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** A ticket as the lists answer it, for the component tests. */
export const ticket = (id: string, overrides: Partial<Ticket> = {}): Ticket => ({
  _id: id,
  id,
  ticketId: `TKT-${id.padStart(6, '0')}`,
  subject: `Subject ${id}`,
  description: 'The video stops at 2:10.',
  message: 'The video stops at 2:10.',
  category: 'technical',
  priority: 'medium',
  status: 'open',
  user: { _id: 'u1', name: 'Asha Rao' },
  course: null,
  assignedTo: null,
  messageCount: 0,
  createdAt: '2026-11-25T05:00:00.000Z',
  updatedAt: '2026-11-25T05:00:00.000Z',
  ...overrides,
});

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
export function withTicketPage(key: QueryKey, tickets: Ticket[], more = false): QueryClient {
  const client = new QueryClient();
  client.setQueryData(key, {
    pages: [{ tickets, nextCursor: more ? 'next' : null }],
    pageParams: [undefined],
  });
  return client;
}
