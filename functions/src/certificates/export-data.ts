import { readObjectIfAny } from '../lib/export-files';
import { type ExportData, personalRecord } from '../lib/personal-data';
import { listStudentCertificates } from './repository';

/**
 * The certificates feature's part of a data export (issue 41): the person's certificates (AP67, their partition)
 * and each PDF from the certificates bucket as `files/certificates/<certificateId>.pdf`.
 */
export const exportData: ExportData = async (userId) => {
  const certificates = await listStudentCertificates(userId);
  const path = (id: string) => `files/certificates/${id}.pdf`;
  return {
    documents: {
      certificates: certificates.map((c) => ({
        ...personalRecord(c as unknown as Record<string, unknown>, ['pdfKey']),
        archivePath: path(c.certificateId),
      })),
    },
    files: certificates.map((c) => ({
      path: path(c.certificateId),
      read: () => readObjectIfAny('CERTIFICATES_BUCKET', c.pdfKey),
    })),
  };
};
