import * as z from 'zod';
import { gstinProblem, gstinState, gstStateCodes, SERIES_PREFIX } from './gst';

/**
 * The seller's side of every tax document, set per stage (cdk.json's context `seller`, the local stack's own
 * values) and validated where it enters: at synth, and when a function first reads its environment. A stage with
 * a bad GSTIN, a state that is not the GSTIN's, or a series that could make a number longer than 16 characters
 * does not deploy or start.
 */
export const SellerSettings = z
  .object({
    legalName: z.string().trim().min(2).max(120),
    gstin: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const problem = gstinProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    /** GST state code of the seller's registration (the GSTIN's first two digits). */
    state: z.enum(gstStateCodes),
    address: z.string().trim().min(5).max(300),
    /** Services Accounting Code: 999293 is commercial training and coaching. */
    sac: z
      .string()
      .regex(/^\d{6}$/, /*i18n*/ 'A SAC is six digits')
      .default('999293'),
    /** GST rate in basis points: 1800 is 18 %. */
    gstRateBasisPoints: z.coerce.number().int().min(0).max(2800).default(1800),
    invoiceSeries: z
      .string()
      .regex(SERIES_PREFIX, /*i18n*/ 'A series is 1 to 3 capital letters or digits')
      .default('AC'),
    creditNoteSeries: z
      .string()
      .regex(SERIES_PREFIX, /*i18n*/ 'A series is 1 to 3 capital letters or digits')
      .default('CN'),
    /** Days after payment within which a student may ask for a refund. */
    refundWindowDays: z.coerce.number().int().min(0).max(90).default(7),
  })
  .refine((s) => gstinState(s.gstin) === s.state, {
    message: /*i18n*/ 'The seller’s state must be its GSTIN’s state (the GSTIN’s first two digits)',
    path: ['state'],
  })
  .refine((s) => s.invoiceSeries !== s.creditNoteSeries, {
    message: /*i18n*/ 'Invoices and credit notes need series of their own',
    path: ['creditNoteSeries'],
  });
export type SellerSettings = z.infer<typeof SellerSettings>;

/** The environment variables a function reads the seller settings from (set by CDK and the local stack). */
export const sellerEnvironment = (s: z.input<typeof SellerSettings>): Record<string, string> => {
  const parsed = SellerSettings.parse(s);
  return {
    SELLER_LEGAL_NAME: parsed.legalName,
    SELLER_GSTIN: parsed.gstin,
    SELLER_STATE: parsed.state,
    SELLER_ADDRESS: parsed.address,
    SELLER_SAC: parsed.sac,
    GST_RATE_BASIS_POINTS: String(parsed.gstRateBasisPoints),
    INVOICE_SERIES: parsed.invoiceSeries,
    CREDIT_NOTE_SERIES: parsed.creditNoteSeries,
    REFUND_WINDOW_DAYS: String(parsed.refundWindowDays),
  };
};

/** The settings back from those variables (a function's start-up check). */
export const sellerFromEnvironment = (e: Record<string, string | undefined>): SellerSettings =>
  SellerSettings.parse({
    legalName: e.SELLER_LEGAL_NAME,
    gstin: e.SELLER_GSTIN,
    state: e.SELLER_STATE,
    address: e.SELLER_ADDRESS,
    sac: e.SELLER_SAC,
    gstRateBasisPoints: e.GST_RATE_BASIS_POINTS,
    invoiceSeries: e.INVOICE_SERIES,
    creditNoteSeries: e.CREDIT_NOTE_SERIES,
    refundWindowDays: e.REFUND_WINDOW_DAYS,
  });

/** The local stack's and the tests' seller: a made-up company in Karnataka with a GSTIN whose check digit holds. */
export const demoSeller = {
  legalName: 'Academy Learning Private Limited',
  gstin: '29AAGCA1234F1Z0',
  state: '29',
  address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034',
} as const;
