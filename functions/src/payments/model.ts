import type { DocumentKind, RefundStatus, TaxSplit } from '@academy/shared';

/**
 * The payments feature's stored shapes beside orders (repository.ts): tax documents, refunds. Only this feature
 * reads or writes them; others ask its service.
 */

/** The seller as the document printed it (the settings at issue time, so a later change never rewrites one). */
export interface SellerSnapshot {
  legalName: string;
  gstin: string;
  /** GST state code. */
  state: string;
  address: string;
  sac: string;
}

export interface BuyerSnapshot {
  name: string;
  email: string;
  /** GST state code: the place of supply. */
  state: string;
  gstin?: string;
  businessName?: string;
}

/** A tax invoice or a credit note: every figure in paise, everything the PDF prints. */
export interface TaxDocumentRecord {
  /** ULID; the document's address (GET /api/payments/documents/{id}). */
  id: string;
  kind: DocumentKind;
  /** `AC/2627/000123`. */
  number: string;
  /** `2627`. */
  financialYear: string;
  /** The number in its series and year, from 1 with no gaps. */
  sequence: number;
  issuedAt: string;
  orderId: string;
  paymentId: string;
  studentId: string;
  seller: SellerSnapshot;
  buyer: BuyerSnapshot;
  /** The course sold: its title and id, the list price and the discount (paise) and the code that gave it. */
  item: {
    courseId: string;
    description: string;
    listPrice: number;
    discount: number;
    couponCode?: string;
  };
  /** The GST-inclusive amount charged (or, on a credit note, refunded) split into taxable value and tax. */
  tax: TaxSplit;
  /** A credit note's invoice. */
  originalInvoice?: { id: string; number: string; issuedAt: string };
  /** A credit note's reason. */
  reason?: string;
  /** The PDF's key in the invoices bucket. */
  pdfKey: string;
}

export interface RefundRecord {
  id: string;
  orderId: string;
  paymentId: string;
  studentId: string;
  student: { name: string; email: string };
  course: { id: string; title: string };
  /** Paise: what the order charged. */
  amount: number;
  status: RefundStatus;
  reason: string;
  requestedAt: string;
  decidedAt?: string;
  decidedBy?: { id: string; name: string };
  decisionReason?: string;
  /** Razorpay's refund id, once it has accepted the refund. */
  razorpayRefundId?: string;
  processedAt?: string;
  invoiceNumber?: string;
  creditNote?: { id: string; number: string; issuedAt: string };
}
