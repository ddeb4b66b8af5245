import type { ExportData } from '../lib/personal-data';
import { type ChatRecord, listAllChatMessages, listAllChats, type MessageRecord } from './repository';

/**
 * The chats feature's part of a data export (issue 41). As a student: each of their mentor conversations (AP80's
 * partition) with all its messages, both sides, the mentor named by name only (no id). As a course's mentor: the
 * conversations they answered, with their own messages only and the student named by name only: the student's
 * messages are the student's data.
 */
export const exportData: ExportData = async (userId) => {
  const [asStudent, asMentor] = await Promise.all([
    listAllChats(userId, 'student'),
    listAllChats(userId, 'mentor'),
  ]);
  const message = (m: MessageRecord) =>
    m.senderId === userId
      ? { id: m.id, from: 'you', content: m.content, createdAt: m.createdAt }
      : { id: m.id, from: m.sender.name, role: m.sender.role, content: m.content, createdAt: m.createdAt };
  const conversation = async (c: ChatRecord, side: 'student' | 'mentor') => {
    const messages = await listAllChatMessages(c.courseId, c.studentId);
    return {
      courseId: c.courseId,
      course: c.course.title,
      with: side === 'student' ? c.instructor.name : c.student.name,
      startedAt: c.createdAt,
      messages: (side === 'student' ? messages : messages.filter((m) => m.senderId === userId)).map(message),
    };
  };
  const mentorChats: unknown[] = [];
  for (const c of asMentor) mentorChats.push(await conversation(c, 'mentor'));
  const studentChats: unknown[] = [];
  for (const c of asStudent) studentChats.push(await conversation(c, 'student'));
  return {
    documents: {
      'mentor-chats': studentChats,
      ...(mentorChats.length ? { 'chats-as-mentor': mentorChats } : {}),
    },
  };
};
