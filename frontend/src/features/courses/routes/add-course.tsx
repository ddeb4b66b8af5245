import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Card } from '../../../components/ui';
import { BackLink, Page, PageHeader } from '../../../components/ui/kit';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateCourse } from '../api/create-course';
import { useUpdateCourse } from '../api/update-course';
import { CourseForm } from '../components/manage/course-form';
import { thumbnailUploadText, useThumbnailField } from '../components/manage/thumbnail-field';
import { COURSE_CREATED_REDIRECT_MS } from '../constants';
import { type CourseFormOutput, emptyCourseForm } from '../lib/course-form';
import { isBlankProfile } from '../lib/course-page-form';

const COURSES_PATH = '/admin/courses';

/**
 * Admin create course (spec part 2 §2, §5). Unlike the spec's screen, which says "Course created
 * successfully!" whatever happened, this one reports the real outcome: the success text only after the
 * API has created the course (then /admin/courses after 2 seconds), the server's message otherwise. A picked
 * thumbnail image is uploaded once the course exists (its upload belongs to the course), with its progress; if
 * that fails the course stays created and the page says so.
 */
export default function AddCoursePage() {
  const { t } = useLingui();
  usePageTitle(t`Add course`);
  const navigate = useNavigate();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const thumbnail = useThumbnailField();
  const [created, setCreated] = useState(false);
  const [thumbnailFailure, setThumbnailFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!created || thumbnailFailure) return;
    const timer = setTimeout(() => navigate(COURSES_PATH), COURSE_CREATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, thumbnailFailure, navigate]);

  const onSubmit = async ({ instructorProfile, ...values }: CourseFormOutput) => {
    // A blank instructor card leaves the course the instructor's own profile (bio, experience).
    const body = isBlankProfile(instructorProfile) ? values : { ...values, instructorProfile };
    const { course } = await create.mutateAsync(body);
    if (thumbnail.picked) {
      try {
        const key = await thumbnail.upload(course.id);
        if (key) await update.mutateAsync({ id: course.id, body: { thumbnailUpload: key } });
      } catch (error) {
        setThumbnailFailure(thumbnailUploadText(error));
      }
    }
    setCreated(true);
  };

  return (
    <Page width="narrow">
      <BackLink to={COURSES_PATH}>
        <Trans>All courses</Trans>
      </BackLink>
      <PageHeader
        size="md"
        title={t`Add a new course`}
        lead={t`Create a course for an instructor. It stays a Draft, hidden from students, until it is published.`}
      />
      <Card padding="lg">
        <CourseForm
          mode="create"
          defaultValues={emptyCourseForm}
          onSubmit={onSubmit}
          onCancel={() => navigate(COURSES_PATH)}
          submitLabel={t`Create Course`}
          busyText={t`Creating...`}
          locked={created}
          thumbnailUpload={thumbnail}
          status={
            created &&
            (thumbnailFailure ? (
              <Alert tone="warning" title={t`Course created, without its thumbnail`}>
                {thumbnailFailure}{' '}
                <Trans>
                  Add the image from the course’s Edit on <Link to={COURSES_PATH}>All courses</Link>.
                </Trans>
              </Alert>
            ) : (
              <Alert tone="success">
                <Trans>Course created successfully!</Trans>
              </Alert>
            ))
          }
        />
      </Card>
    </Page>
  );
}
