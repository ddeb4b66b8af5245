import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel, unreadSummary } from './badge';

describe('badgeText', () => {
  it('shows the count up to 9, then 9+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('bellLabel', () => {
  it('names the exact unread count, even above the badge cap', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(12)).toBe('Notifications, 12 unread');
    expect(bellLabel(1500)).toBe('Notifications, 1,500 unread');
  });

  it('is just "Notifications" with nothing unread', () => {
    expect(bellLabel(0)).toBe('Notifications');
  });
});

describe('unreadSummary', () => {
  it('counts unread notifications, or says all are caught up', () => {
    expect(unreadSummary(0)).toBe('All caught up!');
    expect(unreadSummary(1)).toBe('1 unread notification');
    expect(unreadSummary(12)).toBe('12 unread notifications');
  });
});
