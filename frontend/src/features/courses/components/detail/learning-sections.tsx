import type { Category, Course } from '@academy/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AwardIcon, BookIcon, UsersIcon } from '../../../../components/icons/icons';
import { Accordion } from '../../../../components/ui';
import kit from '../../../../components/ui/public-blocks.module.css';
import { CheckList } from '../../../../components/ui/public-check-list';
import { textOf } from '../../../../components/ui/site-text';
import { formatCount, formatDuration } from '../../../../lib/format';
import { i18n } from '../../../../lib/i18n';
import { instructorNameOf, moduleCountOf } from '../../lib/catalogue';
import { categoryLabel, levelLabel, modulesCount } from '../../lib/labels';
import { totalMinutesOf } from '../../lib/preview';
import { CategoryIcon } from '../category-icon';
import {
  CheckIcon,
  ClockIcon,
  ExternalLinkIcon,
  FileTextIcon,
  GaugeIcon,
  InfinityIcon,
  LayersIcon,
  VideoIcon,
} from '../course-icons';
import { ListSection, orStandard, Section } from './section';
import styles from './sections.module.css';

// Filler for courses that leave a section empty (spec part 2 §2: default content is shown).

const DEFAULT_REQUIREMENTS = [
  msg`A laptop or desktop with a stable internet connection`,
  msg`No prior experience beyond the basics listed in the overview`,
  msg`Four to six hours a week for classes and practice`,
];

/** Called while rendering: its texts are in the language being rendered. */
const defaultOutcomes = (course: Category) => {
  const category = categoryLabel(course);
  return [
    msg`Understand the core ideas of ${category} and when to use them`,
    msg`Build portfolio projects that show employers what you can do`,
    msg`Work with the tools professional teams use every day`,
    msg`Explain your work clearly in interviews and code reviews`,
    msg`Prepare for interviews with mock rounds and mentor feedback`,
  ].map((outcome) => i18n._(outcome));
};

const DEFAULT_HIGHLIGHTS = [
  {
    title: msg`Live plus recorded classes`,
    desc: msg`Join live sessions with your mentor, or catch up on the recordings whenever it suits you.`,
  },
  {
    title: msg`Hands-on projects`,
    desc: msg`Learn by building: every module ends with a task that goes into your portfolio.`,
  },
  {
    title: msg`Mentorship and placement support`,
    desc: msg`Get feedback from industry mentors, mock interviews and introductions to hiring partners.`,
  },
  {
    title: msg`Lifetime access`,
    desc: msg`Keep every lesson, resource and future update of the course for as long as you need it.`,
  },
];

/** The standard tools of a category: their names as they are, their kinds in the page's language. */
const DEFAULT_TOOLS: Record<Category, { name: string; category: MessageDescriptor }[]> = {
  'Web Development': [
    { name: 'VS Code', category: msg`Editor` },
    { name: 'Git', category: msg`Version control` },
    { name: 'GitHub', category: msg`Collaboration` },
    { name: 'Chrome DevTools', category: msg`Debugging` },
  ],
  'Data Science': [
    { name: 'Python', category: msg`Language` },
    { name: 'Jupyter', category: msg`Notebooks` },
    { name: 'Microsoft Excel', category: msg`Spreadsheets` },
    { name: 'Power BI', category: msg`Business intelligence` },
    { name: 'SQL', category: msg`Querying` },
  ],
  'Mobile Development': [
    { name: 'Android Studio', category: msg`IDE` },
    { name: 'Firebase', category: msg`Backend as a service` },
    { name: 'Git', category: msg`Version control` },
  ],
  DevOps: [
    { name: 'Linux', category: msg`Operating system` },
    { name: 'Docker', category: msg`Containers` },
    { name: 'GitHub Actions', category: msg`CI/CD` },
  ],
  'AI/ML': [
    { name: 'Python', category: msg`Language` },
    { name: 'Jupyter', category: msg`Notebooks` },
    { name: 'scikit-learn', category: msg`Machine learning` },
  ],
  'Cyber Security': [
    { name: 'Linux', category: msg`Operating system` },
    { name: 'Wireshark', category: msg`Network analysis` },
    { name: 'Nmap', category: msg`Scanning` },
  ],
};

/** Up to two letters for a tool's tile: "GitHub Actions" → "GA", "Docker" → "Do". */
const monogram = (name: string) => {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length > 1) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  const word = words[0] ?? '?';
  return word.charAt(0).toUpperCase() + word.charAt(1);
};

export function AboutSection({ course }: { course: Course }) {
  const { t } = useLingui();
  const requirements =
    course.requirements.length > 0 ? course.requirements : DEFAULT_REQUIREMENTS.map((d) => i18n._(d));
  const level = levelLabel(course.level).toLowerCase();
  const category = categoryLabel(course.category);
  const instructor = instructorNameOf(course);
  return (
    <Section id="about">
      <div className={styles.aboutGrid}>
        <div className={`${kit.stack} ${styles.prose}`}>
          <p>{course.description}</p>
          <p>
            <Trans>
              This {level} {category} course is taught by {instructor}. You learn through live plus recorded
              classes, build projects you can show employers, and get mentorship and placement support along
              the way. Your access never expires, and you finish with an industry-recognised certificate.
            </Trans>
          </p>
          {course.tags.length > 0 && (
            <ul className={`${kit.bare} ${kit.wrap} ${styles.tags}`} aria-label={t`Topics`}>
              {course.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
        </div>
        <div className={`${kit.box} ${kit.raised} ${styles.panel}`}>
          <h3 className={styles.panelTitle}>
            <Trans>Before you start</Trans>
          </h3>
          <CheckList items={requirements} />
        </div>
      </div>
    </Section>
  );
}

export function OverviewSection({ course }: { course: Course }) {
  const minutes = course.modules.length > 0 ? totalMinutesOf(course.modules) : course.totalDuration;
  const { t } = useLingui();
  const modules = course.modules.length || moduleCountOf(course);
  const enrolled = formatCount(course.enrollmentCount);
  const tiles = [
    { icon: <ClockIcon />, label: t`Duration`, value: formatDuration(minutes) },
    {
      icon: <LayersIcon />,
      label: t`Modules`,
      value: modulesCount(modules),
    },
    { icon: <GaugeIcon />, label: t`Level`, value: levelLabel(course.level) },
    {
      icon: <CategoryIcon category={course.category} />,
      label: t`Category`,
      value: categoryLabel(course.category),
    },
    { icon: <UsersIcon />, label: t`Learners`, value: t`${enrolled} enrolled` },
    { icon: <AwardIcon />, label: t`Certificate`, value: t`Industry-recognised` },
    { icon: <InfinityIcon />, label: t`Access`, value: t`Lifetime` },
    { icon: <VideoIcon />, label: t`Classes`, value: t`Live + recorded` },
  ];
  return (
    <ListSection id="overview" tone="tinted" items={tiles} layout="cols" className={styles.tiles}>
      {(tile) => (
        <li key={tile.label} className={`${kit.box} ${styles.tile}`}>
          <span className={`${kit.icon} ${styles.tileIcon}`}>{tile.icon}</span>
          <span className={textOf('sm', 'muted')}>{tile.label}</span>
          <span className={styles.tileValue}>{tile.value}</span>
        </li>
      )}
    </ListSection>
  );
}

export function OutcomesSection({ course }: { course: Course }) {
  const { t } = useLingui();
  const outcomes =
    course.learningOutcomes.length > 0 ? course.learningOutcomes : defaultOutcomes(course.category);
  return (
    <ListSection
      id="outcomes"
      intro={t`What you will be able to do by the end of the course.`}
      items={outcomes}
      layout="cols"
      className={styles.outcomes}
    >
      {(outcome) => (
        <li key={outcome}>
          <span className={`${kit.icon} ${styles.outcomeTick}`}>
            <CheckIcon />
          </span>
          {outcome}
        </li>
      )}
    </ListSection>
  );
}

export function HighlightsSection({ course }: { course: Course }) {
  return (
    <ListSection
      id="highlights"
      tone="tinted"
      items={orStandard(
        course.highlights,
        DEFAULT_HIGHLIGHTS.map((highlight) => ({
          title: i18n._(highlight.title),
          desc: i18n._(highlight.desc),
        })),
      )}
      layout="fit"
      className={styles.cards}
    >
      {(highlight, i) => (
        <li key={highlight.title} className={kit.box}>
          <span className={textOf('2xl', 'bold', 'primary')} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className={textOf('lg', 'snug')}>{highlight.title}</h3>
          <p className={textOf('muted')}>{highlight.desc}</p>
        </li>
      )}
    </ListSection>
  );
}

export function CurriculumSection({ course }: { course: Course }) {
  const { t } = useLingui();
  const modules = [...course.modules].sort((a, b) => a.order - b.order);
  const category = categoryLabel(course.category);
  if (modules.length === 0) {
    return (
      <Section id="curriculum">
        <div className={`${kit.box} ${kit.raised} ${styles.panel}`}>
          <p className={textOf('muted')}>
            <Trans>
              The detailed module plan is being finalised. It covers {category} from the fundamentals to
              job-ready projects, with live plus recorded classes throughout.
            </Trans>
          </p>
        </div>
      </Section>
    );
  }
  return (
    <Section id="curriculum" intro={curriculumIntro(modules.length, formatDuration(totalMinutesOf(modules)))}>
      <Accordion
        defaultOpen={[modules[0]!.id]}
        items={modules.map((module, i) => ({
          id: module.id,
          title: (
            <span className={styles.moduleTitle}>
              <span className={styles.moduleNumber}>{i + 1}</span>
              {module.title}
            </span>
          ),
          meta: formatDuration(module.duration),
          content: (
            <div className={`${kit.stack} ${styles.moduleBody}`}>
              {module.description && <p>{module.description}</p>}
              <p className={`${kit.inline} ${styles.moduleKind}`}>
                {module.hasVideo ? <VideoIcon /> : <FileTextIcon />}
                {module.hasVideo ? t`Video lesson` : t`Live class and reading`}
              </p>
              {module.resources && module.resources.length > 0 ? (
                <div>
                  <p className={styles.resourcesTitle} id={`${module.id}-resources`}>
                    <Trans>Resources</Trans>
                  </p>
                  <ul
                    className={`${kit.bare} ${kit.stack} ${styles.resources}`}
                    aria-labelledby={`${module.id}-resources`}
                  >
                    {module.resources.map((resource) => (
                      <li key={resource.url}>
                        <a
                          className={kit.inline}
                          href={resource.url}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          <BookIcon />
                          {resource.title}
                          <ExternalLinkIcon className={styles.external} />
                          <span className="sr-only">{t` (opens in a new tab)`}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                module.resourceCount > 0 && (
                  <p className={`${kit.inline} ${styles.moduleKind}`}>
                    <BookIcon />
                    {resourcesForLearners(module.resourceCount)}
                  </p>
                )
              )}
            </div>
          ),
        }))}
      />
    </Section>
  );
}

export function ToolsSection({ course }: { course: Course }) {
  const { t } = useLingui();
  const standard = DEFAULT_TOOLS[course.category].map((tool) => ({
    name: tool.name,
    category: i18n._(tool.category),
  }));
  return (
    <ListSection
      id="tools"
      tone="tinted"
      intro={t`The tools and technologies you will use in class and in projects.`}
      items={orStandard<{ name: string; category?: string }>(course.tools, standard)}
      layout="fit"
      className={styles.tools}
    >
      {(tool) => (
        <li key={tool.name} className={`${kit.box} ${styles.tool}`}>
          <span className={`${kit.icon} ${styles.toolMark}`} aria-hidden="true">
            {monogram(tool.name)}
          </span>
          <span className={styles.toolText}>
            <span className={styles.toolName}>{tool.name}</span>
            {tool.category && <span className={textOf('sm', 'muted')}>{tool.category}</span>}
          </span>
        </li>
      )}
    </ListSection>
  );
}

/** "8 modules · 12h 30m of lessons": the curriculum's count and length. */
function curriculumIntro(count: number, duration: string): string {
  return plural(count, {
    one: `# module · ${duration} of lessons`,
    other: `# modules · ${duration} of lessons`,
  });
}

/** "3 resources for enrolled learners". */
function resourcesForLearners(resources: number): string {
  return plural(resources, {
    one: '# resource for enrolled learners',
    other: '# resources for enrolled learners',
  });
}
