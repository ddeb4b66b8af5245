import type { CourseSummary } from '@academy/shared';

export type StatusFilter = 'all' | 'published' | 'draft';

/**
 * The admin list's search (title or instructor name, case-insensitive) combined with the status filter.
 */
export function filterCourses(
  courses: readonly CourseSummary[],
  { search, status }: { search: string; status: StatusFilter },
): CourseSummary[] {
  const needle = search.trim().toLowerCase();
  return courses.filter((course) => {
    if (status === 'published' && !course.isPublished) return false;
    if (status === 'draft' && course.isPublished) return false;
    if (!needle) return true;
    return (
      course.title.toLowerCase().includes(needle) || course.instructor.name.toLowerCase().includes(needle)
    );
  });
}
