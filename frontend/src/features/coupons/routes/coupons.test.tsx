import type { Coupon } from '@academy/shared/features/coupons/schemas';
import { describe, expect, it } from 'vitest';
import { markup, textOf } from '../../../testing/markup';
import { withFirstPage } from '../../../testing/queries';
import { couponKeys } from '../api/keys';
import CouponsPage from './coupons';

const coupon = (code: string, overrides: Partial<Coupon> = {}): Coupon => ({
  code,
  course: { _id: '01JCOURSE1', title: 'React in depth' },
  kind: 'percent',
  value: 20,
  startsAt: '2026-01-01T00:00:00+05:30',
  endsAt: '2099-01-01T00:00:00+05:30',
  maxRedemptions: 100,
  redeemed: 3,
  held: 1,
  createdBy: { _id: '01JINS', name: 'Ines' },
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

const render = (coupons: Coupon[], path: string, more = false) =>
  markup(<CouponsPage />, { client: withFirstPage(couponKeys.list(), { coupons }, more), path });

describe('CouponsPage', () => {
  it('lists each code with its course, discount, window, uses and status, linked to its detail', () => {
    const html = render(
      [coupon('SAVE20'), coupon('FLAT500', { kind: 'flat', value: 500, course: null })],
      '/instructor/coupons',
    );
    const text = textOf(html);
    expect(html).toContain('href="/instructor/coupons/SAVE20"');
    expect(text).toContain('React in depth');
    expect(text).toContain('20 % off');
    expect(text).toContain('₹500 off');
    expect(text).toContain('All courses (site-wide)');
    expect(text).toContain('3 redeemed · 1 held · 100 max');
    expect(text).toContain('Active');
    expect(text).toMatch(/Jan 1, 2026, 12:00 AM – Jan 1, 2099, 12:00 AM IST/);
    expect(text).toContain('New coupon');
  });

  it('links an admin’s codes to the admin’s detail screen', () => {
    expect(render([coupon('SAVE20')], '/admin/coupons')).toContain('href="/admin/coupons/SAVE20"');
  });

  it('says when there are none, and offers Load more while the server has a cursor', () => {
    expect(textOf(render([], '/instructor/coupons'))).toContain('No coupons yet');
    expect(render([coupon('A1B')], '/instructor/coupons', true)).toContain('Load more');
  });
});
