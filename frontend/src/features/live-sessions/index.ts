/**
 * What other features and the app may use of the live sessions feature: one course's sessions for the
 * learning page's Live Sessions tab, and the course editor's Sessions tab (listed in app/course-editor-tabs.tsx).
 * Everything else in the folder is internal to it.
 */
export { CourseSessions } from './components/course-sessions';
export { sessionsCourseTab } from './components/course-tab';
