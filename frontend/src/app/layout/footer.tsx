import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/logo';
import kit from '../../components/ui/public-blocks.module.css';
import { textOf } from '../../components/ui/site-text';
import { BRAND_NAME } from '../../lib/constants';
import styles from './footer.module.css';

const columns = [
  {
    id: 'learn',
    title: msg`Learn`,
    links: [
      { to: '/courses', label: msg`Courses` },
      { to: '/companies', label: msg`For companies` },
      { to: '/universities', label: msg`For universities` },
    ],
  },
  {
    id: 'company',
    title: msg`Company`,
    links: [
      { to: '/about', label: msg`About` },
      { to: '/blog', label: msg`Blog` },
      { to: '/contact', label: msg`Contact` },
    ],
  },
  {
    id: 'support',
    title: msg`Support`,
    links: [
      { to: '/help-center', label: msg`Help Center` },
      { to: '/terms', label: msg`Terms` },
      { to: '/privacy', label: msg`Privacy` },
      { to: '/refund-policy', label: msg`Refund Policy` },
    ],
  },
] as const;

export function Footer() {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={`${kit.stack} ${styles.brand}`}>
          <Logo tone="light" />
          <p className={`${styles.tagline} ${textOf('sm')}`}>
            <Trans>Job-ready tech skills for learners across India.</Trans>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.id} aria-label={i18n._(column.title)} className={styles.column}>
            <h2 className={`${styles.heading} ${textOf('sm', 'semibold', 'uppercase')}`}>
              {i18n._(column.title)}
            </h2>
            <ul className={`${kit.bare} ${kit.stack}`}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={`${styles.link} ${textOf('sm')}`}>
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.bottom} ${textOf('xs')}`}>
        {/* Prerendered at build time: a page built in December and hydrated in January differs here, and that is fine. */}
        <p suppressHydrationWarning>
          <Trans>
            © {year} {BRAND_NAME}. All prices in Indian rupees (₹).
          </Trans>
        </p>
      </div>
    </footer>
  );
}
