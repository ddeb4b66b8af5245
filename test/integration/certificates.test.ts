import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { api, newStudent, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { useLocalStackEnv } from '../support/db';

useLocalStackEnv();

/** The drawing operators of a certificate PDF (its one content stream, inflated): the text it prints. */
const pdfText = (file: Uint8Array) => {
  const bytes = Buffer.from(file);
  const start = bytes.indexOf('stream\n') + 'stream\n'.length;
  return inflateSync(bytes.subarray(start, bytes.indexOf('\nendstream', start))).toString('latin1');
};

async function enrolledStudent(modules = 2) {
  const instructor = await signIn('instructor@demo.academy');
  const course = await storedCourse(
    { instructorId: instructor.user.id, title: 'Data Structures in Go' },
    modules,
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
  return { course, student, complete, instructor };
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
    // The course has no graded work for her: the grade says so rather than inventing a letter.
    expect(cert).toMatchObject({
      studentName: 'Kavitha Raman',
      grade: 'Completed',
      gradePercent: null,
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
        grade: 'Completed',
        gradePercent: null,
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

describe('the certificate’s grade comes from the course’s graded assignments (issue 33 item 11)', () => {
  it('averages the graded work as percentages, counts no ungraded or missing work, and shows it everywhere', async () => {
    // Arrange: four assignments; two graded (18/20 = 90 %, 30/50 = 60 %), one submitted and not graded, one
    // never submitted
    const { course, student, complete, instructor } = await enrolledStudent();
    const made: string[] = [];
    for (const maxPoints of [20, 50, 10, 10]) {
      const res = await api('/api/assignments', {
        method: 'POST',
        token: instructor.token,
        body: {
          course: course.id,
          title: `Work out of ${maxPoints} #${made.length + 1}`,
          description: 'Graded work.',
          dueDate: '2031-01-01T00:00:00Z',
          maxPoints,
        },
      });
      expect(res.status).toBe(201);
      made.push(res.body.assignment.id);
    }
    const [a20, a50, ungraded] = made as [string, string, string];
    for (const id of [a20, a50, ungraded]) {
      const sent = await api(`/api/assignments/${id}/submit`, {
        method: 'POST',
        token: student.token,
        body: { content: 'My work' },
      });
      expect(sent.status).toBe(200);
    }
    for (const [id, grade] of [
      [a20, 18],
      [a50, 30],
    ] as const) {
      const graded = await api(`/api/assignments/${id}/grade`, {
        method: 'POST',
        token: instructor.token,
        body: { studentId: student.user.id, grade, feedback: '' },
      });
      expect(graded.status).toBe(200);
    }
    await complete();

    // Act
    const issued = await generate(student.token, course.id);

    // Assert: (90 + 60) ÷ 2 = 75 % → B, on the answer, the list, the public check and the PDF
    expect(issued.status).toBe(201);
    expect(issued.body.certificate).toMatchObject({ grade: 'B', gradePercent: 75 });
    const mine = await api('/api/certificates/my-certificates', { token: student.token });
    expect(mine.body.certificates).toEqual([expect.objectContaining({ grade: 'B', gradePercent: 75 })]);
    const verified = await api(`/api/certificates/verify/${issued.body.certificate.certificateId}`);
    expect(verified.body).toMatchObject({ grade: 'B', gradePercent: 75 });
    const pdf = new Uint8Array(await (await fetch(issued.body.certificate.certificateUrl)).arrayBuffer());
    expect(pdfText(pdf)).toContain('(B \\(75%\\)) Tj');
    // Issued once: a grade given afterwards does not change the certificate already issued
    await api(`/api/assignments/${ungraded}/grade`, {
      method: 'POST',
      token: instructor.token,
      body: { studentId: student.user.id, grade: 0, feedback: '' },
    });
    expect((await generate(student.token, course.id)).body.certificate).toMatchObject({
      grade: 'B',
      gradePercent: 75,
    });
  });

  it('reads Completed, in the PDF too, when the course has assignments but none of the student’s work is graded', async () => {
    const { course, student, complete, instructor } = await enrolledStudent(1);
    const res = await api('/api/assignments', {
      method: 'POST',
      token: instructor.token,
      body: { course: course.id, title: 'Not graded yet', description: 'd', dueDate: '2031-01-01T00:00:00Z' },
    });
    await api(`/api/assignments/${res.body.assignment.id}/submit`, {
      method: 'POST',
      token: student.token,
      body: { content: 'Waiting for a grade' },
    });
    await complete();
    const issued = await generate(student.token, course.id);
    expect(issued.body.certificate).toMatchObject({ grade: 'Completed', gradePercent: null });
    const pdf = new Uint8Array(await (await fetch(issued.body.certificate.certificateUrl)).arrayBuffer());
    expect(pdfText(pdf)).toContain('(Completed) Tj');
  });
});
