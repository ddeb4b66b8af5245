import { describe, expect, it } from 'vitest';
import { message, summary } from '../test/fixtures';
import { byTime, mergeThread, type ThreadData, withOlderPage, withSentMessage } from './thread';

const thread = (ns: number[], olderCursor: string | null = null, chat = summary()): ThreadData => ({
  chat,
  messages: ns.map((n) => message(n)),
  olderCursor,
});
const ids = (data: ThreadData) => data.messages.map((m) => m.id);

describe('byTime', () => {
  it('orders by time, then by id', () => {
    const sameTime = message(1, { id: 'M002', _id: 'M002' });
    expect([message(2), sameTime, message(1)].sort(byTime).map((m) => m.id)).toEqual([
      'M001',
      'M002',
      'M002',
    ]);
  });
});

describe('mergeThread', () => {
  it('takes the first page as it is', () => {
    const page = thread([1, 2], 'older');
    expect(mergeThread(undefined, page)).toBe(page);
  });

  it('adds a poll’s new messages after what is known, keeping the older pages loaded and their cursor', () => {
    const known = thread([1, 2, 3, 4], 'before-1');
    const poll = thread([3, 4, 5], 'before-3', summary({ lastMessageAt: '2026-01-10T10:05:00.000Z' }));
    const merged = mergeThread(known, poll);
    expect(ids(merged)).toEqual(['M001', 'M002', 'M003', 'M004', 'M005']);
    expect(merged.olderCursor).toBe('before-1');
    expect(merged.chat.lastMessageAt).toBe('2026-01-10T10:05:00.000Z');
  });

  it('keeps the newer conversation state when an older answer arrives late', () => {
    const known = thread(
      [1, 2],
      null,
      summary({ lastMessageAt: '2026-01-10T10:02:00.000Z', messageCount: 2 }),
    );
    const late = thread([1], null, summary({ lastMessageAt: '2026-01-10T10:01:00.000Z', messageCount: 1 }));
    const merged = mergeThread(known, late);
    expect(ids(merged)).toEqual(['M001', 'M002']);
    expect(merged.chat.messageCount).toBe(2);
  });

  it('replaces what is known when the newest page leaves a hole (the tab slept through more than a page)', () => {
    const known = thread([1, 2], null);
    const poll = thread([60, 61], 'before-60');
    expect(mergeThread(known, poll)).toBe(poll);
  });

  it('merges a newest page with no hole (it reaches the first message) whatever it overlaps', () => {
    const merged = mergeThread(thread([1, 2]), thread([3], null));
    expect(ids(merged)).toEqual(['M001', 'M002', 'M003']);
  });

  it('starts over for another conversation', () => {
    const other = thread([9], null, summary({ id: 'C2_S1', _id: 'C2_S1' }));
    expect(mergeThread(thread([1]), other)).toBe(other);
  });
});

describe('withOlderPage', () => {
  it('puts the older page on top and takes its cursor', () => {
    const merged = withOlderPage(thread([51, 52], 'before-51'), thread([49, 50], 'before-49'));
    expect(ids(merged)).toEqual(['M049', 'M050', 'M051', 'M052']);
    expect(merged.olderCursor).toBe('before-49');
  });

  it('the first page of the conversation ends the older pages', () => {
    expect(withOlderPage(thread([2, 3], 'before-2'), thread([1], null)).olderCursor).toBeNull();
    expect(withOlderPage(thread([2, 3], 'before-2'), thread([], null)).olderCursor).toBeNull();
  });
});

describe('withSentMessage', () => {
  it('adds the sent message at the end at once, with the conversation as the answer gave it', () => {
    const chat = summary({
      lastMessage: 'Thanks',
      lastMessageAt: '2026-01-10T10:03:00.000Z',
      messageCount: 3,
    });
    const sent = withSentMessage(thread([1, 2], 'before-1'), { chat, message: message(3) });
    expect(ids(sent)).toEqual(['M001', 'M002', 'M003']);
    expect(sent.chat.messageCount).toBe(3);
    expect(sent.olderCursor).toBe('before-1');
  });

  it('starts the thread of a first message', () => {
    const sent = withSentMessage(undefined, { chat: summary(), message: message(1) });
    expect(sent).toEqual({ chat: summary(), messages: [message(1)], olderCursor: null });
  });

  it('a poll that has the sent message does not show it twice', () => {
    const sent = withSentMessage(thread([1]), { chat: summary(), message: message(2) });
    expect(ids(mergeThread(sent, thread([1, 2])))).toEqual(['M001', 'M002']);
  });
});
