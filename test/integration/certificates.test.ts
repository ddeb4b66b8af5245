import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { api, newStudent, signIn } from '../support/api';
import { makeCourse } from '../support/builders';
import { useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');

async function enrolledStudent(modules = 2) {
  const instructor = await signIn('instructor@demo.academy');
  const course = await createCourse(
    makeCourse({ instructorId: instructor.user.id, title: 'Data Structures in Go' }, modules),
  );
  const student = await newStudent('Kavitha Raman');
  await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId: course.id } });
  const moduleIds: string[] = (await api(`/api/courses/${course.id}`)).body.course.modules.map(
    (m: { id: string }) => m.id,
  );
  const complete = async () => {
    for (const moduleId of moduleIds) {
      await api('/api/enrollments/progress', {
        method: 'POST',
        token: student.token,
        body: { courseId: course.id, moduleId, completed: true, watchTime: 600 },
      });
    }
  };
  return { course, student, complete };
}

const generate = (token: string, courseId: string) =>
  api('/api/certificates/generate', { method: 'POST', token, body: { courseId } });

describe('certificates', () => {
  it('refuses a certificate before the course is complete', async () => {
    const { course, student } = await enrolledStudent();
    const res = await generate(student.token, course.id);
    expect(res).toEqual({
      status: 409,
      body: { message: 'Complete every module of the course to get its certificate' },
    });
    expect(
      (await api('/api/certificates/my-certificates', { token: student.token })).body.certificates,
    ).toEqual([]);
    const stranger = await newStudent();
    expect((await generate(stranger.token, course.id)).status).toBe(404);
  });

  it('issues one certificate with a downloadable PDF, verifiable by anyone by its code', async () => {
    const { course, student, complete } = await enrolledStudent();
    await complete();
    const first = await generate(student.token, course.id);
    expect(first.status).toBe(201);
    const cert = first.body.certificate;
    expect(cert).toMatchObject({
      studentName: 'Kavitha Raman',
      grade: 'A',
      course: { _id: course.id, title: 'Data Structures in Go', instructor: { name: 'Test Instructor' } },
    });
    const again = await generate(student.token, course.id);
    expect(again.status).toBe(200);
    expect(again.body.certificate.certificateId).toBe(cert.certificateId);

    const download = await fetch(cert.certificateUrl);
    expect(download.status).toBe(200);
    const pdf = await PDFDocument.load(new Uint8Array(await download.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Certificate of Completion: Data Structures in Go');
    expect(pdf.getSubject()).toBe('Awarded to Kavitha Raman');

    const verified = await api(`/api/certificates/verify/${cert.certificateId}`);
    expect(verified).toEqual({
      status: 200,
      body: {
        valid: true,
        certificateId: cert.certificateId,
        studentName: 'Kavitha Raman',
        courseTitle: 'Data Structures in Go',
        instructorName: 'Test Instructor',
        grade: 'A',
        issuedAt: cert.issuedAt,
      },
    });
    const mine = await api('/api/certificates/my-certificates', { token: student.token });
    expect(mine.body.certificates.map((c: { certificateId: string }) => c.certificateId)).toEqual([
      cert.certificateId,
    ]);
  });

  it('never shows one student’s certificates to another, and answers 404 for an unknown code', async () => {
    const { course, student, complete } = await enrolledStudent(1);
    await complete();
    await generate(student.token, course.id);
    const other = await newStudent();
    expect(
      (await api('/api/certificates/my-certificates', { token: other.token })).body.certificates,
    ).toEqual([]);
    expect((await generate(other.token, course.id)).status).toBe(404);
    expect(await api('/api/certificates/verify/01JNOSUCHCERTIFICATE000000')).toEqual({
      status: 404,
      body: { message: 'Certificate not found' },
    });
  });
});
