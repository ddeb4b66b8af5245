import type { Ticket, TicketDetail, TicketMessage } from '@academy/shared/features/support/schemas';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { markup } from '../../../testing/markup';
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

/**
 * A tickets screen as markup at `path`, with the first page of its ticket list (`key`) already answered, and a
 * next page when `more`.
 */
export const ticketListMarkup = (
  screen: ReactNode,
  key: QueryKey,
  tickets: Ticket[],
  { path, more = false }: { path: string; more?: boolean },
) => markup(screen, { client: withFirstPage(key, { tickets }, more), path });
