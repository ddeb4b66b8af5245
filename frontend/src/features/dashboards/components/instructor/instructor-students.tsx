import type { InstructorDashboard } from '@academy/shared/features/dashboards/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { groupByStudent } from '../../lib/students';
import styles from '../dashboard-layout.module.css';
import { DashboardRows, DashboardSection } from '../dashboard-section';

/**
 * Students (spec part 1 §2): from the 3 latest enrolments in the instructor's courses, each student once with
 * name, email and the course(s).
 */
export function InstructorStudents({
  students,
  loading,
}: {
  students: InstructorDashboard['students'];
  loading: boolean;
}) {
  const { t } = useLingui();
  return (
    <DashboardSection
      title={t`Students`}
      busy={loading}
      link={{ to: '/instructor/students', label: t`All students` }}
      skeleton={{ rows: 3, label: t`Loading students` }}
      empty={students.length === 0 && t`Students will appear here when they enrol in your courses.`}
    >
      <DashboardRows
        items={groupByStudent(students)}
        keyOf={(student) => student.id}
        title={(student) => student.name}
        meta={(student) => (
          <>
            <span className={styles.line}>{student.email}</span>
            <span className="sr-only">
              {plural(student.courses.length, { one: 'Course: ', other: 'Courses: ' })}
            </span>
            {student.courses.map((title) => (
              <span key={title} className={styles.line}>
                {title}
              </span>
            ))}
          </>
        )}
      />
    </DashboardSection>
  );
}
