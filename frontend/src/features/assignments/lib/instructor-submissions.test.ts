import type { Submission } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { flattenSubmissions, gradeLabel, isPastDue, submissionCounts } from './instructor-submissions';

const sub = (id: string, grade: number | null = null) =>
  ({ _id: id, grade }) as Pick<Submission, '_id' | 'grade'> as Submission;

describe('submissionCounts', () => {
  it('takes the server’s exact counts when it gives them', () => {
    expect(submissionCounts({ submittedCount: 120, gradedCount: 30 }, [sub('a', 5)])).toEqual({
      submitted: 120,
      graded: 30,
      pending: 90,
    });
  });

  it('otherwise counts those with a grade as graded and the rest as pending', () => {
    expect(submissionCounts(undefined, [sub('a', 0), sub('b'), sub('c', 9)])).toEqual({
      submitted: 3,
      graded: 2,
      pending: 1,
    });
    expect(submissionCounts({}, [])).toEqual({ submitted: 0, graded: 0, pending: 0 });
  });
});

describe('flattenSubmissions', () => {
  it('joins the pages in order, each submission once', () => {
    const pages = [{ submissions: [sub('a'), sub('b')] }, { submissions: [sub('b'), sub('c')] }];
    expect(flattenSubmissions(pages).map((s) => s._id)).toEqual(['a', 'b', 'c']);
  });
});

describe('gradeLabel and isPastDue', () => {
  it('shows a grade over the max points, nothing before grading', () => {
    expect(gradeLabel(8, 10)).toBe('8 / 10');
    expect(gradeLabel(0, 10)).toBe('0 / 10');
    expect(gradeLabel(null, 10)).toBeNull();
  });

  it('tells a passed due date from a coming one', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(isPastDue('2026-11-24T23:59:00Z', now)).toBe(true);
    expect(isPastDue('2026-11-25T00:01:00Z', now)).toBe(false);
    expect(isPastDue('garbage', now)).toBe(false);
  });
});
