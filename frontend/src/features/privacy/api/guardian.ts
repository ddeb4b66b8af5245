import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { privacyKeys } from './keys';

/** GET /api/privacy/guardian-consent?token=…: what a parent's link asks (the child's name), no sign-in. */
export function useGuardianRequest(token: string) {
  return useQuery({
    queryKey: privacyKeys.guardianRequest(token),
    queryFn: ({ signal }) => apiCall(endpoints.getGuardianRequest, { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/privacy/guardian-consent: the parent or guardian consents; the child's account becomes active. */
export function useConfirmGuardianConsent() {
  return useMutation({
    mutationFn: (body: { token: string; relationship: 'parent' | 'guardian'; consent: true }) =>
      apiCall(endpoints.confirmGuardianConsent, { body }),
  });
}

/** POST /api/privacy/guardian-consent/resend (202): a pending minor mails the parent's link again. */
export function useResendGuardianLink() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiCall(endpoints.resendGuardianLink, { body }),
  });
}
