import { type ReactNode, useEffect, useState } from 'react';
import { AwardIcon, BookIcon, UsersIcon } from '../../../components/icons/icons';
import kit from '../../../components/ui/public-blocks.module.css';
import accents from '../../../components/ui/site-accent.module.css';
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

const features: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Industry-recognised certificate',
    text: 'Finish a course and earn a certificate that employers across India recognise.',
    icon: <AwardIcon />,
  },
  {
    title: 'Live plus recorded classes',
    text: 'Learn live with your mentor, then revisit every class whenever you need it.',
    icon: <VideoIcon />,
  },
  {
    title: 'Mentorship',
    text: 'Get unstuck fast with mentors who build software for a living.',
    icon: <UsersIcon />,
  },
  {
    title: 'Placement support',
    text: 'Resume reviews, mock interviews and introductions to our hiring partners.',
    icon: <BriefcaseIcon />,
  },
  {
    title: 'Real-world projects',
    text: 'Build portfolio projects modelled on briefs from real companies.',
    icon: <LayersIcon />,
  },
  {
    title: 'Virtual internships',
    text: 'Practise real workplace tasks in job simulations before your first day.',
    icon: <RocketIcon />,
  },
  {
    title: 'Lifetime access',
    text: 'Keep every lesson, resource and future update of your courses.',
    icon: <InfinityIcon />,
  },
  {
    title: 'Learn on any device',
    text: 'Short lessons with notes that work on a phone and on slow connections.',
    icon: <PhoneIcon />,
  },
  {
    title: 'Community and forums',
    text: 'Ask questions and learn with peers from across India in every course.',
    icon: <MessageIcon />,
  },
];

const pillars: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Learn',
    text: 'Concepts explained by industry experts, one short lesson at a time.',
    icon: <BookIcon />,
  },
  {
    title: 'Practise',
    text: 'Assignments and quizzes after every module, with feedback.',
    icon: <TargetIcon />,
  },
  { title: 'Build', text: 'Projects and a capstone you can show in any interview.', icon: <LayersIcon /> },
  {
    title: 'Get hired',
    text: 'Certificates, mentorship and placement support until you land the role.',
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
          <p className={kit.eyebrow}>Certification and features</p>
          <h2 id="features-title" className={kit.heading}>
            Everything you need to get certified and hired
          </h2>
          <p className={kit.lead}>
            Every course comes with an industry certificate, mentors, projects and placement support, so you
            finish with more than a video playlist.
          </p>
        </div>
        <ul className={`${kit.bare} ${kit.cols} ${styles.features}`}>
          {cards.map((feature, i) => (
            <li
              key={feature.title}
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
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={`${kit.muted} ${styles.featureText}`}>{feature.text}</p>
            </li>
          ))}
        </ul>

        <h3 className={styles.pillarsTitle}>Our four learning pillars</h3>
        <ol className={`${kit.bare} ${kit.cols} ${styles.pillars}`}>
          {pillars.slice(0, LEARNING_PILLAR_COUNT).map((pillar, i) => (
            <li
              key={pillar.title}
              className={`${kit.box} ${accents[pillarAccents[i % 4]!]} ${styles.pillar}`}
            >
              <span className={`${kit.icon} ${styles.pillarIcon}`}>{pillar.icon}</span>
              <span className={styles.pillarNumber}>0{i + 1}</span>
              <h4 className={styles.pillarName}>{pillar.title}</h4>
              <p className={styles.pillarText}>{pillar.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
