/** The instructor's chat screen with one conversation open (the dashboard's Recent Chats link here). */
export const mentorChatHref = (chatId: string) =>
  `/instructor/chats?${new URLSearchParams({ chat: chatId }).toString()}`;

/** The student's chat screen on one course's conversation. */
export const studentChatHref = (courseId: string) =>
  `/student/chat?${new URLSearchParams({ course: courseId }).toString()}`;

/**
 * The instructor's chat screen on a conversation with one student of one course, started if there is none yet
 * (the first message creates it): the students page's Message and the new-chat picker link here.
 */
export const newMentorChatHref = (courseId: string, studentId: string) =>
  `/instructor/chats?${new URLSearchParams({ course: courseId, student: studentId }).toString()}`;

/** What a link to a conversation not started yet may carry, so the page names the student at once. */
export interface NewChatState {
  studentName: string;
  courseTitle: string;
}
