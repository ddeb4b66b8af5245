import type { BadgeTone } from '../../../components/ui';

/** Grade colours (spec part 2 §9): A green, B blue, otherwise yellow. */
export function gradeTone(grade: string): BadgeTone {
  const letter = grade.trim().charAt(0).toUpperCase();
  if (letter === 'A') return 'green';
  if (letter === 'B') return 'blue';
  return 'amber';
}
