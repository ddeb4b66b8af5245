import { describe, expect, it, vi } from 'vitest';
import { razorpayOptions, UPI_FIRST } from './razorpay-checkout';

const order = {
  keyId: 'rzp_test_key',
  order: { id: 'order_ABC123', amount: 119920, currency: 'INR' },
  course: { title: 'React in depth' },
  prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '+919876543210' },
};

describe('razorpayOptions', () => {
  it('opens the server’s order with the buyer’s name, email and phone, UPI first', () => {
    const handler = vi.fn();
    const dismiss = vi.fn();
    const options = razorpayOptions(order, { handler, dismiss });
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 119920,
      currency: 'INR',
      order_id: 'order_ABC123',
      description: 'React in depth',
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '+919876543210' },
      config: {
        display: {
          blocks: { upi: { name: 'Pay using UPI', instruments: [{ method: 'upi' }] } },
          sequence: ['block.upi'],
          preferences: { show_default_blocks: true },
        },
      },
    });
    expect(options.config).toBe(UPI_FIRST);
    options.modal?.ondismiss?.();
    expect(dismiss).toHaveBeenCalledOnce();
    expect(options.handler).toBe(handler);
  });

  it('leaves the contact out when the buyer gave no phone', () => {
    const { contact: _, ...prefill } = order.prefill;
    expect(razorpayOptions({ ...order, prefill }, { handler: vi.fn(), dismiss: vi.fn() }).prefill).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
    });
  });
});
