import * as z from 'zod';
import { text } from '../../messages';
import { Cursor, Id, MultiLine, PageLimit, ref, SingleLine } from '../../schemas/common';
import { Enrollment } from '../enrollments/schemas';
import { gstinProblem, gstinState, gstStateCodes, gstStateName } from './gst';

/** A coupon code: 3 to 20 capital letters, digits or dashes (typed in any case; stored in capitals). */
export const CouponCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(3, /*i18n*/ 'A code is 3 to 20 letters, digits or dashes')
  .max(20, /*i18n*/ 'A code is 3 to 20 letters, digits or dashes')
  .regex(/^[A-Z0-9][A-Z0-9-]*$/, /*i18n*/ 'A code is 3 to 20 letters, digits or dashes');

/** A GSTIN, in any case, checked by its format, state code and check character. */
export const Gstin = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * An Indian mobile number: ten digits from 6 to 9, with or without +91 or 0 before it, spaces or dashes allowed
 * between groups (`indianMobileE164` stores it as +91…).
 */
export const IndianMobile = z
  .string()
  .trim()
  .max(20)
  .regex(/^(?:\+91|0)?[ -]?[6-9](?:[ -]?\d){9}$/, /*i18n*/ 'Please enter a 10-digit Indian mobile number');

/** A number `IndianMobile` took, as stored and prefilled: `+91` and the ten digits. */
export const indianMobileE164 = (phone: string) => `+91${phone.replace(/\D/g, '').slice(-10)}`;

export const GstStateCode = z.enum(gstStateCodes, { error: /*i18n*/ 'Please choose your state' });

/**
 * The buyer's side of a tax invoice: the state decides the place of supply (CGST + SGST in the seller's state,
 * IGST elsewhere); a GSTIN and business name make it a B2B invoice, the GSTIN's own state then being the place.
 */
export const BillingDetails = z
  .object({
    state: GstStateCode,
    gstin: Gstin.optional(),
    businessName: SingleLine(/*i18n*/ 'Business name', 120).optional(),
  })
  .superRefine((b, ctx) => {
    // Only a well-formed GSTIN names a state (a malformed one has its own message, and is never echoed back).
    if (!b.gstin || gstinProblem(b.gstin)) return;
    if (!b.businessName)
      ctx.addIssue({
        code: 'custom',
        path: ['businessName'],
        message: /*i18n*/ 'A GSTIN needs the business name it is registered to',
      });
    if (gstinState(b.gstin) !== b.state)
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: text(/*i18n*/ 'This GSTIN is registered in {state}: choose that state', {
          state: gstStateName(gstinState(b.gstin)),
        }),
      });
  });
export type BillingDetails = z.infer<typeof BillingDetails>;

export const CreateOrderBody = z.object({
  courseId: Id,
  billing: BillingDetails,
  /** The buyer's mobile number for Razorpay's checkout (prefilled from the profile; optional). */
  phone: IndianMobile.optional(),
  couponCode: CouponCode.optional(),
});

/** A price as the checkout shows it and the order carries it, all in paise. */
export const PriceQuote = z.object({
  /** The course's price. */
  price: z.number().int().nonnegative(),
  discount: z.number().int().nonnegative(),
  /** What is paid: price − discount (GST included). */
  amount: z.number().int().nonnegative(),
  couponCode: z.string().nullable(),
});
export type PriceQuote = z.infer<typeof PriceQuote>;

export const PaymentOrder = z.object({
  id: z.string(),
  /** Paise. */
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
});

export const CreateOrderResponse = z.discriminatedUnion('kind', [
  z.object({
    /** Pay with Razorpay's checkout. */
    kind: z.literal('checkout'),
    order: PaymentOrder,
    /** The publishable key for the checkout (never the secret). */
    keyId: z.string(),
    course: ref({ title: z.string() }),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string().optional() }),
    quote: PriceQuote,
  }),
  z.object({
    /** A code took the whole price: enrolled without a payment. */
    kind: z.literal('enrolled'),
    enrollment: Enrollment,
    quote: PriceQuote,
  }),
]);

/**
 * Razorpay's ids are `<prefix>_` and 14 letters or digits today; 64 leaves room for a longer format while
 * keeping every id far below DynamoDB's 2 KB key limit (a longer one used to reach a key and fail with a 500).
 */
export const RAZORPAY_ID_MAX_LENGTH = 64;

/** A Razorpay id with its prefix (`order_…`, `pay_…`): the rule for verify, the webhook and the ids we store. */
export const RazorpayId = (prefix: 'order' | 'pay') => {
  const message = text(/*i18n*/ 'Must be a Razorpay {prefix} id', { prefix });
  return z
    .string()
    .trim()
    .max(RAZORPAY_ID_MAX_LENGTH, message)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), message);
};

/**
 * The `X-Razorpay-Event-Id` header of a webhook. Razorpay documents no format for it (it is an opaque id), so
 * letters, digits, `_` and `-` up to the same length: enough for any id, and nothing that could reach a key as
 * a separator (`#`) or run past the key limit.
 */
export const RazorpayEventId = z
  .string()
  .max(RAZORPAY_ID_MAX_LENGTH, /*i18n*/ 'Must be a Razorpay event id')
  .regex(/^[A-Za-z0-9_-]+$/, /*i18n*/ 'Must be a Razorpay event id');

/** What Razorpay's checkout hands the page on success, plus the course. */
export const VerifyPaymentBody = z.object({
  razorpay_order_id: RazorpayId('order'),
  razorpay_payment_id: RazorpayId('pay'),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, /*i18n*/ 'Invalid signature'),
  courseId: Id,
});

export const VerifyPaymentResponse = z.object({ success: z.literal(true), enrollment: Enrollment });

export const WebhookResponse = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });

export const documentKinds = ['invoice', 'credit-note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** A tax document as lists show it: open it by `id` (GET /api/payments/documents/{id}). */
export const TaxDocumentRef = z.object({
  id: Id,
  kind: z.enum(documentKinds),
  /** `AC/2627/000123`. */
  number: z.string(),
  issuedAt: z.string(),
});
export type TaxDocumentRef = z.infer<typeof TaxDocumentRef>;

export const refundStatuses = ['requested', 'approved', 'processed', 'declined'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const Refund = z.object({
  _id: Id,
  id: Id,
  orderId: z.string(),
  /** Paise. */
  amount: z.number().int().nonnegative(),
  status: z.enum(refundStatuses),
  reason: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().optional(),
  /** Why an admin declined (or a note on the approval). */
  decisionReason: z.string().optional(),
  processedAt: z.string().optional(),
});
export type Refund = z.infer<typeof Refund>;

/** One purchase on My purchases: the order, what was paid, its invoice and refund. */
export const Purchase = z.object({
  orderId: z.string(),
  course: ref({ title: z.string() }),
  paidAt: z.string(),
  quote: PriceQuote,
  /** `razorpay` or a 100 % code (`coupon`, nothing charged, so no invoice). */
  paidWith: z.enum(['razorpay', 'coupon']),
  paymentId: z.string().nullable(),
  /** Null while it is being issued (a moment after the payment), and for nothing charged. */
  invoice: TaxDocumentRef.nullable(),
  creditNote: TaxDocumentRef.nullable(),
  refund: Refund.nullable(),
  /** Until when a refund may be asked for; null when it cannot be (nothing paid, already asked). */
  refundableUntil: z.string().nullable(),
});
export type Purchase = z.infer<typeof Purchase>;

export const ListPurchasesQuery = z.object({ limit: PageLimit(50, 20), cursor: Cursor });
export const ListPurchasesResponse = z.object({
  purchases: z.array(Purchase),
  nextCursor: z.string().nullable(),
});

export const DocumentParams = z.object({ id: Id });
export const TaxDocumentLink = z.object({
  document: TaxDocumentRef,
  /** A short-lived link to the PDF. */
  url: z.string(),
  fileName: z.string(),
});

export const RequestRefundBody = z.object({
  orderId: RazorpayId('order'),
  reason: MultiLine(/*i18n*/ 'Reason', 1000).optional(),
});
export const RefundResponse = z.object({ refund: Refund });

/** A refund as the admin payments page lists it. */
export const RefundRow = Refund.extend({
  student: ref({ name: z.string(), email: z.string() }),
  course: ref({ title: z.string() }),
  paymentId: z.string(),
  invoiceNumber: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  decidedBy: ref({ name: z.string() }).optional(),
});
export type RefundRow = z.infer<typeof RefundRow>;

export const ListRefundsQuery = z.object({
  status: z.enum(refundStatuses).optional(),
  limit: PageLimit(50, 20),
  cursor: Cursor,
});
export const ListRefundsResponse = z.object({
  refunds: z.array(RefundRow),
  nextCursor: z.string().nullable(),
});

export const RefundParams = z.object({ id: Id });
export const DecideRefundBody = z
  .object({
    decision: z.enum(['approve', 'decline'], { error: /*i18n*/ 'Decision must be approve or decline' }),
    reason: MultiLine(/*i18n*/ 'Reason', 1000).optional(),
  })
  .refine((b) => b.decision === 'approve' || Boolean(b.reason?.trim()), {
    message: /*i18n*/ 'Please give the student a reason for declining',
    path: ['reason'],
  });
