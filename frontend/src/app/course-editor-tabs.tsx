import type { ReactNode } from 'react';
import { assignmentsCourseTab } from '../features/assignments';
import { type CourseEditorTab, CourseEditorTabs } from '../features/courses';
import { sessionsCourseTab } from '../features/live-sessions';

/**
 * The course editor's tabs after Overview, in the order they show (spec part 2 §2: Overview, Assignments,
 * Sessions), each exported by the feature that owns it. A feature's new tab is one more line here.
 */
export const courseEditorTabs: readonly CourseEditorTab[] = [assignmentsCourseTab, sessionsCourseTab];

/**
 * Gives the course editor its tabs. The router wraps the course management screen in it, loading this module
 * alongside the screen's (app/router.tsx), so the tabs' code stays out of the first load.
 */
export default function WithCourseEditorTabs({ children }: { children: ReactNode }) {
  return <CourseEditorTabs.Provider value={courseEditorTabs}>{children}</CourseEditorTabs.Provider>;
}
