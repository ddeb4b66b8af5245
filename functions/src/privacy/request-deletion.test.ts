import { PRIVACY_LIMITS } from '@academy/shared/features/privacy/schemas';
import { describe, expect, it } from 'vitest';
import { eraseAfterOf } from './request-deletion';

describe('the cooling-off period of a deletion', () => {
  it('lets erasure start exactly deletionCoolingOffDays after the request', () => {
    expect(PRIVACY_LIMITS.deletionCoolingOffDays).toBe(7);
    expect(eraseAfterOf('2026-11-28T10:00:00.000Z')).toBe('2026-12-05T10:00:00.000Z');
    // Across a month's end and in UTC throughout.
    expect(eraseAfterOf('2026-12-28T23:30:00.000Z')).toBe('2027-01-04T23:30:00.000Z');
  });
});
