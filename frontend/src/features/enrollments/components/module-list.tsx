import type { Module } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../../components/icons/icons';
import { Card } from '../../../components/ui';
import card from '../../../components/ui/card.module.css';
import disclosure from '../../../components/ui/kit-disclosure.module.css';
import { muted } from '../../../components/ui/kit-layout';
import { textOf } from '../../../components/ui/site-text';
import { formatDuration } from '../../../lib/format';
import { DoneIcon, ListIcon, PlayCircleIcon } from './icons';
import styles from './module-list.module.css';

interface ModuleListProps {
  modules: readonly Module[];
  currentId: string;
  isCompleted: (moduleId: string) => boolean;
  /** The address of a module (the page keeps the open module in the query string). */
  hrefOf: (moduleId: string) => string;
  completedCount: number;
}

/**
 * The course's modules in order, each with its completion tick and duration (spec part 2 §2). On phones
 * and tablets the list folds away behind a toggle that says how far the learner is.
 */
export function ModuleList({ modules, currentId, isCompleted, hrefOf, completedCount }: ModuleListProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const total = modules.length;
  const listId = useId();
  const headingId = useId();
  // Said twice: on the phone's toggle, and over the list where it is always shown.
  const title = <Trans>Course modules</Trans>;
  const progress = (
    <Trans>
      {completedCount} of {total} completed
    </Trans>
  );
  return (
    <Card as="nav" padding="none" className={styles.nav} aria-labelledby={headingId}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <ListIcon className={styles.toggleIcon} />
        <span className={styles.toggleText}>
          <span className={textOf('semibold')}>{title}</span>
          <span className={muted}>{progress}</span>
        </span>
        <ChevronDownIcon className={disclosure.chevron} aria-hidden="true" />
      </button>
      <div className={`${styles.panel} ${open ? styles.panelOpen : ''}`} id={listId}>
        <div className={styles.header}>
          <h2 id={headingId} className={card.title}>
            {title}
          </h2>
          <p className={muted}>{progress}</p>
        </div>
        <ol className={styles.list}>
          {modules.map((module, index) => {
            const done = isCompleted(module.id);
            const current = module.id === currentId;
            return (
              <li key={module.id}>
                <Link
                  to={hrefOf(module.id)}
                  replace
                  preventScrollReset
                  aria-current={current ? 'page' : undefined}
                  className={`${styles.item} ${current ? styles.current : ''}`}
                  onClick={() => setOpen(false)}
                >
                  <span className={`${styles.status} ${done ? styles.done : ''}`}>
                    {done ? (
                      <DoneIcon className={styles.statusIcon} />
                    ) : current ? (
                      <PlayCircleIcon className={styles.statusIcon} />
                    ) : (
                      <span className={styles.number} aria-hidden="true">
                        {index + 1}
                      </span>
                    )}
                  </span>
                  <span className={styles.text}>
                    <span className={`${textOf('medium', 'snug', 'wrap')} ${styles.moduleTitle}`}>
                      {module.title}
                    </span>
                    <span className={muted}>
                      {formatDuration(module.duration)}
                      {done && <span className={styles.doneLabel}> · {t`Completed`}</span>}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </div>
    </Card>
  );
}
