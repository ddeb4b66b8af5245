import type { RouteAuthz } from '../../route';
import type { supportRoutes } from './routes';

/** What each caller of the authorization matrix gets from each support route (see `RouteAuthz`). */
export const supportAuthz = {
  // About the owner’s course: a caller with no part in it gets “Invalid course” (400).
  createTicket: {
    anonymous: 401,
    owner: 201,
    otherStudent: 400,
    instructor: 201,
    otherInstructor: 400,
    admin: 201,
    deactivated: 403,
  },
  listMyTickets: {
    anonymous: 401,
    owner: 200,
    otherStudent: 200,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 403,
  },
  listInstructorTickets: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 200,
    admin: 200,
    deactivated: 403,
  },
  listAdminSupport: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 403,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  listAdminTickets: {
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 403,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  getTicket: {
    on: 'ticket',
    anonymous: 401,
    owner: 200,
    otherStudent: 404,
    instructor: 200,
    otherInstructor: 404,
    admin: 200,
    deactivated: 403,
  },
  addTicketMessage: {
    on: 'ticket',
    anonymous: 401,
    owner: 200,
    otherStudent: 404,
    instructor: 200,
    otherInstructor: 404,
    admin: 200,
    deactivated: 403,
  },
  // A fresh ticket of the owner (assigned to the owning instructor) for each caller.
  setTicketStatus: {
    on: 'ticket',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 404,
    admin: 200,
    deactivated: 403,
  },
} as const satisfies Record<keyof typeof supportRoutes, RouteAuthz>;
