import { CHAT_MESSAGES } from '@academy/shared/features/chats/schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { canSend, hasHistory, sendErrorText, sendsOnKey } from './send';

const http = (status: number, serverMessage?: string) =>
  new ApiError({ kind: 'http', status, serverMessage, fallback: 'failed' });

describe('sendErrorText', () => {
  it('the API’s “Invalid course or student” reads as the spec’s invalid-target alert', () => {
    expect(sendErrorText(http(400, 'Invalid course or student'))).toBe(
      '❌ Cannot send message. Invalid course or student.',
    );
    expect(CHAT_MESSAGES.invalidTarget).toBe('❌ Cannot send message. Invalid course or student.');
  });

  it('anything else is the spec’s failure alert', () => {
    expect(sendErrorText(http(400, 'Message is required'))).toBe('❌ Failed to send message.');
    expect(sendErrorText(http(500))).toBe('❌ Failed to send message.');
    expect(sendErrorText(new ApiError({ kind: 'network', fallback: 'offline' }))).toBe(
      '❌ Failed to send message.',
    );
    expect(sendErrorText(new Error('boom'))).toBe('❌ Failed to send message.');
  });
});

describe('the send box', () => {
  it('sends something besides white space only', () => {
    expect(canSend('')).toBe(false);
    expect(canSend(' \n\t ')).toBe(false);
    expect(canSend(' ok ')).toBe(true);
  });

  it('Enter sends; Shift+Enter and an input method’s Enter do not', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('hasHistory', () => {
  it('is true only past the first page of this tab', () => {
    expect(hasHistory({ idx: 2 })).toBe(true);
    expect(hasHistory({ idx: 0 })).toBe(false);
    expect(hasHistory(null)).toBe(false);
    expect(hasHistory({})).toBe(false);
  });
});
