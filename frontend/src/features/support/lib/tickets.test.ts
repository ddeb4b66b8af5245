import { describe, expect, it } from 'vitest';
import {
  adminGroupOf,
  adminStatusTone,
  newRequestId,
  parseAdminFilter,
  parseStatus,
  senderName,
  takesMessages,
  ticketCountLabel,
  withParams,
} from './tickets';

describe('support helpers', () => {
  it('takes a message only while a ticket is open or in progress', () => {
    expect(takesMessages('open')).toBe(true);
    expect(takesMessages('in-progress')).toBe(true);
    expect(takesMessages('resolved')).toBe(false);
    expect(takesMessages('closed')).toBe(false);
  });

  it('reads the filters from the address, anything else meaning every status', () => {
    expect(parseStatus('in-progress')).toBe('in-progress');
    expect(parseStatus('pending')).toBeNull();
    expect(parseStatus(null)).toBeNull();
    expect(parseAdminFilter('pending')).toBe('pending');
    expect(parseAdminFilter('resolved')).toBeNull();
  });

  it('puts each stored status in the admin filter group the server uses, and styles by group', () => {
    expect(adminGroupOf('open')).toBe('open');
    expect(adminGroupOf('in-progress')).toBe('pending');
    expect(adminGroupOf('resolved')).toBe('closed');
    expect(adminGroupOf('closed')).toBe('closed');
    expect(adminGroupOf('escalated')).toBeNull();
    expect(adminStatusTone('resolved')).toBe(adminStatusTone('closed'));
    expect(adminStatusTone('escalated')).toBe('neutral');
  });

  it('counts tickets as the spec words it, and names a missing sender Unknown User', () => {
    expect(ticketCountLabel(1)).toBe('1 ticket');
    expect(ticketCountLabel(0)).toBe('0 tickets');
    expect(ticketCountLabel(12)).toBe('12 tickets');
    expect(senderName({ user: null })).toBe('Unknown User');
    expect(senderName({ user: { _id: 'u1', name: 'Asha Rao' } })).toBe('Asha Rao');
  });

  it('makes a new request key each time, one the API accepts as an id', () => {
    const first = newRequestId();
    const second = newRequestId();
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('changes address keys, removing the empty ones and keeping the rest', () => {
    const next = withParams(new URLSearchParams('status=open&ticket=t1'), { ticket: 't2', status: null });
    expect(next.toString()).toBe('ticket=t2');
  });
});
