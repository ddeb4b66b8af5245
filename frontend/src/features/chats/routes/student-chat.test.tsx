import type { StudentChatsResponse } from '@academy/shared/features/chats/schemas';
import { describe, expect, it } from 'vitest';
import { chatKeys } from '../api/keys';
import type { ThreadData } from '../lib/thread';
import { mentor, message, summary } from '../test/fixtures';
import { renderScreen } from '../test/render';
import StudentChatPage from './student-chat';

const render = (list: StudentChatsResponse, path = '/student/chat', threads: ThreadData[] = []) =>
  renderScreen(<StudentChatPage />, {
    path,
    me: { id: 'S1', role: 'student' },
    data: [[chatKeys.student(), list], ...threads.map((t) => [chatKeys.thread(t.chat.id), t] as const)],
  });

describe('StudentChatPage', () => {
  it('says No Active Chat with Go Back when the student is enrolled nowhere', () => {
    const html = render({ mentors: [] });
    expect(html).toContain('No Active Chat');
    expect(html).toContain('>Go Back</button>');
    expect(html).not.toContain('<select');
  });

  it('offers a labelled dropdown of mentors, course title and mentor name, with what is unread', () => {
    const html = render({
      mentors: [mentor(1, { unreadCount: 0 }), mentor(2, { unreadCount: 3 }), mentor(3, null)],
    });
    expect(html).toMatch(/<label[^>]*>Mentor<\/label>/);
    expect(html).toContain('>Course 1 · Mentor 1</option>');
    expect(html).toContain('>Course 2 · Mentor 2 (3 unread)</option>');
    expect(html).toContain('>Course 3 · Mentor 3</option>');
    expect(html).toContain('3 unread in other chats');
  });

  it('opens the course in the address; a course without a conversation says hello, with a send box', () => {
    const html = render({ mentors: [mentor(1, {}), mentor(2, null)] }, '/student/chat?course=C2');
    expect(html).toContain('Say hello to Mentor 2');
    expect(html).toContain('Message to Mentor 2');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it('shows the thread oldest first, the student’s own messages on the right, as text', () => {
    const chat = summary({ id: 'C1_S1' });
    const thread: ThreadData = {
      chat,
      messages: [
        message(1, { content: 'How do I <b>centre</b> a div?' }),
        message(2, { sender: { _id: 'I1', name: 'Mentor 1', role: 'instructor' }, content: 'Use grid.' }),
      ],
      olderCursor: 'older',
    };
    const html = render({ mentors: [mentor(1, {})] }, '/student/chat', [thread]);
    expect(html.indexOf('How do I')).toBeLessThan(html.indexOf('Use grid.'));
    expect(html).toContain('How do I &lt;b&gt;centre&lt;/b&gt; a div?');
    expect(html).toContain('Load older messages');
    expect(html).toContain('role="log"');
    expect(html).toContain('(you)');
    expect(html.match(/class="[^"]*mine/g)).toHaveLength(1);
  });
});
