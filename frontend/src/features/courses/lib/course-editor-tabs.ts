import { createContext, type ReactNode, useContext } from 'react';

/** What the course editor knows of the selected course, for a tab to show. */
export interface EditedCourse {
  id: string;
  title: string;
  /** Its modules in order (id and title), undefined while the course loads. */
  modules: readonly { id: string; title: string }[] | undefined;
}

/**
 * A tab of the course editor (/instructor/courses?course={id}&tab={id}) that another feature owns. Overview
 * (the modules) is the courses feature's own; every other tab is exported by its feature from its index.ts and listed
 * in app/course-editor-tabs.tsx, which gives the list to the editor through CourseEditorTabs: the editor
 * shows whatever it is given and imports none of those features.
 */
export interface CourseEditorTab {
  /** The tab's `?tab=` in the address. */
  id: string;
  label: string;
  /** The address keys the tab keeps about its modals; another course or tab starts without them. */
  params?: readonly string[];
  render: (course: EditedCourse) => ReactNode;
}

/** The tabs after Overview, in their order; none unless the app provides them. */
export const CourseEditorTabs = createContext<readonly CourseEditorTab[]>([]);

export const useCourseEditorTabs = () => useContext(CourseEditorTabs);
