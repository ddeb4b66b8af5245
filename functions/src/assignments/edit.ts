import { ASSIGNMENT_LIMITS } from '@academy/shared';
import { BadRequestError, ConflictError } from '../lib/errors';
import { type AssignmentRecord, MAX_SET_BYTES, setBytes } from './repository';

/** What create and update share: the module an assignment belongs to, and the size of the set item. */

/**
 * The module of a new or changed assignment: the one named (it must be one of the course's), none (null), or,
 * when left out, the course's first module by order (none when the course has no modules).
 */
export function moduleOf(
  modules: readonly { id: string; order: number; title: string }[],
  requested: string | null | undefined,
): string | null {
  if (requested === null) return null;
  if (requested === undefined) {
    const first = [...modules].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))[0];
    return first?.id ?? null;
  }
  if (!modules.some((m) => m.id === requested)) {
    throw new BadRequestError(/*i18n*/ 'module: The module does not belong to this course');
  }
  return requested;
}

/** Refuses a set that would not fit its item (≤ 50 assignments and ~350 KB of text, docs/data-model.md §5). */
export function checkSetFits(assignments: AssignmentRecord[]): void {
  if (assignments.length > ASSIGNMENT_LIMITS.perCourse) {
    throw new ConflictError(/*i18n*/ 'A course can have at most 50 assignments');
  }
  if (setBytes(assignments) > MAX_SET_BYTES) {
    throw new ConflictError(
      /*i18n*/ 'This course’s assignments have too much text to store; shorten some descriptions or instructions',
    );
  }
}
