import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AwardIcon, UsersIcon } from '../../../components/icons/icons';
import card from '../../../components/ui/card.module.css';
import kit from '../../../components/ui/public-blocks.module.css';
import accents from '../../../components/ui/site-accent.module.css';
import { IconBadge, type IconTone } from '../../../components/ui/site-icon-badge';
import { textOf } from '../../../components/ui/site-text';
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
import { MarketingActions, MarketingHero } from '../components/marketing-hero';
import { Section } from '../components/section';
import page from './universities.module.css';

const benefits = [
  {
    title: msg`Industry-aligned curriculum`,
    text: msg`Electives and projects refreshed every term with practitioners, so students learn the tools employers test for.`,
    Icon: LayersIcon,
    tone: 'purple',
  },
  {
    title: msg`Stronger placement outcomes`,
    text: msg`Students reach our network of 2500 hiring partners through campus drives and referrals.`,
    Icon: TrendingUpIcon,
    tone: 'green',
  },
  {
    title: msg`Faculty development`,
    text: msg`Hands-on workshops help your faculty teach new subjects such as cloud, data science and AI with confidence.`,
    Icon: UsersIcon,
    tone: 'blue',
  },
  {
    title: msg`Recognised certificates`,
    text: msg`Industry certificates on completion, structured so your academic council can map them to credits.`,
    Icon: AwardIcon,
    tone: 'amber',
  },
] as const satisfies readonly {
  title: MessageDescriptor;
  text: MessageDescriptor;
  tone: IconTone;
  Icon: unknown;
}[];

const models = [
  {
    name: msg`Curriculum Integration`,
    format: msg`Credit-linked electives`,
    text: msg`Our courses run inside your semester timetable as electives or value-added courses.`,
    points: [
      msg`Live classes plus recorded lessons`,
      msg`Assessments your faculty can moderate`,
      msg`Progress reports for every student`,
    ],
    Icon: GraduationCapIcon,
    tone: 'purple',
  },
  {
    name: msg`Centre of Excellence`,
    format: msg`Co-branded lab on campus`,
    text: msg`A dedicated space for project-based learning in one technology area, run with our mentors.`,
    points: [
      msg`Industry projects and hackathons`,
      msg`Guest sessions by hiring partners`,
      msg`Year-round mentoring for student teams`,
    ],
    Icon: BuildingIcon,
    tone: 'indigo',
  },
  {
    name: msg`Faculty Development Programmes`,
    format: msg`Workshops and train-the-trainer`,
    text: msg`Short, intensive programmes that bring faculty up to speed on current tools and teaching methods.`,
    points: [
      msg`Five-day and semester-long formats`,
      msg`Teaching kits, slides and lab guides`,
      msg`Certificates for participating faculty`,
    ],
    Icon: FlaskIcon,
    tone: 'blue',
  },
  {
    name: msg`Placement & Internship Partnership`,
    format: msg`Career services for your students`,
    text: msg`We prepare final-year students for interviews and bring hiring partners to your campus.`,
    points: [
      msg`Aptitude, coding and interview preparation`,
      msg`Internship matching from the pre-final year`,
      msg`Pooled campus drives with partner companies`,
    ],
    Icon: BriefcaseIcon,
    tone: 'teal',
  },
] as const satisfies readonly {
  name: MessageDescriptor;
  format: MessageDescriptor;
  text: MessageDescriptor;
  points: readonly MessageDescriptor[];
  tone: IconTone;
  Icon: unknown;
}[];

const steps = [
  { title: msg`Discovery call`, text: msg`We learn about your programmes, students and goals.` },
  {
    title: msg`Tailored proposal`,
    text: msg`You receive a plan, timeline and pricing for the model you choose.`,
  },
  { title: msg`Launch on campus`, text: msg`We onboard faculty and students, ready for the next semester.` },
] as const;

/** Universities: the partnership pitch (spec part 1 §2 static public pages). */
export default function UniversitiesPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <MarketingHero
        name={t`For universities`}
        accent="purple"
        title={t`Make every graduate industry-ready`}
        lead={t`Partner with us to bring industry-built courses, faculty training and placement support to your campus, alongside the degree your students already earn.`}
        actions={<MarketingActions lead={{ to: '/contact', label: t`Start a Partnership` }} />}
      />

      <Section eyebrow={t`Why partner with us`} title={t`Benefits for your institution`} centered>
        <FeatureCards cards={benefits} columns={4} />
      </Section>

      <Section
        tone="muted"
        eyebrow={t`Partnership models`}
        title={t`Four ways to work together`}
        lead={t`Start with one model and add others as the partnership grows.`}
        centered
      >
        <ul className={styles.grid2}>
          {models.map(({ name, format, text, points, Icon, tone }) => (
            <li key={name.id} className={styles.card}>
              <div className={kit.person}>
                <IconBadge tone={tone}>
                  <Icon />
                </IconBadge>
                <div>
                  <h3 className={card.title}>{i18n._(name)}</h3>
                  <p className={`${page.format} ${textOf('sm', 'semibold')}`}>{i18n._(format)}</p>
                </div>
              </div>
              <p className={textOf('muted')}>{i18n._(text)}</p>
              <CheckList items={points} />
            </li>
          ))}
        </ul>
      </Section>

      <Section eyebrow={t`How it works`} title={t`From first call to first cohort`} centered>
        <ol className={`${kit.bare} ${page.steps}`}>
          {steps.map((step, index) => (
            <li key={step.title.id} className={page.step}>
              <span
                className={`${accents.initials} ${accents.purple} ${page.stepNumber} ${textOf('lg')}`}
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className={card.title}>{i18n._(step.title)}</h3>
              <p className={textOf('muted')}>{i18n._(step.text)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand
        accent="purple"
        title={t`Bring industry to your campus`}
        text={t`Tell us about your institution and we will propose a partnership that fits your students and your calendar.`}
        actions={<MarketingActions lead={{ to: '/contact', label: t`Start a Partnership` }} />}
      />
    </>
  );
}
