import type { MentorChatsResponse } from '@academy/shared/features/chats/schemas';
import { describe, expect, it } from 'vitest';
import { chatKeys } from '../api/keys';
import type { ThreadData } from '../lib/thread';
import { message, summary } from '../test/fixtures';
import { renderScreen } from '../test/render';
import MentorChatsPage from './mentor-chats';

const a = summary({
  id: 'C1_S1',
  student: { _id: 'S1', name: 'Asha Rao' },
  lastMessage: 'Is the quiz graded?',
  unreadCount: 2,
});
const b = summary({
  id: 'C2_S2',
  course: { _id: 'C2', title: 'React Basics' },
  student: { _id: 'S2', name: 'Vikram Nair' },
  unreadCount: 0,
});

const render = (
  list: MentorChatsResponse,
  path = '/instructor/chats',
  role: 'instructor' | 'admin' = 'instructor',
) => {
  const thread: ThreadData = {
    chat: a,
    messages: [message(1, { content: 'Is the quiz graded?' })],
    olderCursor: null,
  };
  return renderScreen(<MentorChatsPage />, {
    path,
    me: { id: 'I1', role },
    data: [
      [chatKeys.mentor(), list],
      [chatKeys.thread(a.id), thread],
    ],
  });
};

describe('MentorChatsPage', () => {
  it('says students start conversations when there are none', () => {
    const html = render({ chats: [] });
    expect(html).toContain('No conversations yet');
    expect(html).toContain('Students start a chat');
  });

  it('lists conversations by student and course with the last message and unread count, none open', () => {
    const html = render({ chats: [a, b] });
    expect(html).toContain('aria-label="Conversations"');
    expect(html).toContain('Asha Rao');
    expect(html).toContain('React Basics');
    expect(html).toContain('Is the quiz graded?');
    expect(html).toContain('2 unread');
    expect(html).toContain('href="/instructor/chats?chat=C1_S1"');
    expect(html).toContain('Select a conversation');
    expect(html).toContain('data-view="list"');
  });

  it('opens the conversation in the address with a send box and Back to conversations', () => {
    const html = render({ chats: [a, b] }, '/instructor/chats?chat=C1_S1');
    expect(html).toContain('data-view="thread"');
    expect(html).toContain('aria-current="true"');
    expect(html).toContain('Back to conversations');
    expect(html).toContain('Message to Asha Rao');
    // Its unread badge is gone: opening it reads it
    expect(html).not.toContain('2 unread');
  });

  it('an admin reads a conversation but has no send box', () => {
    const html = render({ chats: [] }, '/instructor/chats?chat=C1_S1', 'admin');
    expect(html).toContain('Is the quiz graded?');
    expect(html).not.toContain('Message to');
    expect(html).toContain('Only the course’s instructor replies here.');
  });

  it('offers New message to the instructor, not to an admin', () => {
    expect(render({ chats: [a] })).toContain('New message');
    expect(render({ chats: [] })).toContain('New message');
    expect(render({ chats: [a] }, '/instructor/chats', 'admin')).not.toContain('New message');
  });

  it('waits for the first message of a conversation not started yet, naming the student and the course', () => {
    const html = renderScreen(<MentorChatsPage />, {
      path: '/instructor/chats?course=C9&student=S9',
      me: { id: 'I1', role: 'instructor' },
      data: [
        [chatKeys.mentor(), { chats: [a] }],
        [
          [...chatKeys.courseStudents('C9'), 'find', 'S9'],
          { studentName: 'Neha Iyer', courseTitle: 'Data 101' },
        ],
      ],
    });
    expect(html).toContain('data-view="thread"');
    expect(html).toContain('Start the conversation');
    expect(html).toContain('Your first message starts a conversation with Neha Iyer about “Data 101”.');
    expect(html).toContain('Message to Neha Iyer');
    expect(html).toContain('Back to conversations');
    // The existing conversations stay listed beside it.
    expect(html).toContain('Asha Rao');
  });
});
