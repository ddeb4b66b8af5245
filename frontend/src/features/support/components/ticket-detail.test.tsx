import type { TicketDetail } from '@academy/shared/features/support/schemas';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { markup, textOf } from '../../../testing/markup';
import { supportKeys } from '../api/keys';
import { detail, reply } from './fixtures';
import { TicketDetailPane, type TicketViewer } from './ticket-detail';
import { threadOf } from './ticket-thread';

/** The pane as markup, with GET /api/support-tickets/{id} already answered. */
const render = (ticket: TicketDetail, viewer: TicketViewer) => {
  const client = new QueryClient();
  client.setQueryData(supportKeys.ticket(ticket.id), ticket);
  return markup(<TicketDetailPane ticketId={ticket.id} viewer={viewer} />, { client });
};

describe('the ticket thread', () => {
  it('opens with the description in the sender’s name, then the replies oldest first, staff marked', () => {
    const ticket = detail('1', [
      reply('m1'),
      reply('m2', { sender: { _id: 'u1', name: 'Asha Rao' }, isStaff: false, message: 'Thanks!' }),
    ]);
    expect(threadOf(ticket).map(({ sender, isStaff, text }) => [sender, isStaff, text])).toEqual([
      ['Asha Rao', false, 'The video stops at 2:10.'],
      ['Farhan Ali', true, 'Reply m1'],
      ['Asha Rao', false, 'Thanks!'],
    ]);
    const html = render(ticket, 'owner');
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html.match(/>Staff</g)).toHaveLength(1);
    expect(textOf(html)).toContain('TKT-000001');
  });

  it('shows text as text', () => {
    const html = render(detail('1', [reply('m1', { message: '<img src=x onerror=alert(1)>' })]), 'owner');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('names the sender Unknown User when the account is gone', () => {
    expect(textOf(render(detail('1', [], { user: null }), 'owner'))).toContain('Unknown User');
  });
});

describe('a grievance', () => {
  it('shows a privacy ticket’s response deadline while it is open, in India’s days', () => {
    const due = { category: 'privacy' as const, respondBy: '2026-12-28T20:00:00.000Z' };
    const html = textOf(render(detail('1', [], due), 'owner'));
    expect(html).toContain('Privacy / grievance');
    expect(html).toContain('Response due by Dec 29, 2026');
    expect(textOf(render(detail('1', [], { ...due, status: 'resolved' }), 'owner'))).not.toContain(
      'Response due by',
    );
    expect(textOf(render(detail('1', []), 'owner'))).not.toContain('Response due by');
  });
});

describe('what the owner may do', () => {
  it('replies while the ticket is open or in progress', () => {
    for (const status of ['open', 'in-progress'] as const) {
      const html = render(detail('1', [], { status }), 'owner');
      expect(html).toContain('Your message');
      expect(html).not.toContain('Set status');
    }
  });

  it('is told the ticket is resolved or closed, with no reply box', () => {
    for (const status of ['resolved', 'closed'] as const) {
      const html = render(detail('1', [], { status }), 'owner');
      expect(textOf(html)).toContain(`This ticket is ${status}.`);
      expect(html).not.toContain('Your message');
    }
  });
});

describe('what staff may do', () => {
  it('has the four status buttons, the current one pressed and disabled', () => {
    const html = render(detail('1', [], { status: 'in-progress' }), 'staff');
    const buttons = [...html.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>(.*?)<\/button>/g)];
    expect(buttons.map(([, , label]) => textOf(label!))).toEqual([
      'open',
      'in-progress',
      'resolved',
      'closed',
    ]);
    const pressed = buttons.filter(([, value]) => value === 'true');
    expect(pressed).toHaveLength(1);
    expect(pressed[0]![0]).toContain('disabled');
    expect(textOf(pressed[0]![2]!)).toBe('in-progress');
  });

  it('replies to an open ticket; a resolved one shows the form disabled with a note; a closed one hides it', () => {
    const open = render(detail('1', [], { status: 'open' }), 'staff');
    expect(open).toContain('Your message');
    expect(open).not.toMatch(/<fieldset disabled/);

    const resolved = render(detail('1', [], { status: 'resolved' }), 'staff');
    expect(resolved).toContain('Your message');
    expect(resolved).toMatch(/<fieldset disabled=""/);
    expect(textOf(resolved)).toContain('This ticket is resolved. Set it to open or in-progress to reply.');

    const closed = render(detail('1', [], { status: 'closed' }), 'staff');
    expect(closed).not.toContain('Your message');
    expect(textOf(closed)).toContain('This ticket is closed.');
  });
});
