import { MAX_SUBMISSION_FILE_BYTES } from '@academy/shared';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newInstructor, newStudent, type Session, type Student, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { useLocalStackEnv } from '../support/db';
import { putToUploadLink } from '../support/uploads';

/**
 * Issue 33 item 5: a file attached to a submission goes straight to S3 by a presigned PUT, is checked where it lies
 * before the submit accepts it, and opens by a short-lived link for the course's instructor, admins and the student
 * who sent it; nobody else gets a link, and nobody can name another person's upload.
 */

useLocalStackEnv();
const { s3Client } = await import('../../functions/src/lib/clients');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR and the rest of a tiny picture'),
]);
/** A Windows program, as a student might rename one to .pdf. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const bucket = 'academy-videos';
const exists = async (key: string) => {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
};
const keysUnder = async (prefix: string) =>
  ((await s3Client().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map(
    (o) => o.Key!,
  );

let admin: Session;
let instructor: Session;
let otherInstructor: Session;
let courseId: string;
let student: Student;
let classmate: Student;

beforeAll(async () => {
  admin = await signIn('admin@demo.academy');
  [instructor, otherInstructor] = await Promise.all([
    newInstructor(admin.token, 'Files Teacher'),
    newInstructor(admin.token, 'Another Teacher'),
  ]);
  courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Report Writing' })).id;
  [student, classmate] = await Promise.all([newStudent('Meena Pillai'), newStudent('Farhan Ali')]);
  for (const s of [student, classmate]) {
    const res = await api('/api/enrollments', { method: 'POST', token: s.token, body: { courseId } });
    expect(res.status).toBe(201);
  }
});

async function newAssignment(title = 'Write a report') {
  const res = await api('/api/assignments', {
    method: 'POST',
    token: instructor.token,
    body: {
      course: courseId,
      title,
      description: 'Two pages.',
      dueDate: '2031-01-01T00:00:00Z',
      maxPoints: 10,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.assignment.id as string;
}

const uploadLink = (token: string, assignmentId: string, body: Record<string, unknown>) =>
  api(`/api/assignments/${assignmentId}/upload`, { method: 'POST', token, body });

/** Asks for a link for `declared`, then PUTs `bytes` to it (with `contentType`, which may differ, to lie). */
async function upload(
  who: Student,
  assignmentId: string,
  bytes: Buffer,
  declared = { contentType: 'application/pdf', size: bytes.length },
  contentType = declared.contentType,
) {
  const link = await uploadLink(who.token, assignmentId, declared);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  await putToUploadLink(link.body, bytes, contentType);
  return link.body.uploadId as string;
}

const submit = (who: Student, assignmentId: string, body: Record<string, unknown>) =>
  api(`/api/assignments/${assignmentId}/submit`, { method: 'POST', token: who.token, body });

const submissionsAs = async (token: string, assignmentId: string) =>
  api(`/api/assignments/${assignmentId}/submissions`, { token });

describe('a file attached to a submission', () => {
  it('uploads by a presigned PUT, is accepted by the submit, and opens for the student, the instructor and admins', async () => {
    // Arrange
    const assignmentId = await newAssignment();
    const uploadId = await upload(student, assignmentId, PDF);

    // Act
    const sent = await submit(student, assignmentId, {
      content: 'My report is attached.',
      file: { uploadId, name: 'Meena – report.pdf' },
    });

    // Assert: the answer names the file, with the student's own link
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.submission).toMatchObject({
      content: 'My report is attached.',
      file: { name: 'Meena – report.pdf', contentType: 'application/pdf', size: PDF.length },
      fileUrl: expect.any(String),
    });
    const own = await fetch(sent.body.submission.fileUrl);
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    // Moved out of the upload folder (which expires) to its lasting place
    expect(await keysUnder(`submission-uploads/${assignmentId}/`)).toEqual([]);
    expect(await keysUnder(`submissions/${assignmentId}/`)).toEqual([
      `submissions/${assignmentId}/${student.user.id}/${uploadId}`,
    ]);

    for (const who of [instructor, admin]) {
      const list = await submissionsAs(who.token, assignmentId);
      expect(list.status).toBe(200);
      const [mine] = list.body.submissions;
      expect(mine.file).toEqual({
        name: 'Meena – report.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
      });
      const opened = await fetch(mine.fileUrl);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('application/pdf');
      expect(opened.headers.get('content-disposition')).toContain(
        "filename*=UTF-8''Meena%20%E2%80%93%20report.pdf",
      );
      expect(Buffer.from(await opened.arrayBuffer()).equals(PDF)).toBe(true);
    }

    // The student's own readings carry their file and its link too
    const course = await api(`/api/assignments/course/${courseId}`, { token: student.token });
    const mine = course.body.assignments.find((a: { id: string }) => a.id === assignmentId);
    expect(mine.submission).toMatchObject({
      file: { name: 'Meena – report.pdf' },
      fileUrl: expect.any(String),
    });
    const all = await api('/api/assignments/my', { token: student.token });
    expect(
      all.body.assignments.find((a: { id: string }) => a.id === assignmentId).submission.fileUrl,
    ).toEqual(expect.any(String));
  });

  it('gives nobody else a link: not a classmate, not another instructor, not an outsider', async () => {
    const assignmentId = await newAssignment('Private report');
    const uploadId = await upload(student, assignmentId, PDF);
    expect(
      (await submit(student, assignmentId, { content: 'Mine', file: { uploadId, name: 'secret.pdf' } }))
        .status,
    ).toBe(200);
    const outsider = await newStudent('Not Enrolled');

    const [classmateCourse, classmateAll, other, outsiderList, studentList] = await Promise.all([
      api(`/api/assignments/course/${courseId}`, { token: classmate.token }),
      api('/api/assignments/my', { token: classmate.token }),
      submissionsAs(otherInstructor.token, assignmentId),
      submissionsAs(outsider.token, assignmentId),
      submissionsAs(student.token, assignmentId),
    ]);
    for (const res of [classmateCourse, classmateAll]) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('secret.pdf');
      expect(JSON.stringify(res.body)).not.toContain(uploadId);
    }
    expect(other.status).toBe(403);
    expect(outsiderList.status).toBe(403);
    expect(studentList.status).toBe(403);
    // Nor may they ask for an upload link to this assignment
    expect(
      (await uploadLink(outsider.token, assignmentId, { contentType: 'application/pdf', size: 10 })).status,
    ).toBe(403);
    expect(
      (await uploadLink(instructor.token, assignmentId, { contentType: 'application/pdf', size: 10 })).status,
    ).toBe(403);
  });

  it('refuses a type or size outside the rules when the link is asked for', async () => {
    const assignmentId = await newAssignment('Rules');
    const cases: [Record<string, unknown>, string][] = [
      [{ contentType: 'application/x-msdownload', size: 100 }, 'contentType: Attach a PDF'],
      [{ contentType: 'text/html', size: 100 }, 'contentType: Attach a PDF'],
      [
        { contentType: 'application/pdf', size: MAX_SUBMISSION_FILE_BYTES + 1 },
        'size: Files can be at most 25 MB',
      ],
      [{ contentType: 'application/pdf', size: 0 }, 'size: The file is empty'],
    ];
    for (const [body, message] of cases) {
      const res = await uploadLink(student.token, assignmentId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    // A name that is not one line of text
    const uploadId = await upload(student, assignmentId, PDF);
    const badName = await submit(student, assignmentId, {
      content: 'x',
      file: { uploadId, name: 'a\nb.pdf' },
    });
    expect(badName.status).toBe(400);
  });

  it('checks the stored file before accepting it: a lie about its type or size is refused and the upload deleted', async () => {
    const assignmentId = await newAssignment('Checked on the server');
    // A program declared (and sent) as a PDF: its first bytes say otherwise
    const exe = await upload(student, assignmentId, EXE);
    const program = await submit(student, assignmentId, {
      content: 'x',
      file: { uploadId: exe, name: 'report.pdf' },
    });
    expect(program).toEqual({
      status: 400,
      body: { message: 'The attached file is not the kind of file its name says: please attach it again' },
    });
    // Sent with another type than the link was for (the local S3 checks no signature; the server does)
    const html = await upload(
      student,
      assignmentId,
      PDF,
      { contentType: 'application/pdf', size: PDF.length },
      'text/html',
    );
    const asHtml = await submit(student, assignmentId, {
      content: 'x',
      file: { uploadId: html, name: 'report.pdf' },
    });
    expect(asHtml.status).toBe(400);
    expect(asHtml.body.message).toContain('Attach a PDF');
    // Larger than the link allowed, and than 25 MB
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_SUBMISSION_FILE_BYTES, 0x20)]);
    const tooBig = await upload(student, assignmentId, big, { contentType: 'application/pdf', size: 1000 });
    const huge = await submit(student, assignmentId, {
      content: 'x',
      file: { uploadId: tooBig, name: 'big.pdf' },
    });
    expect(huge).toEqual({ status: 400, body: { message: 'Files can be at most 25 MB' } });
    // Nothing was stored, and the refused uploads are gone
    expect((await submissionsAs(instructor.token, assignmentId)).body.submissions).toEqual([]);
    expect(await keysUnder(`submission-uploads/${assignmentId}/`)).toEqual([]);
    expect(await keysUnder(`submissions/${assignmentId}/`)).toEqual([]);
    // An image is fine
    const png = await upload(student, assignmentId, PNG, { contentType: 'image/png', size: PNG.length });
    const picture = await submit(student, assignmentId, {
      content: 'x',
      file: { uploadId: png, name: 'shot.png' },
    });
    expect(picture.status).toBe(200);
    expect(picture.body.submission.file).toEqual({
      name: 'shot.png',
      contentType: 'image/png',
      size: PNG.length,
    });
  });

  it("refuses a submission naming someone else's upload, or one made for another assignment, or none at all", async () => {
    const [first, second] = [await newAssignment('First'), await newAssignment('Second')];
    const classmates = await upload(classmate, first, PDF);
    const forSecond = await upload(student, second, PDF);
    const missing = {
      status: 400,
      body: { message: 'The attached file was not found: please attach it again' },
    };

    expect(
      await submit(student, first, { content: 'x', file: { uploadId: classmates, name: 'a.pdf' } }),
    ).toEqual(missing);
    expect(
      await submit(student, first, { content: 'x', file: { uploadId: forSecond, name: 'a.pdf' } }),
    ).toEqual(missing);
    expect(
      await submit(student, first, {
        content: 'x',
        file: { uploadId: '01JNEVERUPLOADED000000000', name: 'a.pdf' },
      }),
    ).toEqual(missing);
    // Nothing stored for the student; the classmate's upload is still theirs to submit
    expect((await submissionsAs(instructor.token, first)).body.submissions).toEqual([]);
    const theirs = await submit(classmate, first, {
      content: 'Mine',
      file: { uploadId: classmates, name: 'mine.pdf' },
    });
    expect(theirs.status).toBe(200);
    // An object planted under another student's submission folder is not theirs to name either
    await s3Client().send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `submissions/${first}/${classmate.user.id}/PLANTED`,
        Body: PDF,
        ContentType: 'application/pdf',
      }),
    );
    expect(
      await submit(student, first, { content: 'x', file: { uploadId: 'PLANTED', name: 'a.pdf' } }),
    ).toEqual(missing);
  });

  it('replaces or drops the file before grading (the old one deleted), is idempotent on retry, and freezes at the grade', async () => {
    const assignmentId = await newAssignment('Drafts');
    const draft = await upload(student, assignmentId, PDF);
    const first = await submit(student, assignmentId, {
      content: 'Draft',
      file: { uploadId: draft, name: 'draft.pdf' },
    });
    expect(first.status).toBe(200);
    // The same submit again (a retry): the same file, nothing moves
    const again = await submit(student, assignmentId, {
      content: 'Draft',
      file: { uploadId: draft, name: 'draft.pdf' },
    });
    expect(again.status).toBe(200);
    expect(again.body.submission.file.name).toBe('draft.pdf');
    // New text without `file` keeps the file
    const kept = await submit(student, assignmentId, { content: 'Draft, edited' });
    expect(kept.body.submission.file.name).toBe('draft.pdf');

    const final = await upload(student, assignmentId, PNG, { contentType: 'image/png', size: PNG.length });
    const replaced = await submit(student, assignmentId, {
      content: 'Final',
      file: { uploadId: final, name: 'final.png' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.submission.file).toMatchObject({ name: 'final.png' });
    expect(await exists(`submissions/${assignmentId}/${student.user.id}/${draft}`)).toBe(false);
    expect(await keysUnder(`submissions/${assignmentId}/`)).toEqual([
      `submissions/${assignmentId}/${student.user.id}/${final}`,
    ]);

    const dropped = await submit(student, assignmentId, { content: 'Final', file: null });
    expect(dropped.status).toBe(200);
    expect(dropped.body.submission).toMatchObject({ file: null, fileUrl: null });
    expect(await keysUnder(`submissions/${assignmentId}/`)).toEqual([]);
    expect((await submissionsAs(instructor.token, assignmentId)).body.submissions[0]).toMatchObject({
      file: null,
      fileUrl: null,
      content: 'Final',
    });

    const last = await upload(student, assignmentId, PDF);
    expect(
      (await submit(student, assignmentId, { content: 'Final', file: { uploadId: last, name: 'last.pdf' } }))
        .status,
    ).toBe(200);
    const graded = await api(`/api/assignments/${assignmentId}/grade`, {
      method: 'POST',
      token: instructor.token,
      body: { studentId: student.user.id, grade: 9, feedback: 'Good' },
    });
    expect(graded.body.submission).toMatchObject({ file: { name: 'last.pdf' }, fileUrl: expect.any(String) });
    const frozen = {
      status: 409,
      body: { message: 'This assignment has been graded; your submission can no longer be changed.' },
    };
    expect(
      await uploadLink(student.token, assignmentId, { contentType: 'application/pdf', size: 10 }),
    ).toEqual(frozen);
    expect(await submit(student, assignmentId, { content: 'Final', file: null })).toEqual(frozen);
    expect(await exists(`submissions/${assignmentId}/${student.user.id}/${last}`)).toBe(true);
  });

  it('takes the files with a deleted assignment', async () => {
    const assignmentId = await newAssignment('Short-lived');
    for (const who of [student, classmate]) {
      const uploadId = await upload(who, assignmentId, PDF);
      expect(
        (await submit(who, assignmentId, { content: 'x', file: { uploadId, name: 'x.pdf' } })).status,
      ).toBe(200);
    }
    expect(await keysUnder(`submissions/${assignmentId}/`)).toHaveLength(2);
    const res = await api(`/api/assignments/${assignmentId}`, { method: 'DELETE', token: instructor.token });
    expect(res.status).toBe(200);
    expect(await keysUnder(`submissions/${assignmentId}/`)).toEqual([]);
  });
});
