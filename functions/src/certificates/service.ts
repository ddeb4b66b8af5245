import { ulid } from 'ulid';
import { getCourseRecord } from '../courses/repository';
import { getEnrollment } from '../enrollments/repository';
import { required } from '../lib/env';
import { ConflictError, NotFoundError } from '../lib/errors';
import type { UserRecord } from '../users/repository';
import { renderCertificatePdf } from './pdf';
import { type CertificateRecord, getOwnedCertificate, saveCertificate, uploadPdf } from './repository';

/** Grade on the certificate: every module completed earns an A until graded work counts toward it. */
const GRADE_FOR_COMPLETION = 'A';

/**
 * Issues the student's certificate for a completed course, once: a repeat (or a race) answers the one
 * already issued, with `created: false`.
 */
export async function issueCertificate(
  student: Pick<UserRecord, 'id' | 'name'>,
  courseId: string,
): Promise<{ record: CertificateRecord; created: boolean }> {
  const existing = await getOwnedCertificate(student.id, courseId);
  if (existing) return { record: existing, created: false };

  const enrollment = await getEnrollment(student.id, courseId);
  if (!enrollment) throw new NotFoundError('You are not enrolled in this course');
  if (!enrollment.completed)
    throw new ConflictError('Complete every module of the course to get its certificate');
  const found = await getCourseRecord(courseId);

  const certificateId = ulid();
  const record: CertificateRecord = {
    certificateId,
    studentId: student.id,
    studentName: student.name,
    courseId,
    courseTitle: found?.course.title ?? enrollment.course.title,
    instructorName: found?.course.instructor.name ?? enrollment.course.instructor.name,
    grade: GRADE_FOR_COMPLETION,
    issuedAt: new Date().toISOString(),
    pdfKey: `certificates/${student.id}/${certificateId}.pdf`,
  };
  const pdf = await renderCertificatePdf({
    ...record,
    verifyUrl: `${required('PUBLIC_SITE_URL').replace(/\/$/, '')}/verify/${certificateId}`,
  });
  await uploadPdf(record.pdfKey, pdf);
  if (!(await saveCertificate(record))) {
    // Another request issued it a moment earlier: answer that one (this PDF is simply never linked).
    const winner = await getOwnedCertificate(student.id, courseId);
    if (winner) return { record: winner, created: false };
  }
  return { record, created: true };
}
