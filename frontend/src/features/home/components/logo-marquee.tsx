import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import kit from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import { CLIENT_LOGO_COUNT } from '../../../lib/constants';
import { PauseIcon, PlayIcon } from './home-icons';
import styles from './logo-marquee.module.css';

type Wordmark = 'sans' | 'heavy' | 'caps' | 'serif' | 'mono' | 'light';

/**
 * Companies where learners work (spec part 1 §2: a strip of 17 well-known company logos). Drawn as text
 * wordmarks in a handful of type styles: no logo files are copied or downloaded.
 */
const companies: { name: string; style: Wordmark }[] = [
  { name: 'Google', style: 'sans' },
  { name: 'Microsoft', style: 'light' },
  { name: 'Amazon', style: 'heavy' },
  { name: 'TCS', style: 'caps' },
  { name: 'Infosys', style: 'serif' },
  { name: 'Wipro', style: 'heavy' },
  { name: 'Accenture', style: 'light' },
  { name: 'Deloitte', style: 'sans' },
  { name: 'IBM', style: 'caps' },
  { name: 'Flipkart', style: 'heavy' },
  { name: 'Swiggy', style: 'sans' },
  { name: 'Zomato', style: 'serif' },
  { name: 'Paytm', style: 'mono' },
  { name: 'Razorpay', style: 'heavy' },
  { name: 'Zoho', style: 'caps' },
  { name: 'Freshworks', style: 'light' },
  { name: 'HCLTech', style: 'mono' },
];

const shown = companies.slice(0, CLIENT_LOGO_COUNT);

/**
 * The client strip: scrolls continuously (CSS only) from 5 s after it shows, stops under the pointer, on keyboard focus and with
 * the pause button, and stands still as a wrapped list for reduced motion. The second copy of the list
 * only makes the loop seamless and is hidden from assistive technology.
 */
export function LogoMarquee() {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  const list = (hidden: boolean) => (
    <ul
      className={`${kit.bare} ${styles.list}`}
      aria-label={hidden ? undefined : t`Companies that hire our learners`}
      aria-hidden={hidden || undefined}
    >
      {shown.map((company) => (
        <li key={company.name} className={`${styles.wordmark} ${styles[company.style]}`}>
          {company.name}
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.section} aria-labelledby="clients-title">
      <div className={`container ${kit.spread} ${styles.head}`}>
        <h2
          id="clients-title"
          className={`${kit.eyebrow} ${textOf('muted')} ${styles.title} ${textOf('semibold')}`}
        >
          <Trans>Our learners work at India's leading companies</Trans>
        </h2>
        <button
          type="button"
          className={`${kit.inline} ${styles.pause} ${textOf('xs', 'semibold')}`}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
          {paused ? (
            <Trans>
              <span>Play</span>
              <span className="sr-only"> the scrolling company names</span>
            </Trans>
          ) : (
            <Trans>
              <span>Pause</span>
              <span className="sr-only"> the scrolling company names</span>
            </Trans>
          )}
        </button>
      </div>
      <div className={styles.viewport} data-paused={paused}>
        <div className={styles.track}>
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
