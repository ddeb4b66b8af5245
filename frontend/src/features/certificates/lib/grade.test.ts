import { describe, expect, it } from 'vitest';
import { gradePhrase, gradeTone, isLetterGrade } from './grade';

describe('gradeTone (spec part 2 §9: A green, B blue, otherwise yellow)', () => {
  it('colours A grades green and B grades blue, with or without a sign', () => {
    expect(gradeTone('A')).toBe('green');
    expect(gradeTone('a+')).toBe('green');
    expect(gradeTone('B')).toBe('blue');
    expect(gradeTone(' B- ')).toBe('blue');
  });

  it('colours every other letter yellow', () => {
    expect(gradeTone('C')).toBe('amber');
    expect(gradeTone('D')).toBe('amber');
    expect(gradeTone('F')).toBe('amber');
  });

  it('gives "Completed" (no graded work) a neutral look, not the yellow of a C', () => {
    expect(isLetterGrade('Completed')).toBe(false);
    expect(gradeTone('Completed')).toBe('neutral');
    expect(gradeTone('')).toBe('neutral');
  });
});

describe('gradePhrase', () => {
  it('names the letter with its percentage, or says why there is none', () => {
    expect(gradePhrase({ grade: 'B', gradePercent: 75 })).toBe('grade B (75%)');
    expect(gradePhrase({ grade: 'A', gradePercent: null })).toBe('grade A');
    expect(gradePhrase({ grade: 'Completed', gradePercent: null })).toBe(
      'no graded work, so it reads Completed',
    );
  });
});
