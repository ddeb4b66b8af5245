/**
 * Password reset talks to Cognito directly through Amplify. Amplify is loaded and configured only when
 * this screen needs it (from GET /api/config), so it stays out of the main bundle.
 */
import { endpoints } from '@academy/shared/endpoints';
import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

type AmplifyAuth = typeof import('aws-amplify/auth');

let loading: Promise<AmplifyAuth> | null = null;

function amplifyAuth(): Promise<AmplifyAuth> {
  loading ??= (async () => {
    const [{ Amplify }, auth, config] = await Promise.all([
      import('aws-amplify'),
      import('aws-amplify/auth'),
      apiCall(endpoints.getClientConfig),
    ]);
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
          loginWith: { email: true },
        },
      },
    });
    return auth;
  })().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Cognito's error names in plain words. Nothing here may reveal whether an account exists. */
export function resetErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name ?? '';
  switch (name) {
    case 'CodeMismatchException':
      return t`That code is not correct. Check the code we sent and try again.`;
    case 'ExpiredCodeException':
      return t`That code has expired. Request a new code and try again.`;
    case 'InvalidPasswordException':
      return t`Your new password must be at least 8 characters, with upper and lower case letters, a number and a symbol.`;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return t`Too many attempts. Please wait a few minutes and try again.`;
    case 'NetworkError':
    case 'ApiError':
      return t`Network error. Please check your connection.`;
    case 'UserNotFoundException':
      return t`That code is not correct. Check the code we sent and try again.`;
    default:
      return error instanceof TypeError
        ? t`Network error. Please check your connection.`
        : t`Something went wrong. Please try again.`;
  }
}

/** Step 1: ask Cognito to send a reset code. An unknown email looks exactly like a known one. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      const { resetPassword } = await amplifyAuth();
      try {
        await resetPassword({ username: email });
      } catch (error) {
        if ((error as { name?: string }).name === 'UserNotFoundException') return;
        throw error;
      }
    },
  });
}

/** Step 2: the code from the e-mail and the new password. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: async (input: { email: string; code: string; newPassword: string }) => {
      const { confirmResetPassword } = await amplifyAuth();
      await confirmResetPassword({
        username: input.email,
        confirmationCode: input.code,
        newPassword: input.newPassword,
      });
    },
  });
}
