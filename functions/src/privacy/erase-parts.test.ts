import { describe, expect, it } from 'vitest';
import { eraseParts } from './erase-parts';

describe('the parts of an erasure', () => {
  it('runs every feature’s part once, users last (its tombstone after everything else)', () => {
    const names = eraseParts.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.at(-1)).toBe('users');
    // Notifications find the suppression by the address the profile still has.
    expect(names.indexOf('notifications')).toBeLessThan(names.indexOf('users'));
    expect(names).toEqual([
      'enrollments',
      'assignments',
      'certificates',
      'forums',
      'chats',
      'support',
      'live-sessions',
      'payments',
      'notifications',
      'privacy',
      'users',
    ]);
  });
});
