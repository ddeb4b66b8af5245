import { ArrowRightIcon, UsersIcon } from '../../../components/icons/icons';
import { ButtonLink, PageHero } from '../../../components/ui';
import card from '../../../components/ui/card.module.css';
import kit from '../../../components/ui/public-blocks.module.css';
import blocks from '../../../components/ui/site-blocks.module.css';
import { IconBadge, type IconTone } from '../../../components/ui/site-icon-badge';
import { textOf } from '../../../components/ui/site-text';
import { usePageTitle } from '../../../lib/use-page-title';
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
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import { Testimonial } from '../components/testimonial';
import page from './companies.module.css';

const stats = [
  { value: '10,000+', label: 'Learners trained' },
  { value: '1000+', label: 'Placements' },
  { value: '2500', label: 'Hiring partners' },
  { value: '200+', label: 'Courses' },
] as const;

const models = [
  {
    name: 'Direct Hire',
    tagline: 'Interview pre-assessed graduates and hire them straight into your team.',
    Icon: BriefcaseIcon,
    tone: 'teal',
    points: [
      'Shortlists matched to your role and stack, usually within a week',
      'Every candidate has a reviewed project portfolio and assessment scores',
      'Interview online or at our Bengaluru, Hyderabad or Delhi NCR offices',
      'A single, transparent fee, charged only when you hire',
    ],
    bestFor: 'Hiring for common roles: full-stack developers, data analysts, QA and support engineers.',
  },
  {
    name: 'Customised Training-to-Hire',
    tagline: 'We train a dedicated cohort on your tools and processes, then you hire from it.',
    Icon: LayersIcon,
    tone: 'indigo',
    points: [
      'Curriculum designed with your engineering leads around your stack',
      'Eight to sixteen weeks of live classes and projects that mirror your work',
      'Your engineers can mentor the cohort and review the capstone projects',
      'Assessment gates along the way, so you only hire people who are ready',
    ],
    bestFor: 'Scaling a team on a specific stack, or opening a new office or delivery centre.',
  },
] as const satisfies readonly {
  name: string;
  tagline: string;
  tone: IconTone;
  points: readonly string[];
  bestFor: string;
  Icon: unknown;
}[];

const challenges = [
  'No dedicated recruiter and a small hiring budget',
  'Every new hire has to contribute from the first sprint',
  'Competing with large brands for the same experienced engineers',
  'No time or team to train freshers from scratch',
] as const;

const support = [
  'Start-up friendly pricing that grows with your team',
  'Graduates who have shipped projects with Git, code reviews and agile sprints',
  'Shortlists in days, with our team handling screening and scheduling',
  'Flexible models: hire one developer or a whole cohort',
] as const;

const benefits = [
  {
    title: 'Pre-assessed talent',
    text: 'Candidates clear coding assessments, project reviews and mock interviews before you meet them.',
    Icon: TargetIcon,
    tone: 'blue',
  },
  {
    title: 'Faster time to hire',
    text: 'Go from job description to offer in weeks, with shortlists ready in days.',
    Icon: ZapIcon,
    tone: 'amber',
  },
  {
    title: 'Lower hiring cost',
    text: 'Save on job boards, agencies and the months of training a typical fresher needs.',
    Icon: TrendingUpIcon,
    tone: 'green',
  },
  {
    title: 'Skills on current tools',
    text: 'Our courses track what teams use today, from React and Node.js to SQL, Python and cloud.',
    Icon: RocketIcon,
    tone: 'purple',
  },
  {
    title: 'Talent from all over India',
    text: 'Reach motivated learners from metros and smaller cities alike, for on-site or remote roles.',
    Icon: GlobeIcon,
    tone: 'teal',
  },
  {
    title: 'A partner who stays',
    text: 'A dedicated partner manager checks in after joining and helps with every next hire.',
    Icon: HandshakeIcon,
    tone: 'indigo',
  },
] as const satisfies readonly { title: string; text: string; tone: IconTone; Icon: unknown }[];

const testimonials = [
  {
    name: 'Neha Sharma',
    role: 'Head of Engineering, fintech start-up, Bengaluru',
    quote:
      'We hired four full-stack developers from the academy in one quarter. By their second week they were reviewing pull requests, which we had never seen from freshers before.',
    tone: 'teal',
  },
  {
    name: 'Rahul Verma',
    role: 'Talent Acquisition Lead, IT services company, Pune',
    quote:
      'The Training-to-Hire cohort learnt our Java and Spring stack before day one. New joiners now start billable work in two weeks instead of two months.',
    tone: 'indigo',
  },
] as const satisfies readonly { name: string; role: string; quote: string; tone: IconTone }[];

/** Companies: the hiring-partner pitch (spec part 1 §2 static public pages). */
export default function CompaniesPage() {
  usePageTitle('For companies');
  return (
    <>
      <PageHero
        accent="teal"
        eyebrow="For companies"
        title="Hire job-ready tech talent, trained for real work"
        lead="Meet pre-assessed developers, data analysts and designers, or let us train a cohort on your own stack. Start-ups and enterprises across India hire with us."
        actions={
          <>
            <ButtonLink to="/contact" size="lg">
              Become a Hiring Partner <ArrowRightIcon />
            </ButtonLink>
            <ButtonLink to="/about" size="lg" variant="secondary">
              About Us
            </ButtonLink>
          </>
        }
      />

      <Section eyebrow="About Us" title="A talent partner built around outcomes">
        <div className={styles.split}>
          <div className={`${kit.lead} ${styles.splitText}`}>
            <p>
              We are an online academy that trains learners across India for careers in software, data and
              design. Our programmes are built with practising engineers and end with a capstone project
              reviewed by industry mentors.
            </p>
            <p>
              For employers that means candidates who have already worked in teams, used Git and code reviews,
              and explained their work in mock interviews. Our placement team matches them to your roles, so
              you spend your time on the final conversations.
            </p>
          </div>
          <StatList stats={stats} />
        </div>
      </Section>

      <Section
        tone="muted"
        eyebrow="Partnership models"
        title="Two ways to hire with us"
        lead="Pick the model that fits how fast you are growing and how specific your stack is."
        centered
      >
        <ul className={styles.grid2}>
          {models.map(({ name, tagline, Icon, tone, points, bestFor }) => (
            <li key={name} className={styles.card}>
              <div className={blocks.iconHead}>
                <IconBadge tone={tone}>
                  <Icon />
                </IconBadge>
                <h3 className={textOf('xl')}>{name}</h3>
              </div>
              <p className={kit.muted}>{tagline}</p>
              <CheckList items={points} />
              <p className={page.bestFor}>
                <strong>Best for:</strong> {bestFor}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        eyebrow="For start-ups"
        title="Hiring is hard when you are small. We make it lighter."
        lead="Early-stage teams have the least time to hire and the most riding on every hire."
      >
        <div className={styles.grid2}>
          <section
            className={`${kit.stack} ${page.panel} ${page.challenges}`}
            aria-labelledby="startup-challenges"
          >
            <h3 id="startup-challenges" className={card.title}>
              The challenges start-ups tell us about
            </h3>
            <ul className={page.plainList}>
              {challenges.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section className={`${kit.stack} ${page.panel} ${page.support}`} aria-labelledby="startup-support">
            <h3 id="startup-support" className={card.title}>
              How we support start-ups
            </h3>
            <CheckList items={support} />
          </section>
        </div>
      </Section>

      <Section tone="muted" eyebrow="Why partner with us" title="Benefits for your business" centered>
        <FeatureCards cards={benefits} columns={3} />
      </Section>

      <Section eyebrow="Testimonials" title="What hiring managers say" centered>
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
        title="Let's build your team together"
        text="Tell us about the roles you are hiring for and our partnerships team will get back to you within two working days."
        actions={
          <>
            <ButtonLink to="/contact" size="lg">
              Contact Us <ArrowRightIcon />
            </ButtonLink>
            <ButtonLink to="/about" size="lg" variant="secondary" icon={<UsersIcon />}>
              Learn About Us
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
