import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { AwardIcon, BookIcon, UsersIcon } from '../../../components/icons/icons';
import kit from '../../../components/ui/public-blocks.module.css';
import accents from '../../../components/ui/site-accent.module.css';
import { textOf } from '../../../components/ui/site-text';
import styles from './auth-layout.module.css';

type Accent = 'blue' | 'teal' | 'indigo' | 'purple';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The side panel: a heading and what it claims. */
  panel: { heading: string; text: string };
  accent?: Accent;
}

/** The product's claims shown beside the sign-in forms (spec part 1 §1, §2 Register). */
const highlights = [
  {
    id: 'courses',
    icon: BookIcon,
    title: msg`200+ courses`,
    text: msg`From web development to AI/ML, built with industry.`,
  },
  {
    id: 'instructors',
    icon: UsersIcon,
    title: msg`Expert instructors`,
    text: msg`Learn from mentors who work in the field.`,
  },
  {
    id: 'certificates',
    icon: AwardIcon,
    title: msg`Certificates`,
    text: msg`Earn a certificate for every course you complete.`,
  },
];

/** Form card beside a gradient panel; the panel moves below the form on narrow screens. */
export function AuthLayout({ title, subtitle, children, panel, accent = 'blue' }: AuthLayoutProps) {
  const { i18n } = useLingui();
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.shell}>
        <section className={styles.formSide} aria-labelledby="auth-title">
          <div className={styles.formInner}>
            <h1 id="auth-title" className={`${styles.title} ${textOf('3xl')}`} tabIndex={-1}>
              {title}
            </h1>
            {subtitle && <p className={`${textOf('muted')} ${styles.subtitle}`}>{subtitle}</p>}
            {children}
          </div>
        </section>
        <aside className={`${styles.panel} ${accents[accent]}`} aria-label={i18n._(msg`Why learn with us`)}>
          <div className={styles.panelInner}>
            <h2 className={textOf('2xl')}>{panel.heading}</h2>
            <p className={styles.panelText}>{panel.text}</p>
            <ul className={`${kit.bare} ${styles.highlights}`}>
              {highlights.map(({ id, icon: Icon, title: itemTitle, text }) => (
                <li key={id} className={styles.highlight}>
                  <span className={`${kit.icon} ${styles.highlightIcon}`}>
                    <Icon />
                  </span>
                  <span className={kit.personText}>
                    <strong className={textOf('lg')}>{i18n._(itemTitle)}</strong>
                    <span className={`${styles.highlightText} ${textOf('sm')}`}>{i18n._(text)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <svg className={styles.decoration} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
            <circle cx="160" cy="40" r="70" fill="rgb(255 255 255 / 0.07)" />
            <circle cx="30" cy="180" r="50" fill="rgb(255 255 255 / 0.06)" />
          </svg>
        </aside>
      </div>
    </div>
  );
}
