import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import kit from '../../../components/ui/public-blocks.module.css';
import blocks from '../../../components/ui/site-blocks.module.css';
import prose from '../../../components/ui/site-prose.module.css';
import { textOf } from '../../../components/ui/site-text';
import { formatCalendarDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { LEGAL_LAST_UPDATED } from '../constants';
import styles from './legal.module.css';

export interface LegalSection {
  id: string;
  title: MessageDescriptor;
  body: ReactNode;
}

const policies = [
  { to: '/terms', label: msg`Terms of Service` },
  { to: '/privacy', label: msg`Privacy Policy` },
  { to: '/refund-policy', label: msg`Refund Policy` },
] as const;

/**
 * The shared frame of the legal pages: title, last-updated date, links between the three policies, a
 * summary, and an "On this page" list of the numbered sections (sticky beside the text on wide screens).
 */
export function LegalPage({
  title,
  summary,
  sections,
  path,
}: {
  title: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
  path: (typeof policies)[number]['to'];
}) {
  const { i18n, t } = useLingui();
  usePageTitle(title);
  const lastUpdated = formatCalendarDate(LEGAL_LAST_UPDATED);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className="container">
          <p className={blocks.eyebrow}>
            <Trans>Legal</Trans>
          </p>
          <h1 className={`${styles.title} ${textOf('4xl')}`}>{title}</h1>
          <p className={`${textOf('muted')} ${styles.updated}`}>
            <Trans>
              Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{lastUpdated}</time>
            </Trans>
          </p>
          <nav aria-label={t`Policies`} className={styles.policies}>
            <ul className={`${kit.bare} ${kit.wrap} ${styles.policyList}`}>
              {policies.map((policy) => (
                <li key={policy.to}>
                  <Link to={policy.to} aria-current={policy.to === path ? 'page' : undefined}>
                    {i18n._(policy.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      <div className={`container ${styles.layout}`}>
        <aside className={styles.aside}>
          <nav aria-label={t`On this page`} className={`${blocks.card} ${styles.toc}`}>
            <h2 className={blocks.overline}>
              <Trans>On this page</Trans>
            </h2>
            <ol className={`${kit.stack} ${styles.tocList} ${textOf('sm', 'snug')}`}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{i18n._(section.title)}</a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>

        <div className={styles.content}>
          <div className={styles.summary}>{summary}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={`${styles.section} ${prose.prose}`}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={textOf('xl')}>
                <span className={textOf('primary')}>{index + 1}.</span> {i18n._(section.title)}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
