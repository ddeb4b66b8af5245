import { roles } from '../../roles';
import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import {
  ChatCourseParams,
  ChatIdParams,
  ChatStudentParams,
  ChatThreadQuery,
  ChatThreadResponse,
  MentorChatsResponse,
  SendChatMessageBody,
  SendChatMessageResponse,
  StudentChatsResponse,
} from './schemas';

/**
 * Mentor chat (spec part 1 §7, part 2 §6), composed in shared/src/routes.ts. One conversation per student and
 * course, id `<courseId>_<studentId>`. The path variable is `{id}` at every level under /api/chats (API Gateway
 * takes one variable name per level): a course id on the POSTs, a chat id on the GET.
 */
export const chatsRoutes = {
  sendChatToMentor: defineRoute({
    id: 'sendChatToMentor',
    method: 'POST',
    path: '/api/chats/{id}',
    handler: 'chats/send-to-mentor',
    access: ['student'],
    summary: 'An enrolled student writes to the course’s mentor (400 “Invalid course or student” otherwise)',
    tags: ['chats'],
    params: ChatCourseParams,
    body: SendChatMessageBody,
    grants: ['table:write'],
    response: SendChatMessageResponse,
    successStatus: 201,
  }),
  sendChatToStudent: defineRoute({
    id: 'sendChatToStudent',
    method: 'POST',
    path: '/api/chats/{id}/{studentId}',
    handler: 'chats/send-to-student',
    access: ['instructor'],
    summary:
      'A course’s instructor writes to a student enrolled in it (400 “Invalid course or student” otherwise)',
    tags: ['chats'],
    params: ChatStudentParams,
    body: SendChatMessageBody,
    grants: ['table:write'],
    response: SendChatMessageResponse,
    successStatus: 201,
  }),
  listStudentChats: defineRoute({
    id: 'listStudentChats',
    method: 'GET',
    path: '/api/chats/student',
    handler: 'chats/list-student-chats',
    access: ['student'],
    summary: 'The student’s mentors, one per enrolled course, with each conversation and its unread count',
    tags: ['chats'],
    grants: ['table:read'],
    response: StudentChatsResponse,
  }),
  listMentorChats: defineRoute({
    id: 'listMentorChats',
    method: 'GET',
    path: '/api/chats/mentor',
    handler: 'chats/list-mentor-chats',
    access: ['instructor', 'admin'],
    summary:
      'The caller’s conversations with students of their courses, newest activity first, with unread counts',
    tags: ['chats'],
    grants: ['table:read'],
    response: MentorChatsResponse,
  }),
  getChat: defineRoute({
    id: 'getChat',
    method: 'GET',
    path: '/api/chats/{id}',
    handler: 'chats/get-chat',
    access: roles,
    summary:
      'A page of one conversation’s messages, newest last (its student, the course’s instructor, admins); opening it reads them',
    tags: ['chats'],
    params: ChatIdParams,
    query: ChatThreadQuery,
    grants: ['table:write'],
    response: ChatThreadResponse,
  }),
} as const satisfies Record<string, RouteDef>;
