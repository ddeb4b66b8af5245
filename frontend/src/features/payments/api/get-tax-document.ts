import { endpoints } from '@academy/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/payments/documents/{id}: a short-lived link to an invoice or credit note PDF. */
export const getTaxDocument = (id: string) => apiCall(endpoints.getTaxDocument, { params: { id } });

/**
 * Opens a tax document: a tab is opened at the click (a tab opened after the call would be blocked as a
 * pop-up), then sent to the fresh link; without a tab the page itself goes to the PDF.
 */
export function useOpenTaxDocument() {
  return useMutation({
    mutationFn: async (id: string) => {
      const tab = window.open('', '_blank');
      // The PDF's tab gets no handle on this page.
      if (tab) tab.opener = null;
      try {
        const { url } = await getTaxDocument(id);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
