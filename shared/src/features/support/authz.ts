import { admins, courseMembers, courseStaff, signedIn, staff } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { supportRoutes } from './routes';

/** What each caller of the authorization matrix gets from each support route (see `RouteAuthz`). */
export const supportAuthz = {
  // About the owner’s course: a caller with no part in it gets “Invalid course” (400).
  createTicket: courseMembers(201, { otherStudent: 400, otherInstructor: 400 }),
  listMyTickets: signedIn(200),
  listInstructorTickets: staff(200),
  listAdminSupport: admins(200),
  listAdminTickets: admins(200),
  getTicket: courseMembers(200, { on: 'ticket', otherStudent: 404, otherInstructor: 404 }),
  addTicketMessage: courseMembers(200, { on: 'ticket', otherStudent: 404, otherInstructor: 404 }),
  // A fresh ticket of the owner (assigned to the owning instructor) for each caller.
  setTicketStatus: courseStaff(200, { on: 'ticket', otherInstructor: 404 }),
} as const satisfies Record<keyof typeof supportRoutes, RouteAuthz>;
