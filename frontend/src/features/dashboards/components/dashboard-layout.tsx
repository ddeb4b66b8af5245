import type { User } from '@academy/shared';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, CalendarIcon, MailIcon } from '../../../components/icons/icons';
import { ButtonLink, Card, CardHeader, RoleBadge } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import styles from './dashboard-layout.module.css';

export interface QuickLink {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

interface DashboardLayoutProps {
  /** "Student dashboard" etc. */
  label: string;
  user: User;
  accent: Accent;
  /** The main column: each dashboard's own sections (later features add theirs here). */
  children: ReactNode;
}

type Accent = 'blue' | 'teal' | 'indigo' | 'purple';

/** The frame every role dashboard shares: a welcome line with today's date (spec part 1 §2) and the account card. */
export function DashboardLayout({ label, user, accent, children }: DashboardLayoutProps) {
  const today = new Date();
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.hero} ${styles[accent]}`} aria-labelledby="dashboard-title">
        <p className={styles.eyebrow}>{label}</p>
        <h1 id="dashboard-title" className={styles.title}>
          Welcome back, {user.name}!
        </h1>
        <p className={styles.date}>
          <CalendarIcon aria-hidden="true" />
          <time dateTime={today.toISOString().slice(0, 10)}>{formatDate(today)}</time>
        </p>
      </section>

      <div className={styles.grid}>
        <Card as="section" aria-labelledby="account-title" className={styles.account}>
          <h2 id="account-title" className={styles.sectionTitle}>
            Your account
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Email</dt>
              <dd>
                <MailIcon aria-hidden="true" className={styles.factIcon} />
                <span>{user.email}</span>
              </dd>
            </div>
            <div>
              <dt>Role</dt>
              <dd>
                <RoleBadge role={user.role} />
              </dd>
            </div>
            <div>
              <dt>Member since</dt>
              <dd>{formatDate(user.createdAt)}</dd>
            </div>
          </dl>
          <ButtonLink to="/profile" variant="secondary" fullWidth>
            View profile
          </ButtonLink>
        </Card>
        <div className={styles.main}>{children}</div>
      </div>
    </div>
  );
}

/** Link cards to the screens a role uses. */
export function QuickLinks({ links, accent }: { links: readonly QuickLink[]; accent: Accent }) {
  return (
    <Card as="section" aria-labelledby="links-title">
      <CardHeader title={<span id="links-title">Quick links</span>} />
      <ul className={styles.links}>
        {links.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.link}>
              <span className={`${styles.linkIcon} ${styles[`${accent}Icon`]}`}>
                <Icon aria-hidden="true" />
              </span>
              <span className={styles.linkText}>
                <span className={styles.linkTitle}>{title}</span>
                <span className={styles.linkDescription}>{description}</span>
              </span>
              <ArrowRightIcon className={styles.linkArrow} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
