import kit from '../../../components/ui/public-blocks.module.css';
import { QuoteContent } from '../../../components/ui/public-quote';
import { TESTIMONIAL_COUNT } from '../../../lib/constants';
import styles from './lower-sections.module.css';

/** Three fixed testimonials (spec part 1 §2, §3: name, role, quote, avatar). Avatars are initials. */
const testimonials = [
  {
    name: 'Ananya Gupta',
    role: 'Frontend Developer, Bengaluru',
    quote:
      'I switched from a support job to frontend development in eight months. The projects and mock interviews made the difference in my interviews.',
    avatar: 'blue',
  },
  {
    name: 'Rohit Verma',
    role: 'Data Analyst, Pune',
    quote:
      'Live classes after work and recordings on weekends fitted my schedule. My mentor reviewed every dashboard I built before I applied.',
    avatar: 'teal',
  },
  {
    name: 'Meera Nair',
    role: 'Cloud Engineer, Kochi',
    quote:
      'The virtual internship felt like a real job. I talked about it in every interview, and it is why I got my first offer.',
    avatar: 'purple',
  },
] as const;

export function Testimonials() {
  return (
    <section className={`${styles.section} ${kit.tinted}`} aria-labelledby="testimonials-title">
      <div className="container">
        <div className={`${kit.stack} ${styles.head}`}>
          <p className={kit.eyebrow}>Testimonials</p>
          <h2 id="testimonials-title" className={kit.heading}>
            Learners who made the switch
          </h2>
        </div>
        <ul className={`${kit.bare} ${kit.cols} ${styles.testimonials}`}>
          {testimonials.slice(0, TESTIMONIAL_COUNT).map((t) => (
            <li key={t.name}>
              <figure className={`${kit.box} ${styles.testimonial}`}>
                <QuoteContent
                  quote={t.quote}
                  name={t.name}
                  role={t.role}
                  tone={t.avatar}
                  caption="figcaption"
                  classes={{ icon: styles.quoteIcon, quote: styles.quote, avatar: styles.avatar }}
                />
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
