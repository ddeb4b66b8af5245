import type { InstructorDashboard } from '@academy/shared/features/dashboards/schemas';

export interface StudentRow {
  id: string;
  name: string;
  email: string;
  /** The courses of theirs among the latest enrolments, newest first. */
  courses: string[];
}

/**
 * The latest enrolments as students: one row per student, in the order of their newest enrolment, with the
 * courses they enrolled in. The summary lists enrolments, so one student may come more than once.
 */
export function groupByStudent(enrollments: InstructorDashboard['students']): StudentRow[] {
  const rows = new Map<string, StudentRow>();
  for (const e of enrollments) {
    const row = rows.get(e.id);
    if (row) {
      if (!row.courses.includes(e.courseTitle)) row.courses.push(e.courseTitle);
    } else rows.set(e.id, { id: e.id, name: e.name, email: e.email, courses: [e.courseTitle] });
  }
  return [...rows.values()];
}
