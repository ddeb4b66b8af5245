import { certificatesRoutes as routes } from '@academy/shared/features/certificates/routes';
import { httpHandler } from '../http';
import { listStudentCertificates, toCertificate } from './repository';

export const handler = httpHandler(routes.listMyCertificates, async ({ caller }) => ({
  certificates: await Promise.all((await listStudentCertificates(caller.id)).map(toCertificate)),
}));
