import { endpoints } from '@academy/shared/endpoints';
import { apiCall } from '../../../lib/api-client';
import { useTicketChange } from './invalidate';

export interface TicketMessageInput {
  id: string;
  message: string;
}

export const addTicketMessage = ({ id, message }: TicketMessageInput) =>
  apiCall(endpoints.addTicketMessage, { params: { id }, body: { message } });

/**
 * POST /api/support-tickets/{id}/message: the answer is the updated ticket, shown at once. A refusal (say, the
 * ticket was resolved meanwhile) reads the ticket again, so the screen shows why it cannot take a reply.
 */
export const useAddTicketMessage = () => useTicketChange(addTicketMessage);
