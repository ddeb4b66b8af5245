import { routes } from '@academy/shared';
import { ulid } from 'ulid';
import { getCourseRecord } from '../courses/repository';
import { getEnrollment } from '../enrollments/repository';
import { required } from '../lib/env';
import { ConflictError, NotFoundError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { renderCertificatePdf } from './pdf';
import {
  type CertificateRecord,
  getOwnedCertificate,
  saveCertificate,
  toCertificate,
  uploadPdf,
} from './repository';

/** Grade on the certificate: every module completed earns an A until graded work counts toward it. */
const GRADE_FOR_COMPLETION = 'A';

export const handler = httpHandler(routes.generateCertificate, async ({ body, caller }) => {
  const existing = await getOwnedCertificate(caller.id, body.courseId);
  if (existing) return { status: 200, body: { certificate: await toCertificate(existing) } };

  const enrollment = await getEnrollment(caller.id, body.courseId);
  if (!enrollment) throw new NotFoundError('You are not enrolled in this course');
  if (!enrollment.completed)
    throw new ConflictError('Complete every module of the course to get its certificate');
  const found = await getCourseRecord(body.courseId);

  const certificateId = ulid();
  const record: CertificateRecord = {
    certificateId,
    studentId: caller.id,
    studentName: caller.user.name,
    courseId: body.courseId,
    courseTitle: found?.course.title ?? enrollment.course.title,
    instructorName: found?.course.instructor.name ?? enrollment.course.instructor.name,
    grade: GRADE_FOR_COMPLETION,
    issuedAt: new Date().toISOString(),
    pdfKey: `certificates/${caller.id}/${certificateId}.pdf`,
  };
  const pdf = await renderCertificatePdf({
    ...record,
    verifyUrl: `${required('PUBLIC_SITE_URL').replace(/\/$/, '')}/verify/${certificateId}`,
  });
  await uploadPdf(record.pdfKey, pdf);
  if (!(await saveCertificate(record))) {
    // Another request issued it a moment earlier: answer that one (this PDF is simply never linked).
    const winner = await getOwnedCertificate(caller.id, body.courseId);
    if (winner) return { status: 200, body: { certificate: await toCertificate(winner) } };
  }
  return { status: 201, body: { certificate: await toCertificate(record) } };
});
