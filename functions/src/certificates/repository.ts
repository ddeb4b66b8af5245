import { type Certificate, Certificate as CertificateSchema } from '@academy/shared';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { completedEnrollmentCheck } from '../enrollments/service';
import { db, s3Client, tableName } from '../lib/clients';
import { cancellationReasons, getOne, prefixValues, putNew, skBeginsWith, transact } from '../lib/db';
import { required } from '../lib/env';
import { ConflictError } from '../lib/errors';
import { userPartition } from '../lib/keys';
import { keys, skPrefix } from './keys';

export interface CertificateRecord {
  certificateId: string;
  studentId: string;
  studentName: string;
  courseId: string;
  courseTitle: string;
  instructorName: string;
  /** A letter (A–D) or "Completed" (./grade.ts); "A" on certificates issued before grades counted. */
  grade: string;
  /** The mean percentage of graded work the letter comes from; null (or absent: issued before) with none. */
  gradePercent?: number | null;
  /** How many graded submissions that mean covers (absent on certificates issued before). */
  gradedCount?: number;
  issuedAt: string;
  /** Object key of the PDF in the certificates bucket. */
  pdfKey: string;
}

/** Download links live this long: enough to click, too short to share around. */
const LINK_SECONDS = 300;

export async function signedPdfUrl(record: CertificateRecord): Promise<string> {
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: required('CERTIFICATES_BUCKET'),
      Key: record.pdfKey,
      ResponseContentDisposition: `attachment; filename="certificate-${record.certificateId}.pdf"`,
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: LINK_SECONDS },
  );
}

export async function toCertificate(record: CertificateRecord): Promise<Certificate> {
  return CertificateSchema.parse({
    _id: record.certificateId,
    certificateId: record.certificateId,
    certificateUrl: await signedPdfUrl(record),
    grade: record.grade,
    gradePercent: record.gradePercent ?? null,
    issuedAt: record.issuedAt,
    course: { _id: record.courseId, title: record.courseTitle, instructor: { name: record.instructorName } },
    studentName: record.studentName,
  });
}

export async function uploadPdf(key: string, pdf: Uint8Array): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: required('CERTIFICATES_BUCKET'),
      Key: key,
      Body: pdf,
      ContentType: 'application/pdf',
    }),
  );
}

/** AP68: the student's certificate for a course, if issued. */
export const getOwnedCertificate = (studentId: string, courseId: string) =>
  getOne<CertificateRecord>(keys.certificateOwnership(studentId, courseId));

/** AP69: a certificate by its public code. */
export async function getCertificate(code: string) {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.certificate(code) }));
  return Item as CertificateRecord | undefined;
}

/** AP67: a student's certificates, newest first. */
export async function listStudentCertificates(studentId: string): Promise<CertificateRecord[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'sk')}`,
      ExpressionAttributeValues: {
        ':pk': userPartition(studentId),
        ...prefixValues('sk', skPrefix.certificates),
      },
    }),
  );
  return (Items as CertificateRecord[]).sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
}

/**
 * W21: the certificate and the student's one-per-course ownership item, only while the enrolment is
 * complete. Answers false if another call issued it first.
 */
export async function saveCertificate(record: CertificateRecord): Promise<boolean> {
  try {
    await transact([
      putNew({
        ...keys.certificateOwnership(record.studentId, record.courseId),
        entity: 'certificateOwnership',
        ...record,
      }),
      putNew({ ...keys.certificate(record.certificateId), entity: 'certificate', ...record }),
      completedEnrollmentCheck(record.studentId, record.courseId),
    ]);
    return true;
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[0] === 'ConditionalCheckFailed') return false;
    if (reasons[2] === 'ConditionalCheckFailed')
      throw new ConflictError(/*i18n*/ 'Complete every module of the course to get its certificate');
    throw error;
  }
}
