import type { BadgeTone } from '../../../components/ui';

/** A letter grade (A, B+, c-…); anything else (the "Completed" of a course without graded work) is not one. */
const LETTER = /^[A-F][+-]?$/i;

export const isLetterGrade = (grade: string) => LETTER.test(grade.trim());

/**
 * Grade colours (spec part 2 §9): A green, B blue, otherwise yellow. "Completed" (no graded work, so no letter)
 * is not a grade at all: neutral, so it never reads as a poor one.
 */
export function gradeTone(grade: string): BadgeTone {
  if (!isLetterGrade(grade)) return 'neutral';
  const letter = grade.trim().charAt(0).toUpperCase();
  if (letter === 'A') return 'green';
  if (letter === 'B') return 'blue';
  return 'amber';
}

/** The grade in a sentence: "grade B (75%)", or "no graded work, so it reads Completed". */
export const gradePhrase = (c: { grade: string; gradePercent: number | null }) =>
  isLetterGrade(c.grade)
    ? `grade ${c.grade}${c.gradePercent === null ? '' : ` (${c.gradePercent}%)`}`
    : `no graded work, so it reads ${c.grade}`;
