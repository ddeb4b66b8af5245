import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { CERTIFICATE_LINK_FRESH_MS } from '../constants';
import { certificateKeys } from './keys';

export const listMyCertificates = (signal?: AbortSignal) =>
  apiCall(endpoints.listMyCertificates, { signal }).then((result) => result.certificates);

/**
 * GET /api/certificates/my-certificates (students). Each PDF link lives 5 minutes, so the list goes stale
 * before its links do and is refetched when the page regains focus.
 */
export const myCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: certificateKeys.mine(),
    queryFn: ({ signal }) => listMyCertificates(signal),
    staleTime: CERTIFICATE_LINK_FRESH_MS,
    refetchOnWindowFocus: true,
    refetchInterval: CERTIFICATE_LINK_FRESH_MS,
  });

export function useMyCertificates() {
  return useQuery(myCertificatesQueryOptions());
}
