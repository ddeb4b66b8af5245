import { ASSIGNMENT_TAB_PARAMS, AssignmentsTab } from './assignments-tab';

/**
 * The course editor's Assignments tab (spec part 2 §2, ?tab=assignments), as the app lists it among the
 * editor's tabs (app/course-editor-tabs.tsx, the shape of the courses feature's CourseEditorTab).
 */
export const assignmentsCourseTab = {
  id: 'assignments',
  label: 'Assignments',
  params: ASSIGNMENT_TAB_PARAMS,
  render: (course: {
    id: string;
    title: string;
    modules: readonly { id: string; title: string }[] | undefined;
  }) => <AssignmentsTab courseId={course.id} courseTitle={course.title} modules={course.modules} />,
};
