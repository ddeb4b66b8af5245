import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../../components/ui';
import type { ButtonSize } from '../../../../components/ui/button';

interface LoadMoreCoursesProps {
  /** The infinite query of the course list: its next page is read on click. */
  courses: { isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  size?: ButtonSize;
}

/** "Load more courses" under a paged course list; says Loading… and waits while the next page is read. */
export function LoadMoreCourses({ courses, size }: LoadMoreCoursesProps) {
  const { t } = useLingui();
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={courses.isFetchingNextPage}
      aria-busy={courses.isFetchingNextPage || undefined}
      onClick={() => courses.fetchNextPage()}
    >
      {courses.isFetchingNextPage ? t`Loading…` : t`Load more courses`}
    </Button>
  );
}
