import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CalendarIcon } from '../../../components/icons/icons';
import { Page } from '../../../components/ui/kit';
import blocks from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatToday, isoDateInIndia } from '../lib/today';
import styles from './dashboard-layout.module.css';

export type Accent = 'blue' | 'teal' | 'indigo';

interface DashboardLayoutProps {
  /** "Student dashboard" etc.: the page's title too. */
  label: string;
  accent: Accent;
  /** Buttons under the welcome line (the instructor's Manage Courses and New Assignment). */
  actions?: ReactNode;
  /** The dashboard's own sections. */
  children: ReactNode;
}

/**
 * The frame every role dashboard shares, titled by its label: the welcome line with the signed-in user's name and
 * today's date (spec part 1 §2).
 */
export function DashboardLayout({ label, accent, actions, children }: DashboardLayoutProps) {
  const { t } = useLingui();
  usePageTitle(label);
  const user = useCurrentUser();
  const today = new Date();
  const name = user.name;
  return (
    <Page className={styles.page}>
      <section
        className={styles.hero}
        style={{ background: `var(--accent-${accent}-gradient)` }}
        aria-labelledby="dashboard-title"
      >
        <p className={`${blocks.eyebrow} ${styles.eyebrow}`}>{label}</p>
        <h1 id="dashboard-title" className={textOf('4xl', 'wrap')}>
          {t`Welcome back, ${name}!`}
        </h1>
        <p className={styles.date}>
          <CalendarIcon aria-hidden="true" />
          <time dateTime={isoDateInIndia(today)}>{formatToday(today)}</time>
        </p>
        {actions && <div className={styles.heroActions}>{actions}</div>}
      </section>
      {children}
    </Page>
  );
}
