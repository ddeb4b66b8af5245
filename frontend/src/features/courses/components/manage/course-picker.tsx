import type { CourseSummary } from '@academy/shared';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Card, Select } from '../../../../components/ui';
import { textOf } from '../../../../components/ui/site-text';
import { formatPrice } from '../../../../lib/format';
import { useSelectedInView } from '../../../../lib/use-selected-in-view';
import { enrolmentsCount } from '../../lib/labels';
import { CourseStatusBadge } from './course-status-badge';
import styles from './manage.module.css';

interface CoursePickerProps {
  courses: readonly CourseSummary[];
  selectedId: string | null;
  /** The address of the screen with this course selected. */
  hrefOf: (id: string) => string;
  onSelect: (id: string) => void;
  /** Admins manage everyone's courses: the list names the instructor. */
  showInstructor: boolean;
  /** How many courses there are in all (from the counters; the list may hold only the first pages). */
  total?: number;
  /** Under the list: e.g. the button that loads the next page. */
  footer?: ReactNode;
}

/**
 * The left list of courses (spec part 2 §2): title, enrolment count and price. On phones the same
 * choice is a drop-down, so the course's content is not pushed below a long list.
 */
export function CoursePicker({
  courses,
  selectedId,
  hrefOf,
  onSelect,
  showInstructor,
  total,
  footer,
}: CoursePickerProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);

  useSelectedInView(listRef, 'data-course-id', selectedId);

  return (
    <>
      <div className={styles.pickerSelect}>
        <Select
          label={t`Course`}
          options={[
            ...(selectedId && courses.some((c) => c.id === selectedId)
              ? []
              : [{ value: '', label: t`Choose a course` }]),
            ...courses.map((course) => {
              const title = course.title;
              return { value: course.id, label: course.isPublished ? title : t`${title} (Draft)` };
            }),
          ]}
          value={selectedId ?? ''}
          onChange={(event) => onSelect(event.target.value)}
        />
        {/* The list (and its footer) is hidden at phone width: the choice offers the next page here. */}
        {footer}
      </div>
      <Card as="nav" padding="none" className={styles.pickerList} aria-labelledby="course-list-title">
        <h2 id="course-list-title" className={styles.pickerTitle}>
          {showInstructor ? t`All courses` : t`Your courses`}{' '}
          {total !== undefined && <span className={textOf('regular', 'muted')}>({total})</span>}
        </h2>
        <ul ref={listRef} className={styles.courseLinks}>
          {courses.map((course) => {
            const selected = course.id === selectedId;
            return (
              <li key={course.id}>
                <Link
                  to={hrefOf(course.id)}
                  replace
                  aria-current={selected ? 'true' : undefined}
                  data-course-id={course.id}
                  className={styles.courseLink}
                >
                  <span className={`${textOf('semibold', 'sm', 'snug')} ${styles.courseLinkTitle}`}>
                    {course.title}
                  </span>
                  {showInstructor && <span className={textOf('xs', 'muted')}>{course.instructor.name}</span>}
                  <span className={styles.courseLinkFacts}>
                    <span>{enrolmentsCount(course.enrollmentCount)}</span>
                    <span aria-hidden="true">·</span>
                    <span>{formatPrice(course.price)}</span>
                    {!course.isPublished && <CourseStatusBadge published={false} />}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        {footer}
      </Card>
    </>
  );
}
