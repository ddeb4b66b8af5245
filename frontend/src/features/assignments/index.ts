/**
 * What the app uses of the assignments feature: the course editor's Assignments tab (app/course-editor-tabs.tsx).
 * Everything else in the folder is internal to it.
 */
export { assignmentsCourseTab } from './components/instructor/course-tab';
