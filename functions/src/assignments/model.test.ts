import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../lib/errors';
import { checkSetFits, moduleOf } from './edit';
import { Redo, redoOnConflict, staffAssignment, studentAssignment, toSubmission } from './model';
import type { AssignmentRecord, SubmissionRecord } from './repository';

const assignment = (id: string, overrides: Partial<AssignmentRecord> = {}): AssignmentRecord => ({
  id,
  moduleId: null,
  title: `Assignment ${id}`,
  description: 'd',
  instructions: '',
  dueDate: '2030-01-01T00:00:00.000Z',
  maxPoints: 100,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const submission = (overrides: Partial<SubmissionRecord> = {}): SubmissionRecord => ({
  assignmentId: 'A1',
  courseId: 'C1',
  instructorId: 'I1',
  studentId: 'S1',
  student: { name: 'Ravi', email: 'ravi@example.com' },
  courseTitle: 'Course',
  content: 'work',
  submittedAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  gradeVersion: 0,
  ...overrides,
});

const course = { id: 'C1', title: 'Course' };

describe('assignment readings', () => {
  it('a student sees pending with no submission, submitted, then graded with feedback', () => {
    expect(studentAssignment(assignment('A1'), course, undefined)).toMatchObject({
      submissionStatus: 'pending',
      submission: null,
    });
    expect(studentAssignment(assignment('A1'), course, submission())).toMatchObject({
      submissionStatus: 'submitted',
      submission: { grade: null, feedback: '', gradedAt: null, status: 'submitted', _id: 'A1:S1' },
    });
    const graded = submission({
      grade: 0,
      feedback: 'f',
      gradedAt: '2026-03-01T00:00:00.000Z',
      gradeVersion: 1,
    });
    expect(studentAssignment(assignment('A1'), course, graded)).toMatchObject({
      submissionStatus: 'graded',
      submission: { grade: 0, feedback: 'f', status: 'graded' },
    });
  });

  it('a student reading has no counts; a staff reading has no submission', () => {
    const student = studentAssignment(assignment('A1'), course, undefined);
    expect(student).not.toHaveProperty('submittedCount');
    const staff = staffAssignment(assignment('A1'), course, { submittedCount: 3, gradedCount: 1 });
    expect(staff).toMatchObject({ submittedCount: 3, gradedCount: 1, courseTitle: 'Course' });
    expect(staff).not.toHaveProperty('submission');
    expect(staffAssignment(assignment('A1'), course, undefined)).toMatchObject({
      submittedCount: 0,
      gradedCount: 0,
    });
  });

  it('never answers feedback of an ungraded submission', () => {
    expect(toSubmission(submission({ feedback: 'left over' })).feedback).toBe('');
  });
});

describe('moduleOf', () => {
  const modules = [
    { id: 'M2', order: 2, title: 'b' },
    { id: 'M1', order: 1, title: 'a' },
  ];
  it('defaults to the first module by order, or none without modules', () => {
    expect(moduleOf(modules, undefined)).toBe('M1');
    expect(moduleOf([], undefined)).toBeNull();
    expect(moduleOf(modules, null)).toBeNull();
    expect(moduleOf(modules, 'M2')).toBe('M2');
  });
  it("refuses another course's module", () => {
    expect(() => moduleOf(modules, 'MX')).toThrow('module: The module does not belong to this course');
  });
});

describe('checkSetFits', () => {
  it('allows 50 assignments and refuses 51', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => assignment(`A${i}`));
    expect(() => checkSetFits(fifty)).not.toThrow();
    expect(() => checkSetFits([...fifty, assignment('A50')])).toThrow(
      'A course can have at most 50 assignments',
    );
  });
  it('refuses a set whose text would not fit the item', () => {
    const big = Array.from({ length: 40 }, (_, i) =>
      assignment(`A${i}`, { description: 'é'.repeat(2000), instructions: '€'.repeat(2000) }),
    );
    expect(() => checkSetFits(big)).toThrow(/too much text/);
  });
});

describe('redoOnConflict', () => {
  it('redoes an attempt that asks for it, and gives up after 10', async () => {
    let calls = 0;
    await expect(
      redoOnConflict(async () => {
        calls++;
        if (calls < 3) throw new Redo();
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(calls).toBe(3);
    calls = 0;
    const lost = await redoOnConflict(async () => {
      calls++;
      throw new Redo();
    }).catch((error: unknown) => error);
    // Lost all 10: nothing written, so "try again" (503), the last Redo as its cause.
    expect(lost).toBeInstanceOf(ServiceUnavailableError);
    expect((lost as ServiceUnavailableError).cause).toBeInstanceOf(Redo);
    expect(calls).toBe(10);
  });
  it('does not redo other errors', async () => {
    let calls = 0;
    await expect(
      redoOnConflict(async () => {
        calls++;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });
});
