import { t } from '@lingui/core/macro';
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

/** A grade as shown: the letter as it is, the server's "Completed" (no graded work) in the page's language. */
export const gradeLabel = (grade: string) => (grade === 'Completed' ? t`Completed` : grade);

/** The grade in a sentence: "grade B (75%)", or "no graded work, so it reads Completed". */
export function gradePhrase(c: { grade: string; gradePercent: number | null }): string {
  const { gradePercent: percent } = c;
  const grade = gradeLabel(c.grade);
  if (!isLetterGrade(c.grade)) return t`no graded work, so it reads ${grade}`;
  return percent === null ? t`grade ${grade}` : t`grade ${grade} (${percent}%)`;
}
