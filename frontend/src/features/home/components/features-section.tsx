import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { AwardIcon, BookIcon, UsersIcon } from '../../../components/icons/icons';
import kit from '../../../components/ui/public-blocks.module.css';
import accents from '../../../components/ui/site-accent.module.css';
import { textOf } from '../../../components/ui/site-text';
import { FEATURE_CARD_COUNT, FEATURE_CARD_ROTATION_MS, LEARNING_PILLAR_COUNT } from '../../../lib/constants';
import {
  BriefcaseIcon,
  InfinityIcon,
  LayersIcon,
  MessageIcon,
  PhoneIcon,
  RocketIcon,
  TargetIcon,
  TrendingUpIcon,
  VideoIcon,
} from './home-icons';
import styles from './lower-sections.module.css';

const features: { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode }[] = [
  {
    title: msg`Industry-recognised certificate`,
    text: msg`Finish a course and earn a certificate that employers across India recognise.`,
    icon: <AwardIcon />,
  },
  {
    title: msg`Live plus recorded classes`,
    text: msg`Learn live with your mentor, then revisit every class whenever you need it.`,
    icon: <VideoIcon />,
  },
  {
    title: msg`Mentorship`,
    text: msg`Get unstuck fast with mentors who build software for a living.`,
    icon: <UsersIcon />,
  },
  {
    title: msg`Placement support`,
    text: msg`Resume reviews, mock interviews and introductions to our hiring partners.`,
    icon: <BriefcaseIcon />,
  },
  {
    title: msg`Real-world projects`,
    text: msg`Build portfolio projects modelled on briefs from real companies.`,
    icon: <LayersIcon />,
  },
  {
    title: msg`Virtual internships`,
    text: msg`Practise real workplace tasks in job simulations before your first day.`,
    icon: <RocketIcon />,
  },
  {
    title: msg`Lifetime access`,
    text: msg`Keep every lesson, resource and future update of your courses.`,
    icon: <InfinityIcon />,
  },
  {
    title: msg`Learn on any device`,
    text: msg`Short lessons with notes that work on a phone and on slow connections.`,
    icon: <PhoneIcon />,
  },
  {
    title: msg`Community and forums`,
    text: msg`Ask questions and learn with peers from across India in every course.`,
    icon: <MessageIcon />,
  },
];

const pillars: { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode }[] = [
  {
    title: msg`Learn`,
    text: msg`Concepts explained by industry experts, one short lesson at a time.`,
    icon: <BookIcon />,
  },
  {
    title: msg`Practise`,
    text: msg`Assignments and quizzes after every module, with feedback.`,
    icon: <TargetIcon />,
  },
  {
    title: msg`Build`,
    text: msg`Projects and a capstone you can show in any interview.`,
    icon: <LayersIcon />,
  },
  {
    title: msg`Get hired`,
    text: msg`Certificates, mentorship and placement support until you land the role.`,
    icon: <TrendingUpIcon />,
  },
];

/** The pillars' gradients, in order. */
const pillarAccents = ['indigo', 'teal', 'blue', 'purple'] as const;

/**
 * Certification and features (spec part 1 §2 section 5, §4): nine feature cards and four learning
 * pillars. One card is highlighted; the highlight moves on every 4 seconds, and jumps to a card under the
 * pointer or keyboard focus, where it stays until the pointer or focus leaves.
 */
export function FeaturesSection() {
  const { i18n } = useLingui();
  const [highlighted, setHighlighted] = useState(0);
  const [held, setHeld] = useState(false);
  const cards = features.slice(0, FEATURE_CARD_COUNT);

  useEffect(() => {
    if (held) return;
    const timer = window.setInterval(
      () => setHighlighted((i) => (i + 1) % cards.length),
      FEATURE_CARD_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [held, cards.length]);

  const hold = (i: number) => {
    setHighlighted(i);
    setHeld(true);
  };
  const release = () => setHeld(false);

  return (
    <section className={styles.section} aria-labelledby="features-title">
      <div className="container">
        <div className={`${kit.stack} ${styles.head}`}>
          <p className={kit.eyebrow}>
            <Trans>Certification and features</Trans>
          </p>
          <h2 id="features-title" className={kit.heading}>
            <Trans>Everything you need to get certified and hired</Trans>
          </h2>
          <p className={textOf('lg', 'muted')}>
            <Trans>
              Every course comes with an industry certificate, mentors, projects and placement support, so you
              finish with more than a video playlist.
            </Trans>
          </p>
        </div>
        <ul className={`${kit.bare} ${kit.cols} ${styles.features}`}>
          {cards.map((feature, i) => (
            <li
              key={feature.title.id}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can move the highlight as pointer users do
              tabIndex={0}
              className={`${kit.box} ${kit.raised} ${kit.sideIcon} ${styles.feature}`}
              data-highlighted={i === highlighted}
              onPointerEnter={() => hold(i)}
              onPointerLeave={release}
              onFocus={() => hold(i)}
              onBlur={release}
            >
              <span className={`${kit.icon} ${styles.featureIcon}`}>{feature.icon}</span>
              <h3 className={styles.featureTitle}>{i18n._(feature.title)}</h3>
              <p className={`${textOf('muted')} ${styles.featureText}`}>{i18n._(feature.text)}</p>
            </li>
          ))}
        </ul>

        <h3 className={`${styles.pillarsTitle} ${textOf('2xl')}`}>
          <Trans>Our four learning pillars</Trans>
        </h3>
        <ol className={`${kit.bare} ${kit.cols} ${styles.pillars}`}>
          {pillars.slice(0, LEARNING_PILLAR_COUNT).map((pillar, i) => (
            <li
              key={pillar.title.id}
              className={`${kit.box} ${accents[pillarAccents[i % 4]!]} ${styles.pillar}`}
            >
              <span className={`${kit.icon} ${styles.pillarIcon}`}>{pillar.icon}</span>
              <span className={`${styles.pillarNumber} ${textOf('3xl', 'bold')}`}>0{i + 1}</span>
              <h4 className={`${styles.pillarName} ${textOf('xl')}`}>{i18n._(pillar.title)}</h4>
              <p>{i18n._(pillar.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
