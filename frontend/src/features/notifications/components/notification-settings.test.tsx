import {
  defaultNotificationPreferences,
  type NotificationSettingsResponse,
} from '@academy/shared/features/notifications/schemas';
import { describe, expect, it } from 'vitest';
import { markup, textOf } from '../../../testing/markup';
import { typeNames } from '../test/fixtures';
import { DeliveryWarning, NotificationSettingsForm } from './notification-settings';

const settings = (overrides: Partial<NotificationSettingsResponse> = {}): NotificationSettingsResponse => ({
  preferences: defaultNotificationPreferences,
  email: { address: 'asha@example.in', status: 'ok' },
  ...overrides,
});

/** The checkbox named `name` in the markup: its whole tag. */
const checkbox = (html: string, name: string) =>
  html.match(new RegExp(`<input[^>]*aria-label="${name}"[^>]*>`))?.[0];

describe('NotificationSettingsForm', () => {
  it('has both channels of every type, each named with its type', () => {
    // Arrange / Act (the boxes are ticked by react-hook-form in the browser: the e2e test checks that)
    const html = markup(<NotificationSettingsForm settings={settings()} />);

    // Assert
    for (const name of typeNames) {
      expect(checkbox(html, `${name} in the app`)).toBeDefined();
      expect(checkbox(html, `${name} by e-mail`)).toBeDefined();
    }
    expect(html.match(/type="checkbox"/g)).toHaveLength(17);
  });

  it('explains the digest beside its checkbox, naming 08:00 IST and what still comes at once', () => {
    const html = markup(<NotificationSettingsForm settings={settings()} />);
    const text = textOf(html);

    expect(text).toContain('Email me a daily digest instead');
    expect(text).toContain('One e-mail at 08:00 IST with your unread notifications of the last day');
    expect(text).toContain('Live-session reminders and enrolment receipts still arrive straight away.');
    const hintId = html.match(/<input[^>]*aria-describedby="([^"]+)"[^>]*name="digest"/)?.[1];
    expect(hintId).toBeTruthy();
    expect(html).toContain(`id="${hintId}"`);
  });

  it('warns of nothing while mail reaches the address', () => {
    expect(markup(<DeliveryWarning email={{ address: 'asha@example.in', status: 'ok' }} />)).toBe('');
  });

  it('says a bounced address gets no more mail, since when, and who can help', () => {
    const html = markup(
      <DeliveryWarning
        email={{ address: 'asha@example.in', status: 'bounced', since: '2026-11-20T10:00:00.000Z' }}
      />,
    );

    expect(textOf(html)).toContain(
      'Mail to asha@example.in bounced on Nov 20, 2026 , so nothing is sent there, whatever you choose below.',
    );
    expect(html).toContain('href="/support-tickets"');
  });

  it('says an address that reported spam gets no more mail', () => {
    const html = markup(<DeliveryWarning email={{ address: 'asha@example.in', status: 'complained' }} />);

    expect(textOf(html)).toContain(
      'A mail to asha@example.in was reported as spam, so nothing is sent there',
    );
  });
});
