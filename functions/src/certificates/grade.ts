import type { GradeFigures } from '../assignments/service';

/**
 * The certificate's grade (docs/data-model.md §7, "The certificate's grade"): the mean percentage of the student's
 * graded work in the course (each graded submission's grade ÷ max points, equal weight; from the assignments
 * feature's service), rounded to a whole percent, then a letter by these bands. With no graded work it reads
 * "Completed". Work not yet graded and assignments never submitted are not counted.
 */
export const GRADE_BANDS = [
  { letter: 'A', min: 85 },
  { letter: 'B', min: 70 },
  { letter: 'C', min: 55 },
  { letter: 'D', min: 0 },
] as const;

/** The grade of a course finished with no graded work. */
export const COMPLETED_GRADE = 'Completed';

export interface CertificateGrade {
  /** A letter of GRADE_BANDS, or COMPLETED_GRADE. */
  grade: string;
  /** The rounded mean percentage the letter comes from; null with no graded work. */
  gradePercent: number | null;
  /** How many graded submissions it averages. */
  gradedCount: number;
}

export function certificateGrade(figures: GradeFigures): CertificateGrade {
  if (figures.averagePercent === null || figures.graded === 0)
    return { grade: COMPLETED_GRADE, gradePercent: null, gradedCount: 0 };
  const percent = Math.min(100, Math.max(0, Math.round(figures.averagePercent)));
  const band = GRADE_BANDS.find((b) => percent >= b.min) ?? GRADE_BANDS[3];
  return { grade: band.letter, gradePercent: percent, gradedCount: figures.graded };
}

/** The grade as the PDF prints it: "A (86%)", or "Completed". */
export const gradeText = (g: Pick<CertificateGrade, 'grade' | 'gradePercent'>) =>
  g.gradePercent === null ? g.grade : `${g.grade} (${g.gradePercent}%)`;
