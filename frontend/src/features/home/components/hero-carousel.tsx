import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { AwardIcon } from '../../../components/icons/icons';
import { ButtonLink } from '../../../components/ui/button';
import kit from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import { HERO_SLIDE_COUNT, HERO_SLIDE_INTERVAL_MS } from '../../../lib/constants';
import { TalentArt } from './hero-art';
import styles from './hero-carousel.module.css';
import {
  BriefcaseIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayIcon,
  RocketIcon,
  TargetIcon,
} from './home-icons';

type Accent = 'blue' | 'teal' | 'indigo' | 'purple';

interface HeroSlide {
  id: number;
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  /** The short line above the title, with the slide's icon. */
  eyebrow: MessageDescriptor;
  icon: ReactNode;
  /** The slide's artwork (decorative). */
  art: ReactNode;
  cta: { label: MessageDescriptor; to: string };
  accent: Accent;
}

/**
 * The four slides (spec part 1 §2). Where the calls to action lead is not specified: the impact and the
 * recognition live on About, Learn More opens the catalogue, Get Started opens registration.
 */
const slides: HeroSlide[] = [
  {
    id: 1,
    title: msg`Become the Talent Every Company Wants to Hire`,
    subtitle: msg`Our outcome-focused skill initiative pairs live classes with real projects and mentor feedback, so you graduate with work that hiring teams trust.`,
    eyebrow: msg`Outcome-focused skilling`,
    icon: <TargetIcon />,
    art: <TalentArt />,
    cta: { label: msg`Explore Our Impact`, to: '/about' },
    accent: 'blue',
  },
  {
    id: 2,
    title: msg`The Gold Standard in Tech Certifications`,
    subtitle: msg`Built in partnership with a national tech-skills platform, our certifications are designed with industry and recognised by employers across India.`,
    eyebrow: msg`National tech-skills partnership`,
    icon: <AwardIcon />,
    art: <SlideImage src="/home/slide-certification.svg" />,
    cta: { label: msg`Learn More`, to: '/courses' },
    accent: 'teal',
  },
  {
    id: 3,
    title: msg`Innovative Approach. Backed by a government startup programme.`,
    subtitle: msg`Recognised by a government startup programme for bringing mentor-led, project-based tech education to learners in every corner of India.`,
    eyebrow: msg`Government-recognised startup`,
    icon: <RocketIcon />,
    art: <SlideImage src="/home/slide-recognition.svg" />,
    cta: { label: msg`See Our Recognition`, to: '/about' },
    accent: 'indigo',
  },
  {
    id: 4,
    title: msg`Go Beyond Theory. Become Job-Ready.`,
    subtitle: msg`Virtual internships and job simulations let you practise real workplace tasks and build experience before your first interview.`,
    eyebrow: msg`Virtual internships and job simulations`,
    icon: <BriefcaseIcon />,
    art: <SlideImage src="/home/slide-job-ready.svg" />,
    cta: { label: msg`Get Started`, to: '/register' },
    accent: 'purple',
  },
];

/** A slide drawing from public/home: sized up front (no layout shift), fetched only where it is shown. */
function SlideImage({ src }: { src: string }) {
  return <img src={src} alt="" width={440} height={360} loading="lazy" decoding="async" />;
}

const count = Math.min(HERO_SLIDE_COUNT, slides.length);

/**
 * The hero carousel (spec part 1 §2, §4): the index starts at 0 and auto-play starts on; while on, it
 * advances every 7 seconds and wraps from the last slide to the first, and turning it off stops the timer.
 * Going to a slide by hand restarts the 7 seconds. Slides cross-fade (no motion for reduced motion);
 * all four are in the page from the start, so the first title paints without waiting for anything.
 */
export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const { i18n, t } = useLingui();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide, by timer or by hand, restarts the 7 seconds
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), HERO_SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index]);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const controls = [
    { label: t`Previous slide`, icon: <ChevronLeftIcon />, onClick: () => go(index - 1) },
    {
      label: t`Auto-play slides`,
      icon: playing ? <PauseIcon /> : <PlayIcon />,
      onClick: () => setPlaying((p) => !p),
      pressed: playing,
    },
    { label: t`Next slide`, icon: <ChevronRightIcon />, onClick: () => go(index + 1) },
  ];

  return (
    <section className={styles.hero} aria-roledescription={t`carousel`} aria-label={t`Why learn with us`}>
      <h1 className="sr-only">
        <Trans>Academy: job-ready tech skills for learners across India</Trans>
      </h1>
      <div className={styles.slides} aria-live={playing ? 'off' : 'polite'}>
        {slides.slice(0, count).map((slide, i) => {
          const active = i === index;
          const slideNumber = i + 1;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a form fieldset
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${slideNumber} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={styles.slide}
              style={
                {
                  '--accent': `var(--accent-${slide.accent})`,
                  '--accent-gradient': `var(--accent-${slide.accent}-gradient)`,
                } as CSSProperties
              }
            >
              <div className={`container ${styles.slideInner}`}>
                <div className={`${kit.stack} ${styles.copy}`}>
                  <p className={`${kit.inline} ${styles.eyebrow} ${textOf('sm', 'semibold')}`}>
                    {slide.icon}
                    {i18n._(slide.eyebrow)}
                  </p>
                  <h2 className={styles.title}>{i18n._(slide.title)}</h2>
                  <p className={styles.subtitle}>{i18n._(slide.subtitle)}</p>
                  <ButtonLink to={slide.cta.to} size="lg" className={styles.cta}>
                    {i18n._(slide.cta.label)}
                  </ButtonLink>
                </div>
                <div className={styles.art}>{slide.art}</div>
              </div>
            </div>
          );
        })}
      </div>

      <div className={`container ${kit.spread} ${styles.controls}`}>
        <div className={styles.dots}>
          {slides.slice(0, count).map((slide, i) => {
            const slideNumber = i + 1;
            return (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={t`Go to slide ${slideNumber}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            );
          })}
        </div>
        <div className={`${kit.inline} ${styles.buttons}`}>
          <p className={`${styles.counter} ${textOf('semibold', 'tabular')}`}>
            {index + 1} / {count}
          </p>
          {controls.map((control) => (
            <button
              key={control.label}
              type="button"
              className={`${kit.icon} ${kit.round} ${styles.control}`}
              aria-label={control.label}
              aria-pressed={control.pressed}
              onClick={control.onClick}
            >
              {control.icon}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
