import { PRIVACY_NOTICE_VERSION } from '@academy/shared';
import { beforeAll, describe, expect, it } from 'vitest';

const { privacyOf, privacyUpdate } = await import('./privacy');

beforeAll(() => {
  process.env.TABLE_NAME = 'academy';
});

describe('privacyOf: the profile’s privacy state as the API answers it', () => {
  it('asks for consent where none is on record or an older notice was agreed to', () => {
    expect(privacyOf({})).toEqual({ consentNeeded: true, watchAnalytics: false, minor: false });
    expect(
      privacyOf({ privacy: { noticeVersion: '2020-01-01', watchAnalytics: true, minor: false } }),
    ).toEqual({
      noticeVersion: '2020-01-01',
      consentNeeded: true,
      watchAnalytics: true,
      minor: false,
    });
  });

  it('turns watch-time analytics on only when agreed to, with a notice, and never for a minor', () => {
    const current = { noticeVersion: PRIVACY_NOTICE_VERSION, minor: false };
    expect(privacyOf({ privacy: { ...current, watchAnalytics: true } }).watchAnalytics).toBe(true);
    expect(privacyOf({ privacy: { ...current, watchAnalytics: false } }).watchAnalytics).toBe(false);
    expect(privacyOf({ privacy: { watchAnalytics: true, minor: false } }).watchAnalytics).toBe(false);
    expect(privacyOf({ privacy: { ...current, watchAnalytics: true, minor: true } })).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      consentNeeded: false,
      watchAnalytics: false,
      minor: true,
    });
  });

  it('names a scheduled deletion, never the parent’s address', () => {
    const view = privacyOf({
      privacy: {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        watchAnalytics: false,
        minor: true,
        guardian: 'confirmed',
        guardianEmail: 'parent@example.com',
        deletionAt: '2026-12-05T10:00:00.000Z',
      },
    });
    expect(view.deletionAt).toBe('2026-12-05T10:00:00.000Z');
    expect(JSON.stringify(view)).not.toContain('parent@example.com');
  });
});

describe('privacyUpdate: the profile’s privacy write for a transaction', () => {
  it('sets and removes only the named fields of an existing map, on the conditions asked', () => {
    const { Update } = privacyUpdate(
      { id: 'u1', privacy: { watchAnalytics: true, minor: true, guardian: 'pending' } },
      { guardian: 'confirmed', deletionAt: null },
      '2026-11-28T10:00:00.000Z',
      { guardian: 'pending' },
    );
    expect(Update!.Key).toEqual({ PK: 'USER#u1', SK: 'PROFILE' });
    expect(Update!.UpdateExpression).toBe('SET updatedAt = :now, #privacy.#f0 = :f0 REMOVE #privacy.#f1');
    expect(Update!.ConditionExpression).toBe(
      'attribute_exists(PK) AND #privacy.#w0 = :w0 AND attribute_type(#privacy, :map)',
    );
    expect(Update!.ExpressionAttributeNames).toMatchObject({
      '#f0': 'guardian',
      '#f1': 'deletionAt',
      '#w0': 'guardian',
    });
    expect(Update!.ExpressionAttributeValues).toMatchObject({ ':f0': 'confirmed', ':w0': 'pending' });
  });

  it('writes the whole map on an account without one, on condition there is still none', () => {
    const { Update } = privacyUpdate({ id: 'u2' }, { watchAnalytics: false }, '2026-11-28T10:00:00.000Z');
    expect(Update!.UpdateExpression).toBe('SET #privacy = :privacy, updatedAt = :now');
    expect(Update!.ConditionExpression).toBe('attribute_exists(PK) AND attribute_not_exists(#privacy)');
    expect(Update!.ExpressionAttributeValues![':privacy']).toEqual({ watchAnalytics: false, minor: false });
  });
});
