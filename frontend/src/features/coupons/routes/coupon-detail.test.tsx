import type { Redemption } from '@academy/shared/features/coupons/schemas';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { markup, textOf } from '../../../testing/markup';
import { withFirstPage } from '../../../testing/queries';
import { couponKeys } from '../api/keys';
import { makeCoupon } from '../test/fixtures';
import CouponDetailPage from './coupon-detail';

const coupon = makeCoupon('SAVE20', { redeemed: 1, held: 0 });

const redemption: Redemption = {
  student: { _id: '01JSTU', name: 'Asha Rao', email: 'asha@example.com' },
  course: { _id: '01JCOURSE1', title: 'React in depth' },
  orderId: 'order_1ABC',
  amount: 119920,
  discount: 29980,
  redeemedAt: '2026-11-20T04:30:00Z',
};

const render = (redemptions: Redemption[], more = false) =>
  markup(
    <Routes>
      <Route path="/admin/coupons/:code" element={<CouponDetailPage />} />
    </Routes>,
    {
      client: withFirstPage(couponKeys.detail('SAVE20'), { coupon, redemptions }, more),
      path: '/admin/coupons/SAVE20',
    },
  );

describe('CouponDetailPage', () => {
  it('shows the code’s terms and each redemption: student, course, paid, discount, date', () => {
    const html = render([redemption]);
    const text = textOf(html);
    expect(html).toContain('>SAVE20</h1>');
    expect(html).toContain('href="/admin/coupons"');
    expect(text).toContain('20 % off · React in depth');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('asha@example.com · React in depth');
    expect(text).toContain('Paid ₹1,199.20');
    expect(text).toContain('−₹299.80');
    expect(text).toContain('Nov 20, 2026, 10:00 AM IST');
  });

  it('says when it has not been used, and offers Load more while the server has a cursor', () => {
    expect(textOf(render([]))).toContain('Not used yet');
    expect(render([redemption], true)).toContain('Load more');
  });
});
