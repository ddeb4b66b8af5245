import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n';
import { SessionsTab } from './sessions-tab';

const label = msg`Sessions`;

/**
 * The course editor's Sessions tab (spec part 2 §2, ?tab=sessions), as the app lists it among the editor's
 * tabs (app/course-editor-tabs.tsx, the shape of the courses feature's CourseEditorTab).
 */
export const sessionsCourseTab = {
  id: 'sessions',
  /** Read when the editor renders its tabs, so in the page's language then. */
  get label() {
    return i18n._(label);
  },
  render: (course: { id: string; title: string }) => (
    <SessionsTab courseId={course.id} courseTitle={course.title} />
  ),
};
