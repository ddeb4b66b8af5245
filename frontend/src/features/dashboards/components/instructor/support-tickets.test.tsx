import type { Ticket } from '@academy/shared/features/support/schemas';
import { describe, expect, it } from 'vitest';
import { markup } from '../../../../testing/markup';
import { ticket as aTicket } from '../../../../testing/tickets';
import { SupportTicketsList, ticketHref } from './support-tickets';

const ticket = (n: number, overrides: Partial<Ticket> = {}): Ticket =>
  aTicket(`T${n}`, {
    ticketId: `TKT-00000${n}`,
    subject: `Ticket ${n}`,
    description: 'Help',
    message: 'Help',
    createdAt: `2026-11-2${n}T10:00:00.000Z`,
    updatedAt: `2026-11-2${n}T10:00:00.000Z`,
    ...overrides,
  });

const render = (tickets: Ticket[], loading = false) =>
  markup(<SupportTicketsList tickets={tickets} loading={loading} />);

describe('SupportTickets', () => {
  it('lists the 3 newest with code, status and priority, each opening on the tickets screen', () => {
    const html = render([
      ticket(1),
      ticket(4, { status: 'in-progress', priority: 'urgent' }),
      ticket(2),
      ticket(3, { subject: '<b>x</b>' }),
    ]);
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html.indexOf('Ticket 4')).toBeLessThan(html.indexOf('&lt;b&gt;x&lt;/b&gt;'));
    expect(html).not.toContain('Ticket 1<');
    expect(html).toContain('TKT-000004');
    expect(html).toContain('in-progress');
    expect(html).toContain('Urgent');
    expect(html).toContain('href="/instructor/tickets?ticket=T4"');
  });

  it('links a ticket by its id', () => {
    expect(ticketHref({ id: 'a&b' })).toBe('/instructor/tickets?ticket=a%26b');
  });

  it('says so when there are none, and lists nothing while loading', () => {
    expect(render([])).toContain('No support tickets yet.');
    expect(render([ticket(1)], true)).not.toContain('<li');
  });
});
