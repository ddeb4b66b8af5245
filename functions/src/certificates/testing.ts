import type { CertificateContent } from './pdf';

/** Test support (never imported by a handler): the certificate the PDF tests render, in Latin letters. */
export const sampleCertificate: CertificateContent = {
  studentName: 'Ananya Gupta',
  courseTitle: 'React 19 and TypeScript: Build Production Apps',
  instructorName: 'Rahul Sharma',
  grade: 'A',
  issuedAt: '2026-11-22T10:00:00.000Z',
  certificateId: '01JCERTIFICATE0000000000000',
  verifyUrl: 'https://academy.example/verify/01JCERTIFICATE0000000000000',
};
