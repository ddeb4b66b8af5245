import { describe, expect, it } from 'vitest';
import { certificateGrade, gradeText } from './grade';

describe('the certificate grade (A ≥ 85 %, B ≥ 70 %, C ≥ 55 %, D below; Completed with no graded work)', () => {
  it('reads Completed when nothing is graded', () => {
    expect(certificateGrade({ graded: 0, averagePercent: null })).toEqual({
      grade: 'Completed',
      gradePercent: null,
      gradedCount: 0,
    });
    expect(gradeText(certificateGrade({ graded: 0, averagePercent: null }))).toBe('Completed');
  });

  it.each([
    [100, 'A'],
    [85, 'A'],
    [84.5, 'A'],
    [84.49, 'B'],
    [70, 'B'],
    [69.6, 'B'],
    [69.4, 'C'],
    [55, 'C'],
    [54.4, 'D'],
    [0, 'D'],
  ])('maps a mean of %d %% to %s, on the rounded percentage it shows', (mean, letter) => {
    const grade = certificateGrade({ graded: 2, averagePercent: mean });
    expect(grade.grade).toBe(letter);
    expect(grade.gradePercent).toBe(Math.round(mean));
    expect(grade.gradedCount).toBe(2);
  });

  it('prints the letter with its percentage', () => {
    expect(gradeText(certificateGrade({ graded: 1, averagePercent: 86 }))).toBe('A (86%)');
  });
});
