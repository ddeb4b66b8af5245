/**
 * What the app uses of the course-admin feature: the course editor's slot for other features' tabs (filled in
 * app/course-editor-tabs.tsx). Everything else in the folder is internal to it.
 */
export {
  type CourseEditorTab,
  CourseEditorTabs,
  type EditedCourse,
} from './lib/course-editor-tabs';
