import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client';
import { certificateKeys } from './keys';

export const verifyCertificate = (code: string, signal?: AbortSignal) =>
  apiCall(endpoints.verifyCertificate, { params: { code }, signal });

/** GET /api/certificates/verify/{code} (public): 404 'Certificate not found' for an unknown code. */
export const verifyCertificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: certificateKeys.verify(code),
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    staleTime: 5 * 60_000,
  });

export function useVerifyCertificate(code: string) {
  return useQuery(verifyCertificateQueryOptions(code));
}

/** An unknown code (404) or one that cannot be a code at all (400): no such certificate. */
export const isUnknownCode = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
