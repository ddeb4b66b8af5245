import type { MfaCodeBody, Session } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useAuthActions } from '../../../lib/auth/auth-context';

/** Which code step: sign-in's challenge, or the first code of a new authenticator. */
export type MfaStep = 'challenge' | 'setup';

/** POST /api/auth/mfa/challenge or /verify; the session it answers is kept, so the user is signed in. */
export function useMfaCode(step: MfaStep) {
  const { signInWith } = useAuthActions();
  return useMutation({
    mutationFn: async (body: MfaCodeBody): Promise<Session> =>
      apiCall(step === 'challenge' ? endpoints.answerMfaChallenge : endpoints.verifyMfaSetup, { body }),
    onSuccess: (session) => {
      signInWith(session);
    },
  });
}

/** POST /api/auth/mfa/setup: the password again, then a new secret and its QR code. */
export function useStartMfaSetup() {
  return useMutation({
    mutationFn: (password: string) => apiCall(endpoints.startMfaSetup, { body: { password } }),
  });
}
