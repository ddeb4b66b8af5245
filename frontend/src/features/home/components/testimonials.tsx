import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import kit from '../../../components/ui/public-blocks.module.css';
import { QuoteContent } from '../../../components/ui/public-quote';
import { textOf } from '../../../components/ui/site-text';
import { TESTIMONIAL_COUNT } from '../../../lib/constants';
import styles from './lower-sections.module.css';

/** Three fixed testimonials (spec part 1 §2, §3: name, role, quote, avatar). Avatars are initials. */
const testimonials = [
  {
    name: 'Ananya Gupta',
    role: msg`Frontend Developer, Bengaluru`,
    quote: msg`I switched from a support job to frontend development in eight months. The projects and mock interviews made the difference in my interviews.`,
    avatar: 'blue',
  },
  {
    name: 'Rohit Verma',
    role: msg`Data Analyst, Pune`,
    quote: msg`Live classes after work and recordings on weekends fitted my schedule. My mentor reviewed every dashboard I built before I applied.`,
    avatar: 'teal',
  },
  {
    name: 'Meera Nair',
    role: msg`Cloud Engineer, Kochi`,
    quote: msg`The virtual internship felt like a real job. I talked about it in every interview, and it is why I got my first offer.`,
    avatar: 'purple',
  },
] as const;

export function Testimonials() {
  const { i18n } = useLingui();
  return (
    <section className={`${styles.section} ${kit.tinted}`} aria-labelledby="testimonials-title">
      <div className="container">
        <div className={`${kit.stack} ${styles.head}`}>
          <p className={kit.eyebrow}>
            <Trans>Testimonials</Trans>
          </p>
          <h2 id="testimonials-title" className={kit.heading}>
            <Trans>Learners who made the switch</Trans>
          </h2>
        </div>
        <ul className={`${kit.bare} ${kit.cols} ${styles.testimonials}`}>
          {testimonials.slice(0, TESTIMONIAL_COUNT).map((t) => (
            <li key={t.name}>
              <figure className={`${kit.box} ${styles.testimonial}`}>
                <QuoteContent
                  quote={i18n._(t.quote)}
                  name={t.name}
                  role={i18n._(t.role)}
                  tone={t.avatar}
                  caption="figcaption"
                  classes={{ icon: styles.quoteIcon, quote: textOf('lg'), avatar: styles.avatar }}
                />
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
