import type { CourseSummary } from '@academy/shared';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../../../components/ui';
import { DataTable } from '../../../../components/ui/kit';
import { textOf } from '../../../../components/ui/site-text';
import { formatCount, formatPrice } from '../../../../lib/format';
import { CourseStatusBadge } from './course-status-badge';
import styles from './manage.module.css';

interface CoursesTableProps {
  courses: readonly CourseSummary[];
  /** The course being published or unpublished right now. */
  pendingId: string | null;
  onTogglePublished: (course: CourseSummary) => void;
  onEdit: (course: CourseSummary) => void;
  onDelete: (course: CourseSummary) => void;
}

/** Every course with its instructor, category, price, enrolments and status, and what an admin can do. */
export function CoursesTable({ courses, pendingId, onTogglePublished, onEdit, onDelete }: CoursesTableProps) {
  return (
    <DataTable className={styles.table}>
      <caption className="sr-only">Courses</caption>
      <thead>
        <tr>
          <th scope="col">Course</th>
          <th scope="col">Instructor</th>
          <th scope="col">Category</th>
          <th scope="col" className={styles.numeric}>
            Price
          </th>
          <th scope="col" className={styles.numeric}>
            Enrolments
          </th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {courses.map((course) => (
          <tr key={course.id}>
            <th scope="row" className={styles.courseCell}>
              <span className={styles.courseTitle}>{course.title}</span>
              <span className={styles.courseMeta}>
                {course.moduleCount === 1 ? '1 module' : `${formatCount(course.moduleCount)} modules`} ·{' '}
                <span className={textOf('capitalize')}>{course.level}</span>
              </span>
            </th>
            <td data-label="Instructor">{course.instructor.name}</td>
            <td data-label="Category">{course.category}</td>
            <td data-label="Price" className={styles.numeric}>
              {formatPrice(course.price)}
            </td>
            <td data-label="Enrolments" className={styles.numeric}>
              {formatCount(course.enrollmentCount)}
            </td>
            <td data-label="Status" className={styles.statusCell}>
              <CourseStatusBadge published={course.isPublished} />
            </td>
            <td className={styles.actionsCell}>
              <div className={styles.rowActions}>
                <Button
                  size="sm"
                  variant={course.isPublished ? 'secondary' : 'success'}
                  busy={pendingId === course.id}
                  onClick={() => onTogglePublished(course)}
                >
                  {course.isPublished ? 'Unpublish' : 'Publish'}
                  <span className="sr-only"> {course.title}</span>
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onEdit(course)}>
                  Edit<span className="sr-only"> {course.title}</span>
                </Button>
                <Link
                  to={`/instructor/courses?course=${encodeURIComponent(course.id)}`}
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                >
                  Manage content<span className="sr-only"> of {course.title}</span>
                </Link>
                <Button size="sm" variant="danger-secondary" onClick={() => onDelete(course)}>
                  Delete<span className="sr-only"> {course.title}</span>
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
