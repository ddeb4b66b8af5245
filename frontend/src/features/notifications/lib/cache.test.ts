import type { Notification, UnreadCounts } from '@academy/shared/features/notifications/schemas';
import { describe, expect, it } from 'vitest';
import { countsAfterReading, countsAfterReadingAll, markPageRead, markPagesRead } from './cache';

const note = (id: string, read = false, type: Notification['type'] = 'enrollment'): Notification => ({
  _id: id,
  id,
  type,
  title: `Title ${id}`,
  message: `Message ${id}`,
  read,
  createdAt: '2026-11-25T12:00:00Z',
});

const counts = (total: number, byType: Partial<UnreadCounts['byType']> = {}): UnreadCounts => ({
  total,
  byType: {
    chat: 0,
    support: 0,
    forum: 0,
    assignment: 0,
    enrollment: 0,
    discussion: 0,
    'live-session': 0,
    account: 0,
    ...byType,
  },
});

describe('markPageRead / markPagesRead', () => {
  it('marks the one notification read and leaves the others', () => {
    const page = { notifications: [note('a'), note('b')], nextCursor: 'next' };
    expect(markPageRead(page, 'b')).toEqual({
      notifications: [note('a'), note('b', true)],
      nextCursor: 'next',
    });
  });

  it('marks every notification of every loaded page read', () => {
    const data = {
      pages: [
        { notifications: [note('a'), note('b', true)], nextCursor: 'c1' },
        { notifications: [note('c')], nextCursor: null },
      ],
      pageParams: [undefined, 'c1'],
    };
    expect(markPagesRead(data)).toEqual({
      pages: [
        { notifications: [note('a', true), note('b', true)], nextCursor: 'c1' },
        { notifications: [note('c', true)], nextCursor: null },
      ],
      pageParams: [undefined, 'c1'],
    });
  });

  it('leaves an empty cache empty', () => {
    expect(markPageRead(undefined, 'a')).toBeUndefined();
    expect(markPagesRead(undefined)).toBeUndefined();
  });
});

describe('countsAfterReading / countsAfterReadingAll', () => {
  it('takes one off the total and off the type', () => {
    expect(countsAfterReading(counts(3, { enrollment: 2, chat: 1 }), 'enrollment')).toEqual(
      counts(2, { enrollment: 1, chat: 1 }),
    );
  });

  it('never goes below zero', () => {
    expect(countsAfterReading(counts(0), 'chat')).toEqual(counts(0));
  });

  it('sets every count to zero on mark-all', () => {
    expect(countsAfterReadingAll(counts(12, { chat: 10, forum: 2 }))).toEqual(counts(0));
  });
});
