import type { Purchase } from '@academy/shared/features/payments/schemas';
import { describe, expect, it } from 'vitest';
import { markup, textOf } from '../../../testing/markup';
import { withFirstPage } from '../../../testing/queries';
import { paymentKeys } from '../api/keys';
import MyPurchasesPage from './my-purchases';

const DAY = 86_400_000;

const purchase = (n: number, overrides: Partial<Purchase> = {}): Purchase => ({
  orderId: `order_${n}ABC`,
  course: { _id: `01JCOURSE${n}`, title: `Course ${n}` },
  paidAt: '2026-11-20T10:00:00.000Z',
  quote: { price: 49900, discount: 10000, amount: 39900, couponCode: 'SAVE100' },
  paidWith: 'razorpay',
  paymentId: `pay_${n}XYZ`,
  invoice: {
    id: `01JINV${n}`,
    kind: 'invoice',
    number: `AC/2627/00000${n}`,
    issuedAt: '2026-11-20T10:01:00Z',
  },
  creditNote: null,
  refund: null,
  refundableUntil: new Date(Date.now() + 5 * DAY).toISOString(),
  ...overrides,
});

/** My purchases as markup, with GET /api/payments/purchases already answered. */
const render = (purchases: Purchase[], more = false) =>
  markup(<MyPurchasesPage />, {
    client: withFirstPage(paymentKeys.purchases(), { purchases }, more),
    path: '/student/purchases',
  });

describe('MyPurchasesPage', () => {
  it('shows a purchase: course, what was paid with the code, payment id, invoice to download, the refund window', () => {
    const html = render([purchase(1)]);
    const text = textOf(html);
    expect(html).toContain('>My purchases</h1>');
    expect(text).toContain('Course 1');
    expect(text).toContain('₹399 (₹499 − ₹100 with code SAVE100)');
    expect(text).toContain('Payment pay_1XYZ');
    expect(text).toContain('Invoice AC/2627/000001');
    expect(html).toContain('aria-label="Download invoice AC/2627/000001"');
    expect(text).toMatch(/Refundable until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(text).toContain('Ask for a refund');
    expect(text).toContain('Prices include GST.');
  });

  it('says an invoice is being prepared until it is issued', () => {
    expect(textOf(render([purchase(1, { invoice: null })]))).toContain('Invoice being prepared…');
  });

  it('shows a refund’s state and the decision, the credit note, and no Ask for a refund once asked', () => {
    const refund = {
      _id: '01JREF1',
      id: '01JREF1',
      orderId: 'order_1ABC',
      amount: 39900,
      reason: '',
      requestedAt: '2026-11-21T10:00:00Z',
    };
    const declined = textOf(
      render([
        purchase(1, {
          refundableUntil: null,
          refund: { ...refund, status: 'declined', decisionReason: 'Most of the course was watched' },
        }),
      ]),
    );
    expect(declined).toContain('Refund declined');
    expect(declined).toContain('Declined: Most of the course was watched');
    expect(declined).not.toContain('Ask for a refund');

    const processed = render([
      purchase(2, {
        refundableUntil: null,
        refund: { ...refund, status: 'processed' },
        creditNote: {
          id: '01JCN2',
          kind: 'credit-note',
          number: 'CN/2627/000002',
          issuedAt: '2026-11-22T10:00:00Z',
        },
      }),
    ]);
    expect(textOf(processed)).toContain('Refunded');
    expect(processed).toContain('aria-label="Download credit note CN/2627/000002"');
  });

  it('offers no refund once the window has closed', () => {
    const text = textOf(render([purchase(1, { refundableUntil: new Date(Date.now() - DAY).toISOString() })]));
    expect(text).not.toContain('Ask for a refund');
    expect(text).not.toContain('Refundable until');
  });

  it('says there are no purchases yet, and offers Load more while the server has a cursor', () => {
    expect(textOf(render([]))).toContain('No purchases yet');
    expect(render([purchase(1)], true)).toContain('Load more');
    expect(render([purchase(1)])).not.toContain('Load more');
  });
});
