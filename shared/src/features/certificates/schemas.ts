import * as z from 'zod';
import { Id } from '../../schemas/common';

export const Certificate = z.object({
  _id: Id,
  /** The public verification code. */
  certificateId: Id,
  /** A short-lived link to the PDF. */
  certificateUrl: z.string(),
  /**
   * A letter from the student's graded work in the course (A ≥ 85 %, B ≥ 70 %, C ≥ 55 %, D below), or
   * "Completed" when none of it was graded at issue.
   */
  grade: z.string(),
  /** The mean percentage of that graded work, whole; null for "Completed" (and certificates issued before). */
  gradePercent: z.number().int().min(0).max(100).nullable(),
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
  gradePercent: z.number().int().min(0).max(100).nullable(),
  issuedAt: z.string(),
});
