import type { CourseSummary } from '@academy/shared';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, EditIcon, UsersIcon } from '../../../../components/icons/icons';
import { Alert, Button, Card } from '../../../../components/ui';
import { ListLoading, TableNotices } from '../../../../components/ui/kit';
import { LoadFailed } from '../../../../components/ui/kit-load-failed';
import { messageOf } from '../../../../lib/api-client';
import { formatDuration, formatPrice } from '../../../../lib/format';
import { useSelectedTabInView } from '../../../../lib/use-selected-tab-in-view';
import { useManagedCourse } from '../../api/get-managed-course';
import { useUpdateCourse } from '../../api/update-course';
import { useCourseEditorTabs } from '../../lib/course-editor-tabs';
import { enrolmentsCount, modulesCount } from '../../lib/labels';
import { CoursePageModal } from './course-page-modal';
import { CourseStatusBadge } from './course-status-badge';
import { type CourseTab, CourseTabs } from './course-tabs';
import { ClockIcon, EyeOffIcon, GlobeIcon, LayersIcon, RupeeIcon } from './icons';
import styles from './manage.module.css';
import { ModulesTab } from './modules-tab';

interface CoursePanelProps {
  /** The course as the list shows it, so the header appears at once. */
  summary: CourseSummary;
  tab: string;
  onTabChange: (tab: string) => void;
  /** Reads the course list again too (Refresh). */
  onRefreshList: () => void;
  listRefreshing: boolean;
}

/**
 * The selected course (spec part 2 §2): title, description, enrolment count, a Published or Draft badge
 * with the publish toggle, Edit course page (the thumbnail and the page's authored sections), and its tabs:
 * Overview (modules), then the tabs other features give the editor (Assignments and Sessions; see
 * lib/course-editor-tabs.ts).
 */
export function CoursePanel({ summary, tab, onTabChange, onRefreshList, listRefreshing }: CoursePanelProps) {
  const { t } = useLingui();
  const detail = useManagedCourse(summary.id);
  const publish = useUpdateCourse();
  const [editingPage, setEditingPage] = useState(false);
  const [pageSaved, setPageSaved] = useState<boolean | null>(null);
  const course = detail.data;
  const isPublished = course?.isPublished ?? summary.isPublished;
  const headingId = `course-${summary.id}-heading`;

  const refresh = () => {
    onRefreshList();
    void detail.refetch();
  };

  const modules = course ? [...course.modules].sort((a, b) => a.order - b.order) : undefined;
  const editorTabs = useCourseEditorTabs();
  const edited = { id: summary.id, title: course?.title ?? summary.title, modules };

  // On a phone the tabs scroll sideways: the selected one (from the address) is brought into the strip.
  const tabsRef = useRef<HTMLDivElement>(null);
  useSelectedTabInView(tabsRef, tab);

  const tabs: CourseTab[] = [
    {
      id: 'overview',
      label: t`Overview`,
      content: () =>
        course ? (
          <ModulesTab
            course={course}
            refreshing={detail.isRefetching || listRefreshing}
            onRefresh={refresh}
          />
        ) : detail.isError ? (
          <LoadFailed title={t`The course could not be loaded`} onRetry={refresh}>
            {messageOf(detail.error, t`Please check your connection and try again.`)}
          </LoadFailed>
        ) : (
          <ListLoading label={t`Loading modules`} />
        ),
    },
    ...editorTabs.map(({ id, label, render }) => ({ id, label, content: () => render(edited) })),
  ];

  return (
    <Card as="section" padding="none" className={styles.panel} aria-labelledby={headingId}>
      <header className={styles.panelHeader}>
        <div className={styles.panelHeading}>
          <div className={styles.panelTitleRow}>
            <h2 id={headingId} className={styles.panelTitle}>
              {course?.title ?? summary.title}
            </h2>
            <CourseStatusBadge published={isPublished} />
          </div>
          <p className={styles.panelDescription}>{course?.description ?? summary.description}</p>
          <ul className={styles.panelFacts} aria-label={t`About this course`}>
            <li>
              <UsersIcon aria-hidden="true" />
              {enrolmentsCount(course?.enrollmentCount ?? summary.enrollmentCount)}
            </li>
            <li>
              <LayersIcon aria-hidden="true" />
              {modulesCount(course?.modules.length ?? summary.moduleCount)}
            </li>
            <li>
              <ClockIcon aria-hidden="true" />
              {formatDuration(course?.totalDuration ?? summary.totalDuration)}
            </li>
            <li>
              <RupeeIcon aria-hidden="true" />
              {formatPrice(course?.price ?? summary.price)}
            </li>
          </ul>
        </div>
        <div className={styles.panelActions}>
          <Button
            size="sm"
            variant={isPublished ? 'secondary' : 'success'}
            icon={isPublished ? <EyeOffIcon /> : <GlobeIcon />}
            busy={publish.isPending}
            busyText={isPublished ? t`Unpublishing...` : t`Publishing...`}
            onClick={() => publish.mutate({ id: summary.id, body: { isPublished: !isPublished } })}
          >
            {isPublished ? t`Unpublish` : t`Publish`}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon={<EditIcon />}
            disabled={!course}
            onClick={() => {
              setPageSaved(null);
              setEditingPage(true);
            }}
          >
            {t`Edit course page`}
          </Button>
          <Link to={`/courses/${encodeURIComponent(summary.id)}`} className={styles.viewLink}>
            {t`View course page`} <ArrowRightIcon aria-hidden="true" />
          </Link>
        </div>
      </header>
      <TableNotices>
        {publish.isError && (
          <Alert tone="error">
            {messageOf(publish.error, t`The course could not be updated. Please try again.`)}
          </Alert>
        )}
        {pageSaved !== null && (
          <Alert tone={pageSaved ? 'success' : 'info'}>
            {pageSaved
              ? t`The course page is saved: it shows your sections and thumbnail now.`
              : t`Nothing had changed on the course page.`}
          </Alert>
        )}
        {publish.isSuccess && (
          <Alert tone="success">
            {publish.data.course.isPublished
              ? t`The course is published: students can find and enrol in it.`
              : t`The course is now a Draft, hidden from students.`}
          </Alert>
        )}
      </TableNotices>
      <div ref={tabsRef}>
        <CourseTabs tabs={tabs} selected={tab} onSelect={onTabChange} label={t`Course content`} />
      </div>
      {editingPage && course && (
        <CoursePageModal
          course={course}
          onClose={() => setEditingPage(false)}
          onSaved={(changed) => {
            setEditingPage(false);
            setPageSaved(changed);
          }}
        />
      )}
    </Card>
  );
}
