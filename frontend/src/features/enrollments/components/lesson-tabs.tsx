import type { Course, Module } from '@academy/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type TabItem, Tabs } from '../../../components/ui';
import emptyNote from '../../../components/ui/kit-empty-note.module.css';
import { layoutOf } from '../../../components/ui/kit-layout';
import { textOf } from '../../../components/ui/site-text';
import { formatDuration } from '../../../lib/format';
import { useSelectedTabInView } from '../../../lib/use-selected-tab-in-view';
import { CourseForum } from '../../forums';
import { CourseSessions } from '../../live-sessions';
import { ExternalLinkIcon, FileIcon } from './icons';
import styles from './lesson-tabs.module.css';

/** The course's level as shown: beginner, intermediate or advanced in the page's language. */
const levelNames: Record<string, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
};

/** The query parameter naming the open tab (`?tab=discussions`), so a link or a reload opens the same one. */
const TAB_PARAM = 'tab';

/**
 * The lesson's tabs, in the spec's order (part 2, learning page): Overview (the module's description and the
 * course's facts), Discussions (the course's forum), Live Sessions (the course's sessions) and Resources (the
 * module's links). The open tab is in the
 * address; a link straight to one (a forum notification's) brings the tabs into view.
 */
export function LessonTabs({ course, module }: { course: Course; module: Module }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const levelLabel = (level: string) => {
    const name = levelNames[level];
    return name ? i18n._(name) : level.charAt(0).toUpperCase() + level.slice(1);
  };
  const moduleCount = course.modules.length;
  const [params, setParams] = useSearchParams();
  const rootRef = useRef<HTMLDivElement>(null);
  const requestedTab = params.get(TAB_PARAM);
  const [linkedTab] = useState(requestedTab);
  useEffect(() => {
    if (!linkedTab || linkedTab === 'overview') return;
    // After the page's own scroll restoration, which runs once this first render is in.
    const frame = requestAnimationFrame(() => rootRef.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [linkedTab]);
  const totalMinutes = course.modules.reduce((sum, m) => sum + m.duration, 0);
  const items: TabItem[] = [
    {
      id: 'overview',
      label: t`Overview`,
      content: (
        <div className={layoutOf('stack', 6)}>
          <section aria-labelledby="lesson-about">
            <h3 id="lesson-about" className={`${styles.heading} ${textOf('base', 'semibold')}`}>
              <Trans>About this module</Trans>
            </h3>
            {module.description.trim() ? (
              <p className={styles.prose}>{module.description}</p>
            ) : (
              <p className={textOf('muted')}>
                <Trans>This module has no description yet.</Trans>
              </p>
            )}
          </section>
          <section aria-labelledby="course-about">
            <h3 id="course-about" className={`${styles.heading} ${textOf('base', 'semibold')}`}>
              <Trans>About the course</Trans>
            </h3>
            <p className={styles.prose}>{course.description}</p>
            <dl className={styles.facts}>
              <div>
                <dt>
                  <Trans>Instructor</Trans>
                </dt>
                <dd>{course.instructor.name}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Level</Trans>
                </dt>
                <dd>{levelLabel(course.level)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Modules</Trans>
                </dt>
                <dd>{plural(moduleCount, { one: '# module', other: '# modules' })}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Total length</Trans>
                </dt>
                <dd>{formatDuration(totalMinutes)}</dd>
              </div>
            </dl>
          </section>
        </div>
      ),
    },
    {
      id: 'discussions',
      label: t`Discussions`,
      content: <CourseForum courseId={course._id} headingLevel={3} />,
    },
    {
      id: 'live-sessions',
      label: t`Live Sessions`,
      content: <CourseSessions courseId={course._id} />,
    },
    {
      id: 'resources',
      label: t`Resources`,
      content:
        !module.resources || module.resources.length === 0 ? (
          <p className={emptyNote.note}>
            <Trans>No resources available</Trans>
          </p>
        ) : (
          <ul className={layoutOf('stack', 2, 'bare')}>
            {module.resources.map((resource) => (
              <li key={`${resource.url}|${resource.title}`}>
                <a href={resource.url} target="_blank" rel="noopener noreferrer" className={styles.resource}>
                  <FileIcon className={styles.resourceIcon} />
                  <span className={styles.resourceText}>
                    <span className={textOf('semibold', 'primary', 'wrap')}>{resource.title}</span>
                    <span className={textOf('sm', 'muted', 'wrap')}>{hostOf(resource.url)}</span>
                  </span>
                  <ExternalLinkIcon className={styles.externalIcon} />
                  <span className="sr-only"> {t`(opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        ),
    },
  ];
  const selected = items.some((item) => item.id === requestedTab) ? (requestedTab as string) : 'overview';
  // On a phone the four tabs scroll sideways: the selected one (a link's, or a reload's) is brought into the strip.
  useSelectedTabInView(rootRef, selected);
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'overview') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    // Scrolled to, it stops below the sticky navigation bar.
    <div ref={rootRef} style={{ scrollMarginTop: 'calc(var(--header-height) + var(--space-4))' }}>
      <Tabs items={items} label={t`Lesson details`} selected={selected} onSelect={select} />
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
