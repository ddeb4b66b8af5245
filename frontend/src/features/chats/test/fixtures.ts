import type { ChatMessage, ChatSummary } from '@academy/shared/features/chats/schemas';
import type { Mentor } from '../lib/lists';

/** A message of minute `n` (ids and times in the same order). */
export const message = (n: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: `M${String(n).padStart(3, '0')}`,
  id: `M${String(n).padStart(3, '0')}`,
  sender: { _id: 'S1', name: 'Asha Rao', role: 'student' },
  content: `Message ${n}`,
  createdAt: `2026-01-10T10:${String(n).padStart(2, '0')}:00.000Z`,
  ...overrides,
});

export const summary = (overrides: Partial<ChatSummary> = {}): ChatSummary => ({
  _id: 'C1_S1',
  id: 'C1_S1',
  course: { _id: 'C1', title: 'Web Basics' },
  student: { _id: 'S1', name: 'Asha Rao' },
  instructor: { _id: 'I1', name: 'Priya Sharma' },
  lastMessage: 'Hello',
  lastMessageAt: '2026-01-10T10:00:00.000Z',
  messageCount: 1,
  unreadCount: 0,
  createdAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

export const mentor = (n: number, chat: Partial<ChatSummary> | null = null): Mentor => ({
  courseId: `C${n}`,
  courseTitle: `Course ${n}`,
  mentor: { _id: `I${n}`, name: `Mentor ${n}` },
  chat:
    chat &&
    summary({ _id: `C${n}_S1`, id: `C${n}_S1`, course: { _id: `C${n}`, title: `Course ${n}` }, ...chat }),
});
