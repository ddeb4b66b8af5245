import { endpoints } from '@academy/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/payments/documents/{id}: a short-lived link to an invoice or credit note PDF. */
export const getTaxDocument = (id: string) => apiCall(endpoints.getTaxDocument, { params: { id } });

/**
 * Downloads a tax document: the fresh link is an attachment (the bucket answers `Content-Disposition:
 * attachment`), so going to it saves the PDF and the page stays where it is; no tab is left open empty.
 */
export function useOpenTaxDocument() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { url } = await getTaxDocument(id);
      window.location.assign(url);
    },
  });
}
