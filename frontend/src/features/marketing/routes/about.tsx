import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UsersIcon } from '../../../components/icons/icons';
import card from '../../../components/ui/card.module.css';
import kit from '../../../components/ui/public-blocks.module.css';
import accents from '../../../components/ui/site-accent.module.css';
import blocks from '../../../components/ui/site-blocks.module.css';
import type { IconTone } from '../../../components/ui/site-icon-badge';
import { textOf } from '../../../components/ui/site-text';
import { CtaBand } from '../components/cta-band';
import { FeatureCards } from '../components/feature-cards';
import { GlobeIcon, HeartIcon, LightbulbIcon, TargetIcon } from '../components/icons';
import { InitialsAvatar } from '../components/initials-avatar';
import styles from '../components/marketing.module.css';
import { MarketingActions, MarketingHero } from '../components/marketing-hero';
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import page from './about.module.css';

/** The about page's figures (spec part 1 §1: the about page claims an 85% placement rate). */
const stats = [
  { value: msg`10,000+`, label: msg`Students transformed` },
  { value: msg`85%`, label: msg`Placement rate` },
  { value: msg`₹3.5 lakh`, label: msg`Average salary package` },
  { value: msg`2500`, label: msg`Hiring partners` },
] as const;

const values = [
  {
    title: msg`Learners first`,
    text: msg`Every course, mentor hour and placement drive is judged by one test: does it move a learner closer to a better job?`,
    Icon: HeartIcon,
    tone: 'purple',
  },
  {
    title: msg`Built with industry`,
    text: msg`Practitioners from our hiring partners shape the curriculum, review projects and run mock interviews.`,
    Icon: LightbulbIcon,
    tone: 'amber',
  },
  {
    title: msg`Outcomes we can show`,
    text: msg`We publish our placement figures and measure ourselves on jobs and salaries, not on sign-ups.`,
    Icon: TargetIcon,
    tone: 'teal',
  },
  {
    title: msg`Access for all of India`,
    text: msg`Affordable fees, EMI options and live classes that work on a modest laptop and a phone connection.`,
    Icon: GlobeIcon,
    tone: 'blue',
  },
] as const satisfies readonly {
  title: MessageDescriptor;
  text: MessageDescriptor;
  tone: IconTone;
  Icon: unknown;
}[];

const team = [
  {
    name: 'Arjun Mehta',
    role: msg`Co-founder & Chief Executive Officer`,
    bio: msg`Spent twelve years building engineering teams at product companies in Bengaluru before starting the academy to fix the gap between college and the first job.`,
    tone: 'indigo',
  },
  {
    name: 'Priya Raghavan',
    role: msg`Co-founder & Chief Learning Officer`,
    bio: msg`A former computer science professor from Chennai who designs our project-first curriculum and trains every new mentor.`,
    tone: 'teal',
  },
  {
    name: 'Sandeep Kulkarni',
    role: msg`Head of Placements & Partnerships`,
    bio: msg`Leads the team that works with our hiring partners, from fast-growing start-ups in Pune to global capability centres in Hyderabad.`,
    tone: 'purple',
  },
] as const satisfies readonly {
  name: string;
  role: MessageDescriptor;
  bio: MessageDescriptor;
  tone: IconTone;
}[];

const timeline = [
  {
    year: '2019',
    title: msg`The first cohort`,
    text: msg`Started in a Bengaluru co-working space with 40 learners and a single full-stack web development programme.`,
  },
  {
    year: '2020',
    title: msg`Live classes for everyone`,
    text: msg`Moved fully online during the lockdown, opening our classrooms to learners from smaller towns across the country.`,
  },
  {
    year: '2021',
    title: msg`Data science and mentorship`,
    text: msg`Launched data science and AI programmes and paired every learner with a working professional as mentor.`,
  },
  {
    year: '2022',
    title: msg`Three cities, one campus`,
    text: msg`Opened offices in Hyderabad and Delhi NCR for hiring events, and introduced no-cost EMI options.`,
  },
  {
    year: '2023',
    title: msg`Universities join in`,
    text: msg`Partnered with universities to bring industry-aligned electives and faculty training to their campuses.`,
  },
  {
    year: '2024',
    title: msg`10,000 careers and counting`,
    text: msg`Crossed 10,000 learners trained and 2500 hiring partners, with 200+ courses across tech careers.`,
  },
] as const;

/** About (spec part 1 §2 static public pages). */
export default function AboutPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <MarketingHero
        name={t`About us`}
        accent="indigo"
        title={t`We help India's learners build careers in tech`}
        lead={t`Industry-built courses, expert mentors and a placement team that knows what employers want, so talent from every city gets a fair shot at a great job.`}
        actions={
          <MarketingActions
            lead={{ to: '/courses', label: t`Explore Programs` }}
            second={{ to: '/contact', label: t`Talk to us` }}
          />
        }
      />

      <Section eyebrow={t`Our mission`} title={t`Skills that lead to jobs, for every learner`}>
        <div className={styles.split}>
          <div className={`${textOf('lg', 'muted')} ${styles.splitText}`}>
            <p>
              <Trans>
                Every year lakhs of graduates leave college with a degree but without the practical skills
                that hiring managers test for. At the same time, companies across India struggle to fill
                developer, data and design roles.
              </Trans>
            </p>
            <p>
              <Trans>
                Our mission is to close that gap. We teach the tools teams actually use, through projects that
                look like real work, with mentors who do that work every day, and we stay with our learners
                until they are placed.
              </Trans>
            </p>
          </div>
          <StatList stats={stats} />
        </div>
      </Section>

      <Section tone="muted" eyebrow={t`What we stand for`} title={t`Our core values`} centered>
        <FeatureCards cards={values} columns={4} />
      </Section>

      <Section
        eyebrow={t`Leadership`}
        title={t`The team behind the academy`}
        lead={t`Educators and engineers who have hired, taught and mentored thousands of developers.`}
        centered
      >
        <ul className={blocks.grid}>
          {team.map((person) => (
            <li key={person.name} className={`${styles.card} ${page.person}`}>
              <InitialsAvatar name={person.name} tone={person.tone} size="lg" />
              <h3 className={card.title}>{person.name}</h3>
              <p className={`${page.role} ${textOf('sm', 'semibold', 'primary')}`}>{i18n._(person.role)}</p>
              <p className={textOf('muted')}>{i18n._(person.bio)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="muted"
        eyebrow={t`Our journey`}
        title={t`From one classroom to learners across India`}
        centered
      >
        <ol className={`${kit.bare} ${page.timeline}`}>
          {timeline.map((item) => (
            <li key={item.year} className={page.milestone}>
              <span className={`${accents.initials} ${accents.indigo} ${page.year} ${textOf('sm')}`}>
                {item.year}
              </span>
              <div className={page.milestoneBody}>
                <h3 className={card.title}>{i18n._(item.title)}</h3>
                <p className={textOf('muted')}>{i18n._(item.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand
        accent="indigo"
        title={t`Ready to start your tech career?`}
        text={t`Browse programmes in web development, data science, design and more, with mentors and placement support included.`}
        actions={
          <MarketingActions
            lead={{ to: '/courses', label: t`Explore Programs` }}
            second={{ to: '/companies', label: t`Hire our graduates`, icon: <UsersIcon /> }}
          />
        }
      />
    </>
  );
}
