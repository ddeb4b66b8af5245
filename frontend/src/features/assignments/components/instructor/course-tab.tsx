import { msg } from '@lingui/core/macro';
import { i18n } from '../../../../lib/i18n';
import { ASSIGNMENT_TAB_PARAMS, AssignmentsTab } from './assignments-tab';

const label = msg`Assignments`;

/**
 * The course editor's Assignments tab (spec part 2 §2, ?tab=assignments), as the app lists it among the
 * editor's tabs (app/course-editor-tabs.tsx, the shape of the courses feature's CourseEditorTab).
 */
export const assignmentsCourseTab = {
  id: 'assignments',
  /** Read when the editor renders its tabs, so in the page's language then. */
  get label() {
    return i18n._(label);
  },
  params: ASSIGNMENT_TAB_PARAMS,
  render: (course: {
    id: string;
    title: string;
    modules: readonly { id: string; title: string }[] | undefined;
  }) => <AssignmentsTab courseId={course.id} courseTitle={course.title} modules={course.modules} />,
};
