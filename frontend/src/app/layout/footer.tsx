import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/logo';
import kit from '../../components/ui/public-blocks.module.css';
import { BRAND_NAME } from '../../lib/constants';
import styles from './footer.module.css';

const columns = [
  {
    title: 'Learn',
    links: [
      { to: '/courses', label: 'Courses' },
      { to: '/companies', label: 'For companies' },
      { to: '/universities', label: 'For universities' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help-center', label: 'Help Center' },
      { to: '/terms', label: 'Terms' },
      { to: '/privacy', label: 'Privacy' },
      { to: '/refund-policy', label: 'Refund Policy' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={`${kit.stack} ${styles.brand}`}>
          <Logo tone="light" />
          <p className={styles.tagline}>
            <Trans>Job-ready tech skills for learners across India.</Trans>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={`${kit.bare} ${kit.stack}`}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        {/* Prerendered at build time: a page built in December and hydrated in January differs here, and that is fine. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {BRAND_NAME}. All prices in Indian rupees (₹).
        </p>
      </div>
    </footer>
  );
}
