import type { Role } from '@academy/shared';
import type { Ticket } from '@academy/shared/features/support/schemas';
import { describe, expect, it } from 'vitest';
import { supportKeys } from '../api/keys';
import { ticket, ticketListMarkup } from './fixtures';
import { SupportCenter } from './support-center';

/** The support center as markup, with GET /api/support-tickets/my-tickets already answered. */
const render = (
  tickets: Ticket[],
  { path = '/student/support', role = 'student' as Role, more = false } = {},
) => ticketListMarkup(<SupportCenter role={role} />, supportKeys.my(), tickets, { path, more });

describe('SupportCenter', () => {
  it('says No tickets found and Select a ticket to view details when there are none', () => {
    const html = render([]);
    expect(html).toContain('No tickets found');
    expect(html).toContain('Select a ticket to view details');
    expect(html).toContain('New Ticket');
    expect(html).not.toContain('<li');
  });

  it('lists each ticket with subject, code, status, priority and date, in a list capped at 24rem', () => {
    const html = render([ticket('1', { subject: 'Video <b>stops</b>', priority: 'urgent' }), ticket('2')]);
    expect(html).toContain('max-height:24rem');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('Video &lt;b&gt;stops&lt;/b&gt;');
    expect(html).toContain('TKT-000001');
    expect(html).toContain('Urgent');
    expect(html).toContain('Nov 25, 2026');
    expect(html).toContain('href="/student/support?ticket=2"');
  });

  it('selects the first ticket, or the one the address names, and shows its thread', () => {
    expect(render([ticket('1'), ticket('2')])).toMatch(/aria-current="true"[^>]*data-ticket-id="1"/);
    const named = render([ticket('1'), ticket('2')], { path: '/support-tickets?ticket=2' });
    expect(named).toMatch(/aria-current="true"[^>]*data-ticket-id="2"/);
    expect(named).not.toMatch(/aria-current="true"[^>]*data-ticket-id="1"/);
    expect(named).toContain('Loading the ticket');
    expect(named).not.toContain('Select a ticket to view details');
  });

  it('offers Load more while the server has older tickets', () => {
    expect(render([ticket('1')], { more: true })).toContain('Load more');
    expect(render([ticket('1')])).not.toContain('Load more');
  });
});
