import { describe, expect, inject, it } from 'vitest';
import { LOCAL_EMAIL_FROM, storedMails } from '../../infra/local/ses';
import { useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { sendEmail } = await import('../../functions/src/lib/email');

describe('e-mail through SES v2, here the local stand-in (issue 37, first step)', () => {
  it('sends a mail with its text and HTML parts and headers, kept in the stand-in’s inbox', async () => {
    const to = `email-test-${Date.now()}@demo.academy`;
    const id = await sendEmail({
      to,
      subject: 'Your live session starts in an hour',
      text: 'Join at https://academy.example.com/live-sessions',
      html: '<p>Join at <a href="https://academy.example.com/live-sessions">the session</a></p>',
      headers: { 'List-Unsubscribe': '<https://academy.example.com/unsubscribe/x>' },
    });
    expect(id).not.toBe('');
    const mail = (await storedMails(inject('sesEndpoint'))).find((m) => m.destination.to.includes(to));
    expect(mail).toMatchObject({
      from: LOCAL_EMAIL_FROM,
      subject: 'Your live session starts in an hour',
      body: { text: expect.stringContaining('/live-sessions'), html: expect.stringContaining('<a href=') },
    });
  });
});
