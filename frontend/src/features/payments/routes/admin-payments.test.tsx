import type { RefundRow, RefundStatus } from '@academy/shared/features/payments/schemas';
import { describe, expect, it } from 'vitest';
import { markup, textOf } from '../../../testing/markup';
import { withFirstPage } from '../../../testing/queries';
import { paymentKeys } from '../api/keys';
import AdminPaymentsPage, { statusOf } from './admin-payments';

const refund = (n: number, overrides: Partial<RefundRow> = {}): RefundRow => ({
  _id: `01JREF${n}`,
  id: `01JREF${n}`,
  orderId: `order_${n}ABC`,
  amount: 39900,
  status: 'requested',
  reason: 'The course was not what I expected',
  requestedAt: '2026-11-21T10:00:00Z',
  student: { _id: `01JSTU${n}`, name: `Student ${n}`, email: `s${n}@example.com` },
  course: { _id: `01JCOURSE${n}`, title: `Course ${n}` },
  paymentId: `pay_${n}XYZ`,
  invoiceNumber: `AC/2627/00000${n}`,
  creditNoteNumber: null,
  ...overrides,
});

/** The admin payments page as markup, with GET /api/payments/refunds?status= already answered. */
const render = (refunds: RefundRow[], status: RefundStatus = 'requested', path = '/admin/payments') =>
  markup(<AdminPaymentsPage />, { client: withFirstPage(paymentKeys.refunds(status), { refunds }), path });

describe('AdminPaymentsPage', () => {
  it('lists the requested refunds by default, each with its facts and Approve and Decline', () => {
    const html = render([refund(1)]);
    const text = textOf(html);
    expect(html).toContain('>Payments</h1>');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Requested</);
    expect(text).toContain('Student 1');
    expect(text).toContain('s1@example.com · Course 1');
    expect(text).toContain('₹399');
    expect(text).toContain('Invoice AC/2627/000001');
    expect(text).toContain('Reason: The course was not what I expected');
    expect(html).toContain('>Approve<');
    expect(html).toContain('>Decline<');
  });

  it('shows a decided refund’s decision and no actions', () => {
    const html = render(
      [
        refund(2, {
          status: 'declined',
          decidedAt: '2026-11-22T10:00:00Z',
          decidedBy: { _id: '01JADMIN', name: 'Admin A' },
          decisionReason: 'Outside the policy',
        }),
      ],
      'declined',
      '/admin/payments?status=declined',
    );
    const text = textOf(html);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Declined</);
    expect(text).toContain('Refund declined');
    expect(text).toContain('by Admin A: Outside the policy');
    expect(html).not.toContain('>Approve<');
    expect(html).not.toContain('>Decline<');
  });

  it('says when there are none of a state', () => {
    expect(textOf(render([]))).toContain('There are no requested refund requests.');
  });

  it('reads the status filter from the address, Requested otherwise', () => {
    expect(statusOf('processed')).toBe('processed');
    expect(statusOf(null)).toBe('requested');
    expect(statusOf('everything')).toBe('requested');
  });
});
