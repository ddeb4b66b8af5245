import type { InstructorDashboard } from '@academy/shared/features/dashboards/schemas';
import styles from '../dashboard-layout.module.css';
import { DashboardSection, SectionEmpty } from '../dashboard-section';
import { SkeletonRows } from '../skeleton';

/** Students (spec part 1 §2): the 3 latest enrolments in the instructor's courses, with name, email and course. */
export function InstructorStudents({
  students,
  loading,
}: {
  students: InstructorDashboard['students'];
  loading: boolean;
}) {
  return (
    <DashboardSection
      title="Students"
      busy={loading}
      link={{ to: '/instructor/students', label: 'All students' }}
    >
      {loading ? (
        <SkeletonRows rows={3} label="Loading students" />
      ) : students.length === 0 ? (
        <SectionEmpty>Students will appear here when they enrol in your courses.</SectionEmpty>
      ) : (
        <ul className={styles.rows}>
          {students.map((student) => (
            <li key={`${student.id}-${student.courseId}`} className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.itemTitle}>{student.name}</p>
                <p className={styles.itemMeta}>{student.email}</p>
                <p className={styles.itemMeta}>
                  <span className="sr-only">Course: </span>
                  {student.courseTitle}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
