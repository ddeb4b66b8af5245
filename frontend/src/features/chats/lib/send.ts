import { CHAT_MESSAGES } from '@academy/shared/features/chats/schemas';
import { ApiError } from '../../../lib/api-client';

/**
 * The spec's alert for a failed send (part 2 §9): the API's 400 "Invalid course or student" (a course the
 * student left, a student who left the course) reads as the invalid-target alert, anything else as a failure.
 */
export function sendErrorText(error: unknown): string {
  return error instanceof ApiError &&
    error.status === 400 &&
    error.serverMessage === CHAT_MESSAGES.invalidTargetApi
    ? CHAT_MESSAGES.invalidTarget
    : CHAT_MESSAGES.sendFailed;
}

/** A message may be sent once it has something besides white space. */
export const canSend = (draft: string) => draft.trim().length > 0;

/**
 * Enter sends, Shift+Enter starts a new line; a key that ends an input method's composition (Japanese, Hindi
 * transliteration …) only ends the composition.
 */
export const sendsOnKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean }) =>
  event.key === 'Enter' && !event.shiftKey && !event.isComposing;

/** Whether the app was reached from an earlier page of this tab (react-router keeps `idx` in history.state). */
export const hasHistory = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number'
    ? (state as { idx: number }).idx > 0
    : false;
