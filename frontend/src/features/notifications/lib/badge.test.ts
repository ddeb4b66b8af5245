import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel, unreadSummary } from './badge';

describe('badgeText', () => {
  it.each([
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('shows the count up to 9, then 9+: %i unread shows %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('bellLabel', () => {
  it.each([
    [3, 'Notifications, 3 unread'],
    [12, 'Notifications, 12 unread'],
    [1500, 'Notifications, 1,500 unread'],
  ])('names the exact unread count, even above the badge cap: %i', (count, label) => {
    expect(bellLabel(count)).toBe(label);
  });

  it('is just "Notifications" with nothing unread', () => {
    expect(bellLabel(0)).toBe('Notifications');
  });
});

describe('unreadSummary', () => {
  it.each([
    [0, 'All caught up!'],
    [1, '1 unread notification'],
    [12, '12 unread notifications'],
  ])('counts unread notifications, or says all are caught up: %i', (count, summary) => {
    expect(unreadSummary(count)).toBe(summary);
  });
});
