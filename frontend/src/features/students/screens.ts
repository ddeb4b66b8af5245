import type { Screen } from '../../lib/screens';

/** The instructor's students page (spec part 2: instructor student management). */
export const studentsScreens: readonly Screen[] = [
  { path: '/instructor/students', module: 'students/routes/instructor-students' },
];
