import type { CourseSummary } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../../../components/ui';
import { DataTable, TableHead } from '../../../../components/ui/kit';
import { textOf } from '../../../../components/ui/site-text';
import { formatCount, formatPrice } from '../../../../lib/format';
import { categoryLabel, levelLabel, modulesCount } from '../../lib/labels';
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
  const { t } = useLingui();
  return (
    <DataTable className={styles.table}>
      <TableHead
        caption={t`Courses`}
        columns={[
          { label: t`Course` },
          { label: t`Instructor` },
          { label: t`Category` },
          { label: t`Price`, className: styles.numeric },
          { label: t`Enrolments`, className: styles.numeric },
          { label: t`Status` },
          { label: t`Actions`, srOnly: true },
        ]}
      />
      <tbody>
        {courses.map((course) => {
          const title = course.title;
          return (
            <tr key={course.id}>
              <th scope="row" className={styles.courseCell}>
                <span className={styles.courseTitle}>{course.title}</span>
                <span className={styles.courseMeta}>
                  {modulesCount(course.moduleCount)} ·{' '}
                  <span className={textOf('capitalize')}>{levelLabel(course.level)}</span>
                </span>
              </th>
              <td data-label={t`Instructor`}>{course.instructor.name}</td>
              <td data-label={t`Category`}>{categoryLabel(course.category)}</td>
              <td data-label={t`Price`} className={styles.numeric}>
                {formatPrice(course.price)}
              </td>
              <td data-label={t`Enrolments`} className={styles.numeric}>
                {formatCount(course.enrollmentCount)}
              </td>
              <td data-label={t`Status`} className={styles.statusCell}>
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
                    {course.isPublished ? (
                      <Trans>
                        Unpublish<span className="sr-only"> {title}</span>
                      </Trans>
                    ) : (
                      <Trans>
                        Publish<span className="sr-only"> {title}</span>
                      </Trans>
                    )}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => onEdit(course)}>
                    <Trans>
                      Edit<span className="sr-only"> {title}</span>
                    </Trans>
                  </Button>
                  <Link
                    to={`/instructor/courses?course=${encodeURIComponent(course.id)}`}
                    className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                  >
                    <Trans>
                      Manage content<span className="sr-only"> of {title}</span>
                    </Trans>
                  </Link>
                  <Button size="sm" variant="danger-secondary" onClick={() => onDelete(course)}>
                    <Trans>
                      Delete<span className="sr-only"> {title}</span>
                    </Trans>
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
