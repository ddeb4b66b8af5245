/**
 * The instructor's chat screen on a conversation with this student of this course (opened if there is one,
 * otherwise started by the first message), and the names it may show at once (its `NewChatState`).
 */
export const messageStudentHref = (courseId: string, studentId: string) =>
  `/instructor/chats?${new URLSearchParams({ course: courseId, student: studentId }).toString()}`;

export const messageStudentState = (studentName: string, courseTitle: string) => ({
  studentName,
  courseTitle,
});
