/**
 * What other features may use of the live sessions feature: one course's sessions for the learning page's
 * Live Sessions tab, and the instructor's Sessions tab for the course management screen. Everything else in
 * the folder is internal to it.
 */
export { CourseSessions } from './components/course-sessions';
export { SessionsTab } from './components/sessions-tab';
