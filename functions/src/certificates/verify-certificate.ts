import { certificatesRoutes as routes } from '@academy/shared/features/certificates/routes';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { getCertificate } from './repository';

export const handler = httpHandler(routes.verifyCertificate, async ({ params }) => {
  const record = await getCertificate(params.code);
  if (!record) throw new NotFoundError(/*i18n*/ 'Certificate not found');
  return {
    valid: true as const,
    certificateId: record.certificateId,
    studentName: record.studentName,
    courseTitle: record.courseTitle,
    instructorName: record.instructorName,
    grade: record.grade,
    gradePercent: record.gradePercent ?? null,
    issuedAt: record.issuedAt,
  };
});
