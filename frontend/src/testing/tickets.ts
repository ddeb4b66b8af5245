import type { Ticket } from '@academy/shared/features/support/schemas';

/** A ticket as the lists answer it, for the component tests (the support screens and the dashboards). */
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
