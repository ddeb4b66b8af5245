import type { PrivacyOverview } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { privacyKeys } from './keys';

/** GET /api/privacy: the caller's consents on record, their exports and any scheduled deletion. */
export const privacyQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.overview(),
    queryFn: ({ signal }) => apiCall(endpoints.getPrivacy, { signal }),
  });

/** While an export is being prepared the page asks again now and then (the archive is built off the request). */
const PREPARING_POLL_MS = 5000;

export function usePrivacy() {
  return useQuery({
    ...privacyQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.exports.some((e) => e.status === 'preparing') ? PREPARING_POLL_MS : false,
  });
}

/**
 * An answer that changed the person's privacy state: the page's cache takes it, and so does the signed-in user
 * (`User.privacy`, which the app frame reads for the consent gate and the deletion banner).
 */
function useKeepOverview() {
  const queryClient = useQueryClient();
  const auth = useAuth();
  return (overview: PrivacyOverview) => {
    queryClient.setQueryData(privacyKeys.overview(), overview);
    if (auth.status === 'signed-in') auth.setUser({ ...auth.user, privacy: overview.privacy });
  };
}

/** POST /api/privacy/notice: agree to the current notice (the consent gate), with the optional consents. */
export function useAcceptNotice() {
  const keep = useKeepOverview();
  return useMutation({
    mutationFn: (body: { noticeVersion: string; watchAnalytics?: boolean }) =>
      apiCall(endpoints.acceptNotice, { body }),
    onSuccess: keep,
  });
}

/** PUT /api/privacy/consents: give or withdraw watch-time analytics. */
export function useSetConsents() {
  const keep = useKeepOverview();
  return useMutation({
    mutationFn: (watchAnalytics: boolean) => apiCall(endpoints.setConsents, { body: { watchAnalytics } }),
    onSuccess: keep,
  });
}

/** POST /api/privacy/exports (202): an archive is being prepared; the list shows it at once. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(endpoints.requestExport),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.overview() }),
  });
}

/** GET /api/privacy/exports/{id}/link: a short-lived download link, opened at once. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: (id: string) => apiCall(endpoints.getExportLink, { params: { id } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Keeps a scheduled (or cancelled) deletion on the page and on the signed-in user. */
function useKeepDeletion() {
  const queryClient = useQueryClient();
  const auth = useAuth();
  return (deletion: PrivacyOverview['deletion']) => {
    const deletionAt = deletion?.status === 'scheduled' ? deletion.eraseAfter : undefined;
    queryClient.setQueryData<PrivacyOverview>(privacyKeys.overview(), (old) =>
      old ? { ...old, deletion, privacy: { ...old.privacy, deletionAt } } : old,
    );
    if (auth.status === 'signed-in' && auth.user.privacy) {
      auth.setUser({ ...auth.user, privacy: { ...auth.user.privacy, deletionAt } });
    }
    void queryClient.invalidateQueries({ queryKey: privacyKeys.overview() });
  };
}

/** POST /api/privacy/deletion (202): the account is erased after the cooling-off period (password asked). */
export function useRequestDeletion() {
  const keep = useKeepDeletion();
  return useMutation({
    mutationFn: (password: string) => apiCall(endpoints.requestDeletion, { body: { password } }),
    onSuccess: keep,
  });
}

/** DELETE /api/privacy/deletion: cancel a scheduled deletion during its cooling-off period. */
export function useCancelDeletion() {
  const keep = useKeepDeletion();
  return useMutation({
    mutationFn: () => apiCall(endpoints.cancelDeletion),
    onSuccess: keep,
  });
}
