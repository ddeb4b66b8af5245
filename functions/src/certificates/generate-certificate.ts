import { certificatesRoutes as routes } from '@academy/shared/features/certificates/routes';
import { httpHandler } from '../http';
import { toCertificate } from './repository';
import { issueCertificate } from './service';

export const handler = httpHandler(routes.generateCertificate, async ({ body, caller }) => {
  const { record, created } = await issueCertificate(caller.user, body.courseId);
  return { status: created ? 201 : 200, body: { certificate: await toCertificate(record) } };
});
