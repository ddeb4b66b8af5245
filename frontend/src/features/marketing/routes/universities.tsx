import { ArrowRightIcon, AwardIcon, UsersIcon } from '../../../components/icons/icons';
import { ButtonLink, PageHero } from '../../../components/ui';
import card from '../../../components/ui/card.module.css';
import kit from '../../../components/ui/public-blocks.module.css';
import accents from '../../../components/ui/site-accent.module.css';
import blocks from '../../../components/ui/site-blocks.module.css';
import { IconBadge, type IconTone } from '../../../components/ui/site-icon-badge';
import { usePageTitle } from '../../../lib/use-page-title';
import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { FeatureCards } from '../components/feature-cards';
import {
  BriefcaseIcon,
  BuildingIcon,
  FlaskIcon,
  GraduationCapIcon,
  LayersIcon,
  TrendingUpIcon,
} from '../components/icons';
import styles from '../components/marketing.module.css';
import { Section } from '../components/section';
import page from './universities.module.css';

const benefits = [
  {
    title: 'Industry-aligned curriculum',
    text: 'Electives and projects refreshed every term with practitioners, so students learn the tools employers test for.',
    Icon: LayersIcon,
    tone: 'purple',
  },
  {
    title: 'Stronger placement outcomes',
    text: 'Students reach our network of 2500 hiring partners through campus drives and referrals.',
    Icon: TrendingUpIcon,
    tone: 'green',
  },
  {
    title: 'Faculty development',
    text: 'Hands-on workshops help your faculty teach new subjects such as cloud, data science and AI with confidence.',
    Icon: UsersIcon,
    tone: 'blue',
  },
  {
    title: 'Recognised certificates',
    text: 'Industry certificates on completion, structured so your academic council can map them to credits.',
    Icon: AwardIcon,
    tone: 'amber',
  },
] as const satisfies readonly { title: string; text: string; tone: IconTone; Icon: unknown }[];

const models = [
  {
    name: 'Curriculum Integration',
    format: 'Credit-linked electives',
    text: 'Our courses run inside your semester timetable as electives or value-added courses.',
    points: [
      'Live classes plus recorded lessons',
      'Assessments your faculty can moderate',
      'Progress reports for every student',
    ],
    Icon: GraduationCapIcon,
    tone: 'purple',
  },
  {
    name: 'Centre of Excellence',
    format: 'Co-branded lab on campus',
    text: 'A dedicated space for project-based learning in one technology area, run with our mentors.',
    points: [
      'Industry projects and hackathons',
      'Guest sessions by hiring partners',
      'Year-round mentoring for student teams',
    ],
    Icon: BuildingIcon,
    tone: 'indigo',
  },
  {
    name: 'Faculty Development Programmes',
    format: 'Workshops and train-the-trainer',
    text: 'Short, intensive programmes that bring faculty up to speed on current tools and teaching methods.',
    points: [
      'Five-day and semester-long formats',
      'Teaching kits, slides and lab guides',
      'Certificates for participating faculty',
    ],
    Icon: FlaskIcon,
    tone: 'blue',
  },
  {
    name: 'Placement & Internship Partnership',
    format: 'Career services for your students',
    text: 'We prepare final-year students for interviews and bring hiring partners to your campus.',
    points: [
      'Aptitude, coding and interview preparation',
      'Internship matching from the pre-final year',
      'Pooled campus drives with partner companies',
    ],
    Icon: BriefcaseIcon,
    tone: 'teal',
  },
] as const satisfies readonly {
  name: string;
  format: string;
  text: string;
  points: readonly string[];
  tone: IconTone;
  Icon: unknown;
}[];

const steps = [
  { title: 'Discovery call', text: 'We learn about your programmes, students and goals.' },
  { title: 'Tailored proposal', text: 'You receive a plan, timeline and pricing for the model you choose.' },
  { title: 'Launch on campus', text: 'We onboard faculty and students, ready for the next semester.' },
] as const;

/** Universities: the partnership pitch (spec part 1 §2 static public pages). */
export default function UniversitiesPage() {
  usePageTitle('For universities');
  return (
    <>
      <PageHero
        accent="purple"
        eyebrow="For universities"
        title="Make every graduate industry-ready"
        lead="Partner with us to bring industry-built courses, faculty training and placement support to your campus, alongside the degree your students already earn."
        actions={
          <ButtonLink to="/contact" size="lg">
            Start a Partnership <ArrowRightIcon />
          </ButtonLink>
        }
      />

      <Section eyebrow="Why partner with us" title="Benefits for your institution" centered>
        <FeatureCards cards={benefits} columns={4} />
      </Section>

      <Section
        tone="muted"
        eyebrow="Partnership models"
        title="Four ways to work together"
        lead="Start with one model and add others as the partnership grows."
        centered
      >
        <ul className={styles.grid2}>
          {models.map(({ name, format, text, points, Icon, tone }) => (
            <li key={name} className={styles.card}>
              <div className={blocks.iconHead}>
                <IconBadge tone={tone}>
                  <Icon />
                </IconBadge>
                <div>
                  <h3 className={card.title}>{name}</h3>
                  <p className={page.format}>{format}</p>
                </div>
              </div>
              <p className={kit.muted}>{text}</p>
              <CheckList items={points} />
            </li>
          ))}
        </ul>
      </Section>

      <Section eyebrow="How it works" title="From first call to first cohort" centered>
        <ol className={`${kit.bare} ${page.steps}`}>
          {steps.map((step, index) => (
            <li key={step.title} className={page.step}>
              <span className={`${accents.initials} ${accents.purple} ${page.stepNumber}`} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={card.title}>{step.title}</h3>
              <p className={kit.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand
        accent="purple"
        title="Bring industry to your campus"
        text="Tell us about your institution and we will propose a partnership that fits your students and your calendar."
        actions={
          <ButtonLink to="/contact" size="lg">
            Start a Partnership <ArrowRightIcon />
          </ButtonLink>
        }
      />
    </>
  );
}
