import type { Course } from '@academy/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LinkedInIcon } from '../../../../components/icons/icons';
import { Accordion } from '../../../../components/ui';
import kit from '../../../../components/ui/public-blocks.module.css';
import { CheckList } from '../../../../components/ui/public-check-list';
import { QuoteContent } from '../../../../components/ui/public-quote';
import { textOf } from '../../../../components/ui/site-text';
import { formatPrice, initialsOf } from '../../../../lib/format';
import { i18n } from '../../../../lib/i18n';
import { instructorNameOf } from '../../lib/catalogue';
import { BriefcaseIcon, GlobeIcon, LayersIcon, RefreshIcon, XBrandIcon } from '../course-icons';
import { coursePromises, refundPromise } from './price-card';
import { ListSection, orStandard, Section } from './section';
import styles from './sections.module.css';

// Filler for courses that leave a section empty (spec part 2 §2: default content is shown).

const DEFAULT_BIO = msg`An industry practitioner who has built and shipped real products, and who teaches the way teams work: small steps, honest feedback and plenty of practice.`;

const DEFAULT_TESTIMONIALS = [
  {
    name: 'Sneha Reddy',
    role: msg`Analyst, now at a Hyderabad product company`,
    quote: msg`The projects were close to what I do at work now. My mentor reviewed every one of them before my interviews.`,
  },
  {
    name: 'Arjun Mehta',
    role: msg`Final-year B.Tech student`,
    quote: msg`Live classes kept me on track, and the recordings meant I never fell behind during exams. The placement team was always a message away.`,
  },
  {
    name: 'Fatima Shaikh',
    role: msg`Career switcher from teaching`,
    quote: msg`I was nervous about changing careers. The step-by-step lessons and mock interviews gave me the confidence to apply.`,
  },
];

const DEFAULT_JOURNEY = [
  { step: msg`Enrol`, desc: msg`Create your account, enrol and get instant access to the first module.` },
  {
    step: msg`Onboarding`,
    desc: msg`Meet your mentor and batch, and set a weekly learning plan that fits your schedule.`,
  },
  {
    step: msg`Learn and build`,
    desc: msg`Attend live classes, watch the recordings and complete hands-on projects.`,
  },
  {
    step: msg`Get certified and placed`,
    desc: msg`Earn your certificate, polish your resume and interview with hiring partners.`,
  },
];

const DEFAULT_COMPANIES = ['TCS', 'Infosys', 'Wipro', 'Accenture', 'Deloitte', 'Flipkart', 'Swiggy', 'Zoho'];

/** The fee card's claims (spec part 2 §2). */
const FEE_CLAIMS = [
  { figure: '50+', label: msg`hiring partners` },
  { figure: '5+', label: msg`projects` },
];

/** The fallback FAQ. Its refund answer contradicts the price card's promise; the spec keeps both. */
const DEFAULT_FAQS = [
  {
    question: msg`Do I get a certificate?`,
    answer: msg`Yes. You receive an industry-recognised certificate when you complete the course.`,
  },
  {
    question: msg`Are the classes live or recorded?`,
    answer: msg`Both. Join the live classes with your mentor, or watch the recordings at any time afterwards.`,
  },
  {
    question: msg`How long can I access the course?`,
    answer: msg`For life. You keep access to every lesson and resource, including future updates.`,
  },
  {
    question: msg`Will I get placement support?`,
    answer: msg`Yes. Mentorship and placement support include resume reviews, mock interviews and introductions to our hiring partners.`,
  },
  {
    question: msg`Can I get a refund after enrolling?`,
    answer: msg`There is no refund once enrolled. Please watch the preview and read the curriculum before you enrol.`,
  },
];

export function InstructorSection({ course }: { course: Course }) {
  const { t } = useLingui();
  const { instructor } = course;
  const name = instructorNameOf(course);
  const experience = instructor.experience;
  const socials = [
    { key: 'linkedin', href: instructor.socials.linkedin, label: 'LinkedIn', icon: <LinkedInIcon /> },
    { key: 'twitter', href: instructor.socials.twitter, label: 'X (Twitter)', icon: <XBrandIcon /> },
    { key: 'website', href: instructor.socials.website, label: t`Website`, icon: <GlobeIcon /> },
  ].filter((social) => social.href);
  return (
    <Section id="instructors">
      <article className={styles.instructor} aria-labelledby="instructor-name">
        <div className={`${kit.stack} ${styles.instructorHead}`}>
          {instructor.avatar ? (
            <img
              src={instructor.avatar}
              alt=""
              width={96}
              height={96}
              className={`${kit.icon} ${kit.round} ${styles.avatarLarge}`}
            />
          ) : (
            <span className={`${kit.icon} ${kit.round} ${styles.avatarLarge}`} aria-hidden="true">
              {initialsOf(name)}
            </span>
          )}
          <div className={`${kit.stack} ${styles.instructorWho}`}>
            <h3 id="instructor-name" className={textOf('2xl')}>
              {name}
            </h3>
            <p className={`${textOf('muted')} ${textOf('medium')}`}>{instructor.title ?? t`Course mentor`}</p>
            {instructor.experience && (
              <p className={`${kit.inline} ${styles.instructorExperience}`}>
                <BriefcaseIcon />
                <Trans>{experience} of industry experience</Trans>
              </p>
            )}
            {socials.length > 0 && (
              <ul className={`${kit.bare} ${kit.wrap} ${styles.socials}`} aria-label={t`${name} online`}>
                {socials.map((social) => (
                  <li key={social.key}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${kit.icon} ${styles.social}`}
                      aria-label={socialLabel(name, social.label)}
                    >
                      {social.icon}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <div className={`${kit.stack} ${styles.instructorBody}`}>
          <p className={`${kit.stack} ${styles.prose}`}>{instructor.bio || i18n._(DEFAULT_BIO)}</p>
          {instructor.achievements.length > 0 && (
            <CheckList items={instructor.achievements} aria-label={t`Achievements`} />
          )}
        </div>
      </article>
    </Section>
  );
}

const avatarTones = ['blue', 'teal', 'indigo', 'purple'] as const;

export function AlumniSection({ course }: { course: Course }) {
  const { t } = useLingui();
  const standard = DEFAULT_TESTIMONIALS.map(({ name, role, quote }) => ({
    name,
    role: i18n._(role),
    quote: i18n._(quote),
  }));
  return (
    <ListSection
      id="alumni"
      tone="tinted"
      intro={t`What learners say after finishing the course.`}
      items={orStandard<Course['testimonials'][number]>(course.testimonials, standard)}
      layout="fit"
      className={styles.cards}
    >
      {(testimonial, i) => (
        <li key={testimonial.name} className={`${kit.box} ${styles.testimonial}`}>
          <QuoteContent
            quote={testimonial.quote}
            name={testimonial.name}
            role={testimonial.role ?? testimonial.title}
            tone={avatarTones[i % avatarTones.length]!}
            classes={{ icon: styles.quoteIcon, quote: textOf('base') }}
          />
        </li>
      )}
    </ListSection>
  );
}

export function AdmissionSection({ course }: { course: Course }) {
  const { t } = useLingui();
  const standard = DEFAULT_JOURNEY.map(({ step, desc }) => ({ step: i18n._(step), desc: i18n._(desc) }));
  return (
    <ListSection
      id="admission"
      intro={t`From enrolment to your first job offer, step by step.`}
      items={orStandard(course.learningJourney, standard)}
      layout="fit"
      className={styles.steps}
      ordered
    >
      {(step, i) => (
        <li key={step.step} className={`${kit.box} ${kit.raised} ${kit.sideIcon}`}>
          <span className={`${kit.icon} ${kit.round} ${styles.stepNumber}`} aria-hidden="true">
            {i + 1}
          </span>
          <h3 className={textOf('lg', 'snug')}>{step.step}</h3>
          <p className={textOf('muted')}>{step.desc}</p>
        </li>
      )}
    </ListSection>
  );
}

export function CompaniesSection({ course }: { course: Course }) {
  const { t } = useLingui();
  return (
    <ListSection
      id="companies"
      tone="tinted"
      intro={t`Where learners of this course go on to work.`}
      items={orStandard(course.companies, DEFAULT_COMPANIES)}
      layout="fit"
      className={styles.companies}
      label={t`Companies`}
    >
      {(company) => (
        <li key={company} className={`${kit.box} ${styles.company}`}>
          {company}
        </li>
      )}
    </ListSection>
  );
}

export function FeeSection({ course, enrollAction }: { course: Course; enrollAction: ReactNode }) {
  const { t } = useLingui();
  return (
    <Section id="fee">
      <div className={styles.fee}>
        <div className={`${kit.stack} ${styles.feeMain}`}>
          <p className={`${kit.eyebrow} ${textOf('muted')}`}>
            <Trans>Course fee</Trans>
          </p>
          <p className={styles.feePrice}>{formatPrice(course.price)}</p>
          <p className={textOf('muted')}>
            {course.price === 0
              ? t`Free to enrol. Everything below is included.`
              : t`One-time payment. Everything below is included.`}
          </p>
          <CheckList items={coursePromises()} />
          <div className={styles.feeActions}>{enrollAction}</div>
        </div>
        <ul className={`${kit.bare} ${kit.cols} ${styles.claims}`}>
          {FEE_CLAIMS.map((claim, i) => (
            <li key={claim.figure} className={`${kit.box} ${styles.claim}`}>
              {i === 0 ? <BriefcaseIcon /> : <LayersIcon />}
              <span className={styles.claimFigure}>{claim.figure}</span>
              <span className={textOf('semibold')}>{i18n._(claim.label)}</span>
            </li>
          ))}
          <li className={`${kit.box} ${styles.claim} ${styles.claimWide}`}>
            <RefreshIcon />
            <span className={textOf('semibold')}>{refundPromise()}</span>
          </li>
        </ul>
      </div>
    </Section>
  );
}

export function FaqSection({ course }: { course: Course }) {
  const faqs =
    course.faqs.length > 0
      ? course.faqs
      : DEFAULT_FAQS.map(({ question, answer }) => ({ question: i18n._(question), answer: i18n._(answer) }));
  return (
    <Section id="faqs" tone="tinted">
      <Accordion
        exclusive
        name="course-faqs"
        items={faqs.map((faq, i) => ({
          id: `faq-${i}`,
          title: faq.question,
          content: <p>{faq.answer}</p>,
        }))}
      />
    </Section>
  );
}

/** "Asha Rao on LinkedIn (opens in a new tab)": a social link's name. */
function socialLabel(name: string, network: string): string {
  return i18n._(msg`${name} on ${network} (opens in a new tab)`);
}
