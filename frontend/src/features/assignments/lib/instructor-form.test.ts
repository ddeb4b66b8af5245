import type { Assignment, Submission } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { makeSubmission as fixtureSubmission } from '../testing';
import {
  AssignmentForm,
  assignmentDraft,
  assignmentFormValuesOf,
  createBodyOf,
  gradeFormFor,
  gradeFormValuesOf,
  isoToLocalInput,
  isoWithOffset,
  localInputToIso,
  updateBodyOf,
} from './instructor-form';

const assignment = (over: Partial<Assignment> = {}): Assignment => ({
  _id: 'a1',
  id: 'a1',
  courseId: 'c1',
  courseTitle: 'React',
  moduleId: 'm1',
  title: 'Build a form',
  description: 'With validation',
  instructions: 'Use zod',
  dueDate: '2026-12-01T12:00:00.000Z',
  maxPoints: 50,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

const submission = (over: Partial<Submission> = {}): Submission =>
  fixtureSubmission({
    student: { _id: 's1', name: 'Asha', email: 'asha@example.com' },
    content: 'My work',
    submittedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  });

describe('the due date', () => {
  it('sends the input’s local wall-clock time as ISO with the browser’s offset, the same instant', () => {
    const iso = localInputToIso('2026-12-01T17:30');
    expect(iso).toMatch(/^2026-12-01T17:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso as string).getTime()).toBe(new Date(2026, 11, 1, 17, 30).getTime());
  });

  it('refuses what is not a real date and time', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-02-30T10:00')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
  });

  it('shows a stored date-time in the input as the same local time, and back', () => {
    const local = isoToLocalInput('2026-12-01T12:00:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(localInputToIso(local) as string).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(isoToLocalInput('not a date')).toBe('');
  });

  it('writes the offset with its sign and minutes', () => {
    const date = new Date(2026, 0, 5, 9, 4, 3);
    expect(isoWithOffset(date)).toMatch(/^2026-01-05T09:04:03[+-]\d{2}:\d{2}$/);
  });
});

describe('the assignment form', () => {
  it('starts a new assignment at 100 points, on the first module', () => {
    expect(assignmentDraft('m1')).toMatchObject({ maxPoints: 100, module: 'm1', dueDate: '', title: '' });
    expect(assignmentDraft().module).toBe('');
  });

  it('requires title, description and a due date, and at least 1 point', () => {
    const result = AssignmentForm.safeParse({ ...assignmentDraft(), maxPoints: 0 });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['title', 'description', 'dueDate', 'maxPoints']));
  });

  it('leaves instructions optional and sends the due date with an offset', () => {
    const out = AssignmentForm.parse({
      ...assignmentDraft(),
      title: 'Essay',
      description: 'Write it',
      dueDate: '2026-12-01T17:30',
    });
    expect(out.instructions).toBe('');
    expect(out.dueDate).toMatch(/[+-]\d{2}:\d{2}$/);
  });

  it('fills the edit form from the assignment', () => {
    const values = assignmentFormValuesOf(assignment({ moduleId: null }));
    expect(values).toMatchObject({
      title: 'Build a form',
      maxPoints: 50,
      module: '',
      instructions: 'Use zod',
    });
    expect(values.dueDate).toBe(isoToLocalInput('2026-12-01T12:00:00.000Z'));
  });

  it('names the module only when one was chosen', () => {
    const form = AssignmentForm.parse({ ...assignmentFormValuesOf(assignment()), module: '' });
    expect(createBodyOf('c1', form)).not.toHaveProperty('module');
    expect(createBodyOf('c1', form)).toMatchObject({ course: 'c1', title: 'Build a form' });
    expect(updateBodyOf({ ...form, module: 'm2' })).toMatchObject({ module: 'm2', maxPoints: 50 });
    expect(updateBodyOf(form)).not.toHaveProperty('course');
  });
});

describe('the grade form', () => {
  it('takes a whole number from 0 to the max points', () => {
    const form = gradeFormFor(50);
    expect(form.parse({ grade: '42', feedback: 'Good' })).toEqual({ grade: 42, feedback: 'Good' });
    expect(form.parse({ grade: '0', feedback: '' }).grade).toBe(0);
    expect(form.safeParse({ grade: '51', feedback: '' }).error?.issues[0]?.message).toBe(
      'Grade is at most 50',
    );
    expect(form.safeParse({ grade: '-1', feedback: '' }).error?.issues[0]?.message).toBe(
      'Grade cannot be negative',
    );
    expect(form.safeParse({ grade: '', feedback: '' }).error?.issues[0]?.message).toBe('Enter a grade');
    expect(form.safeParse({ grade: '4.5', feedback: '' }).success).toBe(false);
  });

  it('prefills the chosen submission’s grade and feedback, empty until graded', () => {
    expect(gradeFormValuesOf(submission())).toEqual({ grade: '', feedback: '' });
    expect(gradeFormValuesOf(submission({ grade: 40, feedback: 'Nice' }))).toEqual({
      grade: '40',
      feedback: 'Nice',
    });
  });
});
