import type { ChatSummary } from '@academy/shared/features/chats/schemas';
import { describe, expect, it } from 'vitest';
import { markup } from '../../../../testing/markup';
import { chatHref, chatPreview, newestChats, RecentChatsList } from './recent-chats';

const chat = (n: number, overrides: Partial<ChatSummary> = {}): ChatSummary => ({
  _id: `C${n}_S${n}`,
  id: `C${n}_S${n}`,
  course: { _id: `C${n}`, title: 'Web Basics' },
  student: { _id: `S${n}`, name: `Student ${n}` },
  instructor: { _id: 'I1', name: 'Priya Sharma' },
  lastMessage: `Question ${n}`,
  lastMessageAt: `2026-01-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
  messageCount: 2,
  unreadCount: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const render = (chats: ChatSummary[], loading = false) =>
  markup(<RecentChatsList chats={chats} loading={loading} />);

describe('RecentChats', () => {
  it('links each conversation to the chat screen with it open', () => {
    expect(chatHref(chat(1))).toBe('/instructor/chats?chat=C1_S1');
  });

  it('lists the 5 with the newest activity, newest first', () => {
    const shown = newestChats([3, 1, 7, 2, 6, 5, 4].map((n) => chat(n)));
    expect(shown.map((c) => c.id)).toEqual(['C7_S7', 'C6_S6', 'C5_S5', 'C4_S4', 'C3_S3']);
  });

  it('shows student, course, the last message as text, the time and what is unread', () => {
    const html = render([
      chat(1, { unreadCount: 2, lastMessage: '<b>Help</b>\nwith flexbox' }),
      chat(2, { student: { _id: 'S2', name: 'Asha Rao' }, course: { _id: 'C2', title: 'React' } }),
    ]);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('href="/instructor/chats?chat=C1_S1"');
    expect(html).toContain('&lt;b&gt;Help&lt;/b&gt; with flexbox');
    expect(html).toContain('Asha Rao');
    expect(html).toContain('React');
    expect(html).toContain('2 unread');
    expect(html.match(/unread/g)).toHaveLength(2); // the badge and its words for a screen reader, once
    expect(html).toContain('dateTime="2026-01-11T10:00:00.000Z"');
  });

  it('cuts a long last message at a word', () => {
    const long = 'word '.repeat(40);
    const preview = chatPreview(long, 22);
    expect(preview).toBe('word word word word…');
    expect(chatPreview('  short\n\ttext ')).toBe('short text');
  });

  it('says so when there are none, and lists nothing while loading', () => {
    expect(render([])).toContain('No chats yet.');
    expect(render([chat(1)], true)).not.toContain('<li');
  });
});
