/** The instructor's chat screen with one conversation open (the dashboard's Recent Chats link here). */
export const mentorChatHref = (chatId: string) =>
  `/instructor/chats?${new URLSearchParams({ chat: chatId }).toString()}`;

/** The student's chat screen on one course's conversation. */
export const studentChatHref = (courseId: string) =>
  `/student/chat?${new URLSearchParams({ course: courseId }).toString()}`;
