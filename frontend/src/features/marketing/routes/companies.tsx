import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UsersIcon } from '../../../components/icons/icons';
import card from '../../../components/ui/card.module.css';
import kit from '../../../components/ui/public-blocks.module.css';
import { IconBadge, type IconTone } from '../../../components/ui/site-icon-badge';
import { textOf } from '../../../components/ui/site-text';
import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { FeatureCards } from '../components/feature-cards';
import {
  BriefcaseIcon,
  GlobeIcon,
  HandshakeIcon,
  LayersIcon,
  RocketIcon,
  TargetIcon,
  TrendingUpIcon,
  ZapIcon,
} from '../components/icons';
import styles from '../components/marketing.module.css';
import { MarketingActions, MarketingHero } from '../components/marketing-hero';
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import { Testimonial } from '../components/testimonial';
import page from './companies.module.css';

const stats = [
  { value: msg`10,000+`, label: msg`Learners trained` },
  { value: msg`1000+`, label: msg`Placements` },
  { value: msg`2500`, label: msg`Hiring partners` },
  { value: msg`200+`, label: msg`Courses` },
] as const;

const models = [
  {
    name: msg`Direct Hire`,
    tagline: msg`Interview pre-assessed graduates and hire them straight into your team.`,
    Icon: BriefcaseIcon,
    tone: 'teal',
    points: [
      msg`Shortlists matched to your role and stack, usually within a week`,
      msg`Every candidate has a reviewed project portfolio and assessment scores`,
      msg`Interview online or at our Bengaluru, Hyderabad or Delhi NCR offices`,
      msg`A single, transparent fee, charged only when you hire`,
    ],
    bestFor: msg`Hiring for common roles: full-stack developers, data analysts, QA and support engineers.`,
  },
  {
    name: msg`Customised Training-to-Hire`,
    tagline: msg`We train a dedicated cohort on your tools and processes, then you hire from it.`,
    Icon: LayersIcon,
    tone: 'indigo',
    points: [
      msg`Curriculum designed with your engineering leads around your stack`,
      msg`Eight to sixteen weeks of live classes and projects that mirror your work`,
      msg`Your engineers can mentor the cohort and review the capstone projects`,
      msg`Assessment gates along the way, so you only hire people who are ready`,
    ],
    bestFor: msg`Scaling a team on a specific stack, or opening a new office or delivery centre.`,
  },
] as const satisfies readonly {
  name: MessageDescriptor;
  tagline: MessageDescriptor;
  tone: IconTone;
  points: readonly MessageDescriptor[];
  bestFor: MessageDescriptor;
  Icon: unknown;
}[];

const challenges = [
  msg`No dedicated recruiter and a small hiring budget`,
  msg`Every new hire has to contribute from the first sprint`,
  msg`Competing with large brands for the same experienced engineers`,
  msg`No time or team to train freshers from scratch`,
] as const;

const support = [
  msg`Start-up friendly pricing that grows with your team`,
  msg`Graduates who have shipped projects with Git, code reviews and agile sprints`,
  msg`Shortlists in days, with our team handling screening and scheduling`,
  msg`Flexible models: hire one developer or a whole cohort`,
] as const;

const benefits = [
  {
    title: msg`Pre-assessed talent`,
    text: msg`Candidates clear coding assessments, project reviews and mock interviews before you meet them.`,
    Icon: TargetIcon,
    tone: 'blue',
  },
  {
    title: msg`Faster time to hire`,
    text: msg`Go from job description to offer in weeks, with shortlists ready in days.`,
    Icon: ZapIcon,
    tone: 'amber',
  },
  {
    title: msg`Lower hiring cost`,
    text: msg`Save on job boards, agencies and the months of training a typical fresher needs.`,
    Icon: TrendingUpIcon,
    tone: 'green',
  },
  {
    title: msg`Skills on current tools`,
    text: msg`Our courses track what teams use today, from React and Node.js to SQL, Python and cloud.`,
    Icon: RocketIcon,
    tone: 'purple',
  },
  {
    title: msg`Talent from all over India`,
    text: msg`Reach motivated learners from metros and smaller cities alike, for on-site or remote roles.`,
    Icon: GlobeIcon,
    tone: 'teal',
  },
  {
    title: msg`A partner who stays`,
    text: msg`A dedicated partner manager checks in after joining and helps with every next hire.`,
    Icon: HandshakeIcon,
    tone: 'indigo',
  },
] as const satisfies readonly {
  title: MessageDescriptor;
  text: MessageDescriptor;
  tone: IconTone;
  Icon: unknown;
}[];

const testimonials = [
  {
    name: 'Neha Sharma',
    role: msg`Head of Engineering, fintech start-up, Bengaluru`,
    quote: msg`We hired four full-stack developers from the academy in one quarter. By their second week they were reviewing pull requests, which we had never seen from freshers before.`,
    tone: 'teal',
  },
  {
    name: 'Rahul Verma',
    role: msg`Talent Acquisition Lead, IT services company, Pune`,
    quote: msg`The Training-to-Hire cohort learnt our Java and Spring stack before day one. New joiners now start billable work in two weeks instead of two months.`,
    tone: 'indigo',
  },
] as const satisfies readonly {
  name: string;
  role: MessageDescriptor;
  quote: MessageDescriptor;
  tone: IconTone;
}[];

/** Companies: the hiring-partner pitch (spec part 1 §2 static public pages). */
export default function CompaniesPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <MarketingHero
        name={t`For companies`}
        accent="teal"
        title={t`Hire job-ready tech talent, trained for real work`}
        lead={t`Meet pre-assessed developers, data analysts and designers, or let us train a cohort on your own stack. Start-ups and enterprises across India hire with us.`}
        actions={
          <MarketingActions
            lead={{ to: '/contact', label: t`Become a Hiring Partner` }}
            second={{ to: '/about', label: t`About Us` }}
          />
        }
      />

      <Section eyebrow={t`About Us`} title={t`A talent partner built around outcomes`}>
        <div className={styles.split}>
          <div className={`${textOf('lg', 'muted')} ${styles.splitText}`}>
            <p>
              <Trans>
                We are an online academy that trains learners across India for careers in software, data and
                design. Our programmes are built with practising engineers and end with a capstone project
                reviewed by industry mentors.
              </Trans>
            </p>
            <p>
              <Trans>
                For employers that means candidates who have already worked in teams, used Git and code
                reviews, and explained their work in mock interviews. Our placement team matches them to your
                roles, so you spend your time on the final conversations.
              </Trans>
            </p>
          </div>
          <StatList stats={stats} />
        </div>
      </Section>

      <Section
        tone="muted"
        eyebrow={t`Partnership models`}
        title={t`Two ways to hire with us`}
        lead={t`Pick the model that fits how fast you are growing and how specific your stack is.`}
        centered
      >
        <ul className={styles.grid2}>
          {models.map(({ name, tagline, Icon, tone, points, bestFor }) => {
            const bestForText = i18n._(bestFor);
            return (
              <li key={name.id} className={styles.card}>
                <div className={kit.person}>
                  <IconBadge tone={tone}>
                    <Icon />
                  </IconBadge>
                  <h3 className={textOf('xl')}>{i18n._(name)}</h3>
                </div>
                <p className={textOf('muted')}>{i18n._(tagline)}</p>
                <CheckList items={points} />
                <p className={`${page.bestFor} ${textOf('sm')}`}>
                  <Trans>
                    <strong>Best for:</strong> {bestForText}
                  </Trans>
                </p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        eyebrow={t`For start-ups`}
        title={t`Hiring is hard when you are small. We make it lighter.`}
        lead={t`Early-stage teams have the least time to hire and the most riding on every hire.`}
      >
        <div className={styles.grid2}>
          <section
            className={`${kit.stack} ${page.panel} ${page.challenges}`}
            aria-labelledby="startup-challenges"
          >
            <h3 id="startup-challenges" className={card.title}>
              <Trans>The challenges start-ups tell us about</Trans>
            </h3>
            <ul className={`${kit.stack} ${page.plainList}`}>
              {challenges.map((item) => (
                <li key={item.id}>{i18n._(item)}</li>
              ))}
            </ul>
          </section>
          <section className={`${kit.stack} ${page.panel} ${page.support}`} aria-labelledby="startup-support">
            <h3 id="startup-support" className={card.title}>
              <Trans>How we support start-ups</Trans>
            </h3>
            <CheckList items={support} />
          </section>
        </div>
      </Section>

      <Section tone="muted" eyebrow={t`Why partner with us`} title={t`Benefits for your business`} centered>
        <FeatureCards cards={benefits} columns={3} />
      </Section>

      <Section eyebrow={t`Testimonials`} title={t`What hiring managers say`} centered>
        <ul className={styles.grid2}>
          {testimonials.map((item) => (
            <li key={item.name}>
              <Testimonial {...item} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        accent="teal"
        title={t`Let's build your team together`}
        text={t`Tell us about the roles you are hiring for and our partnerships team will get back to you within two working days.`}
        actions={
          <MarketingActions
            lead={{ to: '/contact', label: t`Contact Us` }}
            second={{ to: '/about', label: t`Learn About Us`, icon: <UsersIcon /> }}
          />
        }
      />
    </>
  );
}
