import { courseMembers, courseStaff, ownerOnly, staff, students } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { chatsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each chats route (see `RouteAuthz`). */
export const chatsAuthz = {
  // A student not enrolled in the course gets the chat’s “Invalid course or student” (400).
  sendChatToMentor: ownerOnly(201, { on: 'course', otherStudent: 400 }),
  // Only the course’s own instructor writes to its students; another instructor gets 400, as above.
  sendChatToStudent: courseStaff(201, { on: 'courseStudent', otherInstructor: 400, admin: 403 }),
  listStudentChats: students(200),
  listMentorChats: staff(200),
  // The owner’s chat with the owning instructor.
  getChat: courseMembers(200, { on: 'chat', otherStudent: 404, otherInstructor: 404 }),
} as const satisfies Record<keyof typeof chatsRoutes, RouteAuthz>;
