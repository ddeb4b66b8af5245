import type { CourseStudent } from '@academy/shared/features/students/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

const SECONDS_PER_HOUR = 3600;

/** Hours watched as the students page shows them: the seconds of all modules over 3600, rounded down. */
export function hoursWatched(watchTimeSeconds: number): number {
  if (!Number.isFinite(watchTimeSeconds) || watchTimeSeconds <= 0) return 0;
  return Math.floor(watchTimeSeconds / SECONDS_PER_HOUR);
}

/** "1 hour", "0 hours", "12 hours". */
export function hoursWatchedText(watchTimeSeconds: number): string {
  const hours = hoursWatched(watchTimeSeconds);
  return plural(hours, { one: '# hour', other: '# hours' });
}

/**
 * Assignments submitted out of the course's current total: "2/5". The server counts only assignments the
 * course still has, but a count above the total is still shown as the total (never "6/5").
 */
export function submittedOutOfTotal(submitted: number, total: number): string {
  const all = Math.max(0, Math.floor(total));
  const done = Math.min(all, Math.max(0, Math.floor(submitted)));
  return `${done}/${all}`;
}

/** The students page's filter (spec part 2: All Students, In Progress, Completed). */
export type StudentFilter = 'all' | 'in-progress' | 'completed';

export const STUDENT_FILTERS: readonly { id: StudentFilter; label: MessageDescriptor }[] = [
  { id: 'all', label: msg`All Students` },
  { id: 'in-progress', label: msg`In Progress` },
  { id: 'completed', label: msg`Completed` },
];

/** A filter named in the address, or All Students for anything else. */
export function parseStudentFilter(value: string | null | undefined): StudentFilter {
  return value === 'in-progress' || value === 'completed' ? value : 'all';
}

/**
 * The students a filter and a search leave: Completed are the students who completed the course, In Progress
 * the others; the search matches the name or the email, ignoring case and surrounding spaces.
 */
export function filterStudents<T extends Pick<CourseStudent, 'name' | 'email' | 'completed'>>(
  students: readonly T[],
  filter: StudentFilter,
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return students.filter((student) => {
    if (filter === 'completed' && !student.completed) return false;
    if (filter === 'in-progress' && student.completed) return false;
    if (!needle) return true;
    return student.name.toLowerCase().includes(needle) || student.email.toLowerCase().includes(needle);
  });
}
