import { describe, expect, it } from 'vitest';
import { mayAskRefund, paidText } from './purchase-text';

describe('paidText', () => {
  it('shows what was paid, with the code’s discount when there was one', () => {
    expect(
      paidText({
        paidWith: 'razorpay',
        quote: { price: 49900, discount: 0, amount: 49900, couponCode: null },
      }),
    ).toBe('₹499');
    expect(
      paidText({
        paidWith: 'razorpay',
        quote: { price: 49900, discount: 10000, amount: 39900, couponCode: 'SAVE' },
      }),
    ).toBe('₹399 (₹499 − ₹100 with code SAVE)');
    expect(
      paidText({
        paidWith: 'coupon',
        quote: { price: 49900, discount: 49900, amount: 0, couponCode: 'FREE' },
      }),
    ).toBe('Free with code FREE');
  });
});

describe('mayAskRefund', () => {
  const now = Date.parse('2026-11-28T00:00:00Z');
  it('is open until the window ends, and only while no refund has been asked for', () => {
    expect(mayAskRefund({ refund: null, refundableUntil: '2026-12-01T00:00:00Z' }, now)).toBe(true);
    expect(mayAskRefund({ refund: null, refundableUntil: '2026-11-27T00:00:00Z' }, now)).toBe(false);
    expect(mayAskRefund({ refund: null, refundableUntil: null }, now)).toBe(false);
  });
});
