import type { Course } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons/icons';
import { Alert, Button, ButtonLink, PageSpinner } from '../../../components/ui';
import kit from '../../../components/ui/public-blocks.module.css';
import { LoadError } from '../../../components/ui/public-load-error';
import { textOf } from '../../../components/ui/site-text';
import { removeEarlyHero } from '../../../early/hero-template';
import { usePageTitle } from '../../../lib/use-page-title';
import { EnrollmentCheckout, useEnrollment } from '../../enrollments';
import { isNoSuchCourse, useCourse } from '../api/get-course';
import {
  AdmissionSection,
  AlumniSection,
  CompaniesSection,
  FaqSection,
  FeeSection,
  InstructorSection,
} from '../components/detail/career-sections';
import { CourseHero } from '../components/detail/course-hero';
import { EnrollAction } from '../components/detail/enroll-action';
import { JumpBar } from '../components/detail/jump-bar';
import {
  AboutSection,
  CurriculumSection,
  HighlightsSection,
  OutcomesSection,
  OverviewSection,
  ToolsSection,
} from '../components/detail/learning-sections';
import { PreviewModal } from '../components/detail/preview-modal';
import { previewOf } from '../lib/preview';
import { scrollToSection } from '../lib/scroll';
import styles from './course-detail.module.css';

/** The course page, /courses/{id} (spec part 2 §2): a spinner while loading, Course not found if missing. */
export default function CourseDetailPage() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  // The course arrives through a store update React renders synchronously, the whole long page in one
  // task. Deferred, it renders as a transition, in slices that yield to the browser (issue 18); the
  // spinner stays until then.
  const shown = useDeferredValue(course.data);
  const notFound = course.isError && isNoSuchCourse(course.error);
  const { t } = useLingui();
  usePageTitle(course.data?.title ?? (notFound ? t`Course not found` : t`Course`));

  const loading = course.isPending || (course.data !== undefined && !shown);
  // The course shell paints the hero from the first answer before the app runs (src/early): it stands over
  // the spinner until this screen shows the course (or that there is none), in the same commit, and goes
  // when the screen does.
  useLayoutEffect(() => {
    if (!loading) removeEarlyHero();
  }, [loading]);
  useLayoutEffect(() => removeEarlyHero, []);

  if (loading) {
    // A full screen tall, so the footer does not show and then jump away when the course arrives.
    return (
      <div className={styles.loading}>
        <PageSpinner label={t`Loading the course`} />
      </div>
    );
  }
  if (notFound) {
    return (
      <div className={`container ${styles.state}`}>
        <div className={`${kit.stack} ${styles.notFound}`}>
          <span className={`${kit.icon} ${kit.round} ${styles.notFoundIcon}`}>
            <SearchIcon />
          </span>
          <h1 className={textOf('3xl')}>
            <Trans>Course not found</Trans>
          </h1>
          <p className={`${textOf('muted')} ${styles.notFoundText}`}>
            <Trans>This course may have been removed, or the address may be mistyped.</Trans>
          </p>
          <ButtonLink to="/courses">
            <Trans>Browse all courses</Trans>
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (course.isError) {
    return (
      <div className={`container ${styles.state}`}>
        <h1 className={styles.errorTitle}>
          <Trans>We couldn't load this course</Trans>
        </h1>
        <LoadError onRetry={() => course.refetch()} />
      </div>
    );
  }
  return <CourseView course={shown ?? course.data} />;
}

function CourseView({ course }: { course: Course }) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const enrollment = useEnrollment(course);
  const { hash } = useLocation();
  const preview = previewOf(course.modules);

  // Arriving with #curriculum (a shared link) lands on that section, below the sticky bars.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the course first shows
  useEffect(() => {
    const target = hash ? document.getElementById(decodedFragment(hash)) : null;
    if (target) scrollToSection(target);
  }, [course.id]);

  const openPreview = () => setPreviewOpen(true);
  return (
    <div className={styles.page}>
      <CourseHero
        course={course}
        hasPreview={preview !== null}
        enrollAction={<EnrollAction course={course} enrollment={enrollment} fullWidth />}
        onPreview={openPreview}
      />
      <JumpBar />
      <AboutSection course={course} />
      <OverviewSection course={course} />
      <OutcomesSection course={course} />
      <HighlightsSection course={course} />
      <CurriculumSection course={course} />
      <ToolsSection course={course} />
      <InstructorSection course={course} />
      <AlumniSection course={course} />
      <AdmissionSection course={course} />
      <CompaniesSection course={course} />
      <FeeSection course={course} enrollAction={<EnrollAction course={course} enrollment={enrollment} />} />
      <FaqSection course={course} />
      <EnrollmentCheckout course={course} enrollment={enrollment} />
      {enrollment.error && (
        <div className={styles.enrolAlert}>
          <Alert
            tone="error"
            action={
              <Button size="sm" variant="secondary" onClick={enrollment.dismissError}>
                <Trans>Dismiss</Trans>
              </Button>
            }
          >
            {enrollment.error}
          </Alert>
        </div>
      )}
      <PreviewModal
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        courseId={course.id}
        courseTitle={course.title}
        preview={preview}
      />
    </div>
  );
}

/** `#a%20b` as `a b`; a fragment that is not valid percent-encoding is taken as it stands. */
function decodedFragment(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
