import type { Screen } from '../../lib/screens';

/** The chats feature's screens: the student's chat with their mentors and the instructor's conversations. */
export const chatsScreens: readonly Screen[] = [
  { path: '/student/chat', module: 'chats/routes/student-chat' },
  { path: '/instructor/chats', module: 'chats/routes/mentor-chats' },
];
