import { SessionsTab } from './sessions-tab';

/**
 * The course editor's Sessions tab (spec part 2 §2, ?tab=sessions), as the app lists it among the editor's
 * tabs (app/course-editor-tabs.tsx, the shape of the courses feature's CourseEditorTab).
 */
export const sessionsCourseTab = {
  id: 'sessions',
  label: 'Sessions',
  render: (course: { id: string; title: string }) => (
    <SessionsTab courseId={course.id} courseTitle={course.title} />
  ),
};
