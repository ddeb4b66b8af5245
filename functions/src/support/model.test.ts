import { ticketStatuses } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import type { TicketRecord } from './model';
import {
  assertMayManage,
  mayRead,
  mergePartitions,
  NotAssignedError,
  type PartitionRead,
  type Positions,
  readAdminCursor,
  statusesOf,
  TicketNotFoundError,
  ticketCode,
  ticketSearchText,
  toTicket,
  writeAdminCursor,
} from './model';

const ticket = (over: Partial<TicketRecord> = {}): TicketRecord => ({
  id: '01TICKET',
  ticketId: 'TKT-000001',
  number: 1,
  userId: 'owner',
  user: { name: 'Asha Rao', role: 'student' },
  subject: 'Video will not play',
  description: 'Module 2 stays black.',
  category: 'technical',
  priority: 'medium',
  status: 'open',
  messageCount: 0,
  searchText: '',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...over,
});

describe('ticket codes and search text', () => {
  it('pads the number to six digits and keeps growing past them', () => {
    expect(ticketCode(123)).toBe('TKT-000123');
    expect(ticketCode(1_234_567)).toBe('TKT-1234567');
    expect(() => ticketCode(0)).toThrow(RangeError);
  });

  it('searches subject, description, sender and code in lower case', () => {
    const text = ticketSearchText(
      { subject: 'Video', description: 'Black SCREEN', ticketId: 'TKT-000007' },
      'Asha',
    );
    for (const part of ['video', 'black screen', 'asha', 'tkt-000007']) expect(text).toContain(part);
  });

  it('answers the message as the description and an unassigned ticket with no assignee', () => {
    const answer = toTicket(ticket({ courseId: 'C1', courseTitle: 'Web' }));
    expect(answer).toMatchObject({
      message: 'Module 2 stays black.',
      assignedTo: null,
      course: { _id: 'C1', title: 'Web' },
      user: { _id: 'owner', name: 'Asha Rao' },
    });
  });
});

describe('who sees and manages a ticket', () => {
  const t = ticket({ assigneeId: 'teacher', assigneeName: 'Teacher' });

  it('lets its owner, its assignee and admins read it, nobody else', () => {
    expect(mayRead({ id: 'owner', role: 'student' }, t)).toBe(true);
    expect(mayRead({ id: 'teacher', role: 'instructor' }, t)).toBe(true);
    expect(mayRead({ id: 'boss', role: 'admin' }, t)).toBe(true);
    expect(mayRead({ id: 'other', role: 'student' }, t)).toBe(false);
    expect(mayRead({ id: 'other-teacher', role: 'instructor' }, t)).toBe(false);
  });

  it('lets the assignee and admins manage it; another instructor gets 404, an owner who is staff 403', () => {
    expect(() => assertMayManage({ id: 'teacher', role: 'instructor' }, t)).not.toThrow();
    expect(() => assertMayManage({ id: 'boss', role: 'admin' }, t)).not.toThrow();
    expect(() => assertMayManage({ id: 'other-teacher', role: 'instructor' }, t)).toThrow(
      TicketNotFoundError,
    );
    const own = ticket({ userId: 'me', assigneeId: 'teacher' });
    expect(() => assertMayManage({ id: 'me', role: 'instructor' }, own)).toThrow(NotAssignedError);
  });
});

describe('the admin list cursor', () => {
  it('maps the admin filter onto the stored statuses', () => {
    expect(statusesOf('open')).toEqual(['open']);
    expect(statusesOf('pending')).toEqual(['in-progress']);
    expect(statusesOf('closed')).toEqual(['resolved', 'closed']);
    expect(statusesOf(undefined)).toEqual(ticketStatuses);
  });

  it('reads back what it wrote, only for the same filter and search', () => {
    const p: Positions = { resolved: '01B', closed: null };
    const cursor = writeAdminCursor('closed', 'video', p);
    expect(readAdminCursor(cursor, 'closed', 'video')).toEqual(p);
    expect(() => readAdminCursor(cursor, 'open', 'video')).toThrow('Invalid cursor');
    expect(() => readAdminCursor(cursor, 'closed', 'audio')).toThrow('Invalid cursor');
    expect(() => readAdminCursor('not-a-cursor', 'closed', 'video')).toThrow('Invalid cursor');
    const foreign = writeAdminCursor('closed', 'video', { open: '01A' });
    expect(() => readAdminCursor(foreign, 'closed', 'video')).toThrow('Invalid cursor');
  });
});

/** Pages the merge over in-memory partitions, as the repository reads them, until the cursor ends. */
function pageAll(
  partitions: Record<string, string[]>,
  limit: number,
  budget: number,
  matches: (id: string) => boolean = () => true,
) {
  const pages: string[][] = [];
  let positions: Positions = {};
  for (let n = 0; n < 100; n++) {
    const reads: PartitionRead<{ id: string }>[] = Object.entries(partitions).map(([status, ids]) => {
      const at = positions[status as keyof Positions];
      if (at === null) return { status: status as never, items: [] };
      const below = [...ids]
        .sort()
        .reverse()
        .filter((id) => at === undefined || id < at);
      const items: { id: string }[] = [];
      let read = 0;
      for (const id of below) {
        if (items.length >= limit + 1 || read >= budget) break;
        read++;
        if (matches(id)) items.push({ id });
      }
      const more = read < below.length;
      return { status: status as never, items, ...(more ? { frontier: below[read - 1] } : {}) };
    });
    const { items, next } = mergePartitions(reads, positions, limit);
    pages.push(items.map((i) => i.id));
    if (!next) return pages;
    positions = next;
  }
  throw new Error('the cursor never ended');
}

describe('merging the status partitions', () => {
  const ids = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);
  const interleaved = Array.from({ length: 57 }, (_, i) => String(i).padStart(3, '0'));
  const partitions = {
    open: interleaved.filter((_, i) => i % 3 === 0),
    'in-progress': interleaved.filter((_, i) => i % 3 === 1),
    closed: interleaved.filter((_, i) => i % 3 === 2),
  };

  it('pages the union newest first, every item once, in full pages', () => {
    const pages = pageAll(partitions, 10, Number.POSITIVE_INFINITY);
    expect(pages.flat()).toEqual([...interleaved].reverse());
    expect(pages.slice(0, -1).every((p) => p.length === 10)).toBe(true);
  });

  it('keeps the order when one partition is far newer than the others', () => {
    const skewed = { open: ids('9', 25), closed: ids('1', 7) };
    const pages = pageAll(skewed, 10, Number.POSITIVE_INFINITY);
    expect(pages.flat()).toEqual([...skewed.open, ...skewed.closed].sort().reverse());
  });

  it('with a filter and a read budget, answers short pages but never skips or repeats a match', () => {
    const match = (id: string) => Number(id) % 7 === 0;
    const pages = pageAll(partitions, 3, 4, match);
    expect(pages.flat()).toEqual(interleaved.filter(match).reverse());
    expect(pages.some((p) => p.length < 3)).toBe(true);
  });

  it('ends with no cursor when every partition is done', () => {
    const { next } = mergePartitions([{ status: 'open', items: [{ id: 'a' }] }], {}, 5);
    expect(next).toBeNull();
  });
});
