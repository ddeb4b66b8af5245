/** How often My purchases asks again while an invoice is being prepared. */
export const INVOICE_PENDING_REFETCH_MS = 5_000;
