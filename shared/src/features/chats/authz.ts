import type { RouteAuthz } from '../../route';
import type { chatsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each chats route (see `RouteAuthz`). */
export const chatsAuthz = {
  // A student not enrolled in the course gets the chat’s “Invalid course or student” (400).
  sendChatToMentor: {
    on: 'course',
    anonymous: 401,
    owner: 201,
    otherStudent: 400,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  // Only the course’s own instructor writes to its students; another instructor gets 400, as above.
  sendChatToStudent: {
    on: 'courseStudent',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 201,
    otherInstructor: 400,
    admin: 403,
    deactivated: 403,
  },
  listStudentChats: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 403,
    otherInstructor: 403,
    admin: 403,
    deactivated: 403,
  },
  listMentorChats: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 403,
  },
  // The owner’s chat with the owning instructor.
  getChat: {
    on: 'chat',
    anonymous: 401,
    owner: 200,
    otherStudent: 404,
    instructor: 200,
    otherInstructor: 404,
    admin: 200,
    deactivated: 403,
  },
} as const satisfies Record<keyof typeof chatsRoutes, RouteAuthz>;
