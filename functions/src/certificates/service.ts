import { ulid } from 'ulid';
import { studentGradeFigures } from '../assignments/service';
import { getCourseRecord } from '../courses/service';
import { getEnrollment } from '../enrollments/service';
import { required } from '../lib/env';
import { ConflictError, NotFoundError } from '../lib/errors';
import type { UserRecord } from '../users/service';
import { certificateGrade, gradeText } from './grade';
import { renderCertificatePdf } from './pdf';
import { type CertificateRecord, getOwnedCertificate, saveCertificate, uploadPdf } from './repository';

/**
 * Issues the student's certificate for a completed course, once: a repeat (or a race) answers the one
 * already issued, with `created: false`. Its grade is the student's graded work in the course as it stands at
 * issue (./grade.ts, from the assignments feature's figures), kept with the certificate as its PDF prints it.
 */
export async function issueCertificate(
  student: Pick<UserRecord, 'id' | 'name'>,
  courseId: string,
): Promise<{ record: CertificateRecord; created: boolean }> {
  const existing = await getOwnedCertificate(student.id, courseId);
  if (existing) return { record: existing, created: false };

  const enrollment = await getEnrollment(student.id, courseId);
  if (!enrollment) throw new NotFoundError(/*i18n*/ 'You are not enrolled in this course');
  if (!enrollment.completed)
    throw new ConflictError(/*i18n*/ 'Complete every module of the course to get its certificate');
  const [found, figures] = await Promise.all([
    getCourseRecord(courseId),
    studentGradeFigures(student.id, courseId),
  ]);
  const grade = certificateGrade(figures);

  const certificateId = ulid();
  const record: CertificateRecord = {
    certificateId,
    studentId: student.id,
    studentName: student.name,
    courseId,
    courseTitle: found?.course.title ?? enrollment.course.title,
    instructorName: found?.course.instructor.name ?? enrollment.course.instructor.name,
    grade: grade.grade,
    gradePercent: grade.gradePercent,
    gradedCount: grade.gradedCount,
    issuedAt: new Date().toISOString(),
    pdfKey: `certificates/${student.id}/${certificateId}.pdf`,
  };
  const pdf = await renderCertificatePdf({
    ...record,
    grade: gradeText(grade),
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
