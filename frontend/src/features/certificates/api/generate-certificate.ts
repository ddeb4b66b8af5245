import { endpoints } from '@academy/shared/endpoints';
import { apiCall } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { certificateKeys } from './keys';

/** POST /api/certificates/generate: issues the certificate once; a repeat answers the same one (fresh link). */
export const generateCertificate = (courseId: string) =>
  apiCall(endpoints.generateCertificate, { body: { courseId } }).then((result) => result.certificate);

/** 409 'Complete every module of the course to get its certificate' before the course is complete. */
export function useGenerateCertificate() {
  return useRefreshingMutation(generateCertificate, () => [certificateKeys.mine()]);
}
