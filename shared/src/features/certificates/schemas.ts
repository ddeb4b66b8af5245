import * as z from 'zod';
import { Id } from '../../schemas/common';

export const Certificate = z.object({
  _id: Id,
  /** The public verification code. */
  certificateId: Id,
  /** A short-lived link to the PDF. */
  certificateUrl: z.string(),
  grade: z.string(),
  issuedAt: z.string(),
  course: z.object({ _id: Id, title: z.string(), instructor: z.object({ name: z.string() }) }),
  studentName: z.string(),
});
export type Certificate = z.infer<typeof Certificate>;

export const GenerateCertificateBody = z.object({ courseId: Id });
export const CertificateResponse = z.object({ certificate: Certificate });
export const MyCertificatesResponse = z.object({ certificates: z.array(Certificate) });

export const VerifyCertificateParams = z.object({ code: Id });
/** What anyone may see of a certificate: enough to confirm it, nothing private (no email, no link). */
export const CertificateVerification = z.object({
  valid: z.literal(true),
  certificateId: Id,
  studentName: z.string(),
  courseTitle: z.string(),
  instructorName: z.string(),
  grade: z.string(),
  issuedAt: z.string(),
});
