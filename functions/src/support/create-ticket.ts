import { SUPPORT_LIMITS } from '@academy/shared';
import { supportRoutes as routes } from '@academy/shared/features/support/routes';
import { ulid } from 'ulid';
import { courseRead } from '../courses/service';
import { enrollmentCheck, enrollmentRead } from '../enrollments/service';
import { httpHandler } from '../http';
import { derivedId } from '../lib/keys';
import { notice, notificationWrites } from '../notifications/service';
import { listAdminIds } from '../users/service';
import {
  ADMINS_NOTIFIED,
  InvalidCourseError,
  reasonAt,
  redoOnConflict,
  TicketNotFoundError,
  ticketCode,
  ticketSearchText,
  toTicketDetail,
} from './model';
import {
  getItems,
  getTicketWithMessages,
  newTicketWrites,
  nextTicketNumber,
  requestKey,
  requestTicketId,
  type TicketRecord,
  transact,
} from './repository';

/**
 * W22: a new ticket, open, technical and medium unless said. With a `courseId` (a course the caller studies,
 * teaches, or any for an admin; otherwise 400 'Invalid course') it is assigned to the course's instructor, who is
 * told; without one (or from that instructor), up to 25 active admins are told. First one BatchGetItem (the
 * request id's guard, the course, a student's enrolment), then the readable number (one atomic ADD), then ONE
 * transaction: the ticket, the status counter, the guard, (students) the enrolment still there, and the
 * notifications. The same caller sending the same `requestId` again gets the ticket that request made.
 */
export const handler = httpHandler(routes.createTicket, async ({ body, caller }) => {
  const guard = body.requestId ? requestKey(caller.id, body.requestId) : undefined;
  const course = body.courseId ? courseRead(body.courseId) : undefined;
  const enrollment =
    body.courseId && caller.role === 'student' ? enrollmentRead(caller.id, body.courseId) : undefined;
  const wanted = [guard, course?.key, enrollment?.key].filter((k) => k !== undefined);
  const found = await getItems(wanted);
  const itemOf = (key: (typeof wanted)[number] | undefined) => (key ? found[wanted.indexOf(key)] : undefined);

  const existing = requestTicketId(itemOf(guard));
  if (existing) return { status: 201, body: await detailOf(existing) };

  const about = course?.read(itemOf(course.key));
  if (course) {
    const allowed =
      about &&
      (caller.role === 'admin' ||
        caller.id === about.instructorId ||
        (caller.role === 'student' && enrollment?.read(itemOf(enrollment.key)) !== undefined));
    if (!allowed) throw new InvalidCourseError();
  }
  // A ticket about a course goes to its instructor, unless that instructor wrote it (then to the admins).
  const assignee =
    about && about.instructorId !== caller.id
      ? { id: about.instructorId, name: about.instructorName }
      : undefined;
  const recipients = assignee
    ? [assignee.id]
    : (await listAdminIds(ADMINS_NOTIFIED)).filter((id) => id !== caller.id);

  const number = await nextTicketNumber();
  const now = new Date().toISOString();
  const ticketId = ticketCode(number);
  const record: TicketRecord = {
    id: ulid(),
    ticketId,
    number,
    userId: caller.id,
    user: { name: caller.user.name, role: caller.role },
    subject: body.subject,
    description: body.description,
    category: body.category,
    priority: body.priority,
    status: 'open',
    ...(assignee ? { assigneeId: assignee.id, assigneeName: assignee.name } : {}),
    ...(about ? { courseId: about.id, courseTitle: about.title } : {}),
    messageCount: 0,
    searchText: ticketSearchText(
      { subject: body.subject, description: body.description, ticketId },
      caller.user.name,
    ),
    createdAt: now,
    updatedAt: now,
  };
  const writes = newTicketWrites(record, body.requestId);
  const enrollmentIndex = writes.length;
  const checked = Boolean(enrollment);
  try {
    await redoOnConflict(() =>
      transact([
        ...writes,
        ...(checked ? [enrollmentCheck(caller.id, about!.id)] : []),
        ...recipients.flatMap((userId) =>
          notificationWrites({
            id: derivedId(now, `ticket#${record.id}#${userId}`),
            userId,
            type: 'support',
            ...(about
              ? notice(
                  /*i18n*/ 'New support ticket',
                  /*i18n*/ '{name} opened {ticket} about {course}: “{subject}”.',
                  {
                    name: caller.user.name,
                    ticket: ticketId,
                    course: about.title,
                    subject: record.subject,
                  },
                )
              : notice(/*i18n*/ 'New support ticket', /*i18n*/ '{name} opened {ticket}: “{subject}”.', {
                  name: caller.user.name,
                  ticket: ticketId,
                  subject: record.subject,
                })),
            sourceId: record.id,
            createdAt: now,
          }),
        ),
      ]),
    );
  } catch (error) {
    if (guard && reasonAt(error, 2) === 'ConditionalCheckFailed') {
      // The same request got in first (sent twice at once): answer the ticket it made.
      const [item] = await getItems([guard]);
      const made = requestTicketId(item);
      if (made) return { status: 201, body: await detailOf(made) };
    }
    if (checked && reasonAt(error, enrollmentIndex) === 'ConditionalCheckFailed')
      throw new InvalidCourseError();
    // Our own new id already there: an earlier attempt of this very write went through (its answer was lost).
    if (reasonAt(error, 0) !== 'ConditionalCheckFailed') throw error;
  }
  return { status: 201, body: toTicketDetail(record, []) };
});

async function detailOf(id: string) {
  const found = await getTicketWithMessages(id, SUPPORT_LIMITS.messagesShown);
  if (!found) throw new TicketNotFoundError();
  return toTicketDetail(found.ticket, found.messages);
}
