import type { Coupon } from '@academy/shared/features/coupons/schemas';
import { describe, expect, it } from 'vitest';
import { markup, textOf } from '../../../testing/markup';
import { withFirstPage } from '../../../testing/queries';
import { couponKeys } from '../api/keys';
import { makeCoupon } from '../test/fixtures';
import CouponsPage from './coupons';

const render = (coupons: Coupon[], path: string, more = false) =>
  markup(<CouponsPage />, { client: withFirstPage(couponKeys.list(), { coupons }, more), path });

describe('CouponsPage', () => {
  it('lists each code with its course, discount, window, uses and status, linked to its detail', () => {
    const html = render(
      [makeCoupon('SAVE20'), makeCoupon('FLAT500', { kind: 'flat', value: 500, course: null })],
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
    expect(render([makeCoupon('SAVE20')], '/admin/coupons')).toContain('href="/admin/coupons/SAVE20"');
  });

  it('says when there are none, and offers Load more while the server has a cursor', () => {
    expect(textOf(render([], '/instructor/coupons'))).toContain('No coupons yet');
    expect(render([makeCoupon('A1B')], '/instructor/coupons', true)).toContain('Load more');
  });
});
