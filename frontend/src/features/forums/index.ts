/**
 * What other features may use of the forums feature: one course's forum, for the learning page's Discussions
 * tab. Everything else in the folder is internal to it.
 */
export { CourseForum } from './components/course-forum';
