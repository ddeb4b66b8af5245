import type { Ticket } from '@academy/shared/features/support/schemas';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../../testing/markup';
import { type AdminTicketFilters, supportKeys } from '../api/keys';
import { ticket, ticketListMarkup } from '../components/fixtures';
import AdminSupportPage from './admin-support';

/** The admin list as markup, with GET /api/admin/support already answered for the address's filters. */
const render = (
  tickets: Ticket[],
  {
    path = '/admin/support',
    filters = { status: null, search: '' } as AdminTicketFilters,
    more = false,
  } = {},
) => ticketListMarkup(<AdminSupportPage />, supportKeys.admin(filters), tickets, { path, more });

describe('AdminSupportPage', () => {
  it('has Refresh, the search box and the status filter as the spec words them', () => {
    const html = render([]);
    expect(html).toContain('>Support Tickets</h1>');
    expect(html).toContain('Refresh');
    expect(html).toContain('Search tickets');
    for (const option of ['All Statuses', 'Open', 'Pending', 'Closed'])
      expect(html).toContain(`>${option}</option>`);
  });

  it('counts the tickets, singular and plural', () => {
    expect(textOf(render([ticket('1')]))).toContain('1 ticket ');
    expect(textOf(render([ticket('1'), ticket('2')]))).toContain('2 tickets');
  });

  it('shows each ticket’s stored status, sender or Unknown User, short date, subject and message, and View Details', () => {
    const html = render([
      ticket('1', { status: 'in-progress', message: 'Stuck at <script>' }),
      ticket('2', { user: null, status: 'resolved' }),
    ]);
    const text = textOf(html);
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(text).toContain('Status: in-progress');
    expect(text).toContain('Status: resolved');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('Unknown User');
    expect(text).toMatch(/Nov 25, 2026, \d{1,2}:\d{2} (AM|PM)/);
    expect(html).toContain('Stuck at &lt;script&gt;');
    expect(html.match(/View Details/g)).toHaveLength(2);
  });

  it('says there are no tickets yet with no filter, and to adjust the filters with one', () => {
    const none = textOf(render([]));
    expect(none).toContain('No tickets found');
    expect(none).toContain('There are no support tickets yet.');
    const filtered = textOf(
      render([], { path: '/admin/support?status=pending', filters: { status: 'pending', search: '' } }),
    );
    expect(filtered).toContain('No tickets found');
    expect(filtered).toContain('Try adjusting your search or filter criteria.');
  });

  it('offers Load more while the server has a cursor', () => {
    expect(render([ticket('1')], { more: true })).toContain('Load more');
    expect(render([ticket('1')])).not.toContain('Load more');
  });
});
