import type { ExportData } from '../lib/personal-data';
import { listAllOwnerTicketsWithMessages } from './repository';

/**
 * The support feature's part of a data export (issue 41): the tickets the person raised, each with its whole
 * conversation, both sides: their own messages, and staff's replies named by the staff member's name only (no
 * ids). Who a ticket is assigned to is staff's business: left out.
 */
export const exportData: ExportData = async (userId) => {
  const tickets = await listAllOwnerTicketsWithMessages(userId);
  return {
    documents: {
      tickets: tickets.map(({ ticket: t, messages }) => ({
        id: t.id,
        ticketId: t.ticketId,
        subject: t.subject,
        description: t.description,
        category: t.category,
        priority: t.priority,
        status: t.status,
        ...(t.courseId ? { courseId: t.courseId, courseTitle: t.courseTitle } : {}),
        createdAt: t.createdAt,
        updatedAt: t.updatedAt,
        messages: messages.map((m) =>
          m.senderId === userId
            ? { id: m.id, from: 'you', message: m.message, at: m.timestamp }
            : { id: m.id, from: m.sender.name, staff: m.isStaff, message: m.message, at: m.timestamp },
        ),
      })),
    },
  };
};
