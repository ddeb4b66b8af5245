import { endpoints } from '@academy/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** POST /api/notifications/unsubscribe?token=…: the mail's type off for the person the token names (no sign-in). */
export const unsubscribeEmail = (token: string) => apiCall(endpoints.unsubscribeEmail, { query: { token } });

/** POST /api/notifications/resubscribe?token=…: the Undo of the unsubscribe page. */
export const resubscribeEmail = (token: string) => apiCall(endpoints.resubscribeEmail, { query: { token } });

export const useUnsubscribeEmail = () => useMutation({ mutationFn: unsubscribeEmail });
export const useResubscribeEmail = () => useMutation({ mutationFn: resubscribeEmail });
