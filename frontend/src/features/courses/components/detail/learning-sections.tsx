import type { Category, Course } from '@academy/shared';
import { AwardIcon, BookIcon, UsersIcon } from '../../../../components/icons/icons';
import { Accordion } from '../../../../components/ui';
import kit from '../../../../components/ui/public-blocks.module.css';
import { CheckList } from '../../../../components/ui/public-check-list';
import { textOf } from '../../../../components/ui/site-text';
import { formatCount, formatDuration, pluralise } from '../../../../lib/format';
import { instructorNameOf, levelLabel, moduleCountOf } from '../../lib/catalogue';
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
  'A laptop or desktop with a stable internet connection',
  'No prior experience beyond the basics listed in the overview',
  'Four to six hours a week for classes and practice',
];

const defaultOutcomes = (category: Category) => [
  `Understand the core ideas of ${category} and when to use them`,
  'Build portfolio projects that show employers what you can do',
  'Work with the tools professional teams use every day',
  'Explain your work clearly in interviews and code reviews',
  'Prepare for interviews with mock rounds and mentor feedback',
];

const DEFAULT_HIGHLIGHTS = [
  {
    title: 'Live plus recorded classes',
    desc: 'Join live sessions with your mentor, or catch up on the recordings whenever it suits you.',
  },
  {
    title: 'Hands-on projects',
    desc: 'Learn by building: every module ends with a task that goes into your portfolio.',
  },
  {
    title: 'Mentorship and placement support',
    desc: 'Get feedback from industry mentors, mock interviews and introductions to hiring partners.',
  },
  {
    title: 'Lifetime access',
    desc: 'Keep every lesson, resource and future update of the course for as long as you need it.',
  },
];

const DEFAULT_TOOLS: Record<Category, { name: string; category: string }[]> = {
  'Web Development': [
    { name: 'VS Code', category: 'Editor' },
    { name: 'Git', category: 'Version control' },
    { name: 'GitHub', category: 'Collaboration' },
    { name: 'Chrome DevTools', category: 'Debugging' },
  ],
  'Data Science': [
    { name: 'Python', category: 'Language' },
    { name: 'Jupyter', category: 'Notebooks' },
    { name: 'Microsoft Excel', category: 'Spreadsheets' },
    { name: 'Power BI', category: 'Business intelligence' },
    { name: 'SQL', category: 'Querying' },
  ],
  'Mobile Development': [
    { name: 'Android Studio', category: 'IDE' },
    { name: 'Firebase', category: 'Backend as a service' },
    { name: 'Git', category: 'Version control' },
  ],
  DevOps: [
    { name: 'Linux', category: 'Operating system' },
    { name: 'Docker', category: 'Containers' },
    { name: 'GitHub Actions', category: 'CI/CD' },
  ],
  'AI/ML': [
    { name: 'Python', category: 'Language' },
    { name: 'Jupyter', category: 'Notebooks' },
    { name: 'scikit-learn', category: 'Machine learning' },
  ],
  'Cyber Security': [
    { name: 'Linux', category: 'Operating system' },
    { name: 'Wireshark', category: 'Network analysis' },
    { name: 'Nmap', category: 'Scanning' },
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
  const requirements = course.requirements.length > 0 ? course.requirements : DEFAULT_REQUIREMENTS;
  return (
    <Section id="about">
      <div className={styles.aboutGrid}>
        <div className={`${kit.stack} ${styles.prose}`}>
          <p>{course.description}</p>
          <p>
            This {levelLabel(course.level).toLowerCase()} {course.category} course is taught by{' '}
            {instructorNameOf(course)}. You learn through live plus recorded classes, build projects you can
            show employers, and get mentorship and placement support along the way. Your access never expires,
            and you finish with an industry-recognised certificate.
          </p>
          {course.tags.length > 0 && (
            <ul className={`${kit.bare} ${kit.wrap} ${styles.tags}`} aria-label="Topics">
              {course.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
        </div>
        <div className={`${kit.box} ${kit.raised} ${styles.panel}`}>
          <h3 className={styles.panelTitle}>Before you start</h3>
          <CheckList items={requirements} />
        </div>
      </div>
    </Section>
  );
}

export function OverviewSection({ course }: { course: Course }) {
  const minutes = course.modules.length > 0 ? totalMinutesOf(course.modules) : course.totalDuration;
  const tiles = [
    { icon: <ClockIcon />, label: 'Duration', value: formatDuration(minutes) },
    {
      icon: <LayersIcon />,
      label: 'Modules',
      value: pluralise(course.modules.length || moduleCountOf(course), 'module'),
    },
    { icon: <GaugeIcon />, label: 'Level', value: levelLabel(course.level) },
    { icon: <CategoryIcon category={course.category} />, label: 'Category', value: course.category },
    { icon: <UsersIcon />, label: 'Learners', value: `${formatCount(course.enrollmentCount)} enrolled` },
    { icon: <AwardIcon />, label: 'Certificate', value: 'Industry-recognised' },
    { icon: <InfinityIcon />, label: 'Access', value: 'Lifetime' },
    { icon: <VideoIcon />, label: 'Classes', value: 'Live + recorded' },
  ];
  return (
    <ListSection id="overview" tone="tinted" items={tiles} layout="cols" className={styles.tiles}>
      {(tile) => (
        <li key={tile.label} className={`${kit.box} ${styles.tile}`}>
          <span className={`${kit.icon} ${styles.tileIcon}`}>{tile.icon}</span>
          <span className={kit.note}>{tile.label}</span>
          <span className={styles.tileValue}>{tile.value}</span>
        </li>
      )}
    </ListSection>
  );
}

export function OutcomesSection({ course }: { course: Course }) {
  const outcomes =
    course.learningOutcomes.length > 0 ? course.learningOutcomes : defaultOutcomes(course.category);
  return (
    <ListSection
      id="outcomes"
      intro="What you will be able to do by the end of the course."
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
      items={orStandard(course.highlights, DEFAULT_HIGHLIGHTS)}
      layout="fit"
      className={styles.cards}
    >
      {(highlight, i) => (
        <li key={highlight.title} className={kit.box}>
          <span className={textOf('2xl', 'bold', 'primary')} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className={textOf('lg', 'snug')}>{highlight.title}</h3>
          <p className={kit.muted}>{highlight.desc}</p>
        </li>
      )}
    </ListSection>
  );
}

export function CurriculumSection({ course }: { course: Course }) {
  const modules = [...course.modules].sort((a, b) => a.order - b.order);
  if (modules.length === 0) {
    return (
      <Section id="curriculum">
        <div className={`${kit.box} ${kit.raised} ${styles.panel}`}>
          <p className={kit.muted}>
            The detailed module plan is being finalised. It covers {course.category} from the fundamentals to
            job-ready projects, with live plus recorded classes throughout.
          </p>
        </div>
      </Section>
    );
  }
  return (
    <Section
      id="curriculum"
      intro={`${pluralise(modules.length, 'module')} · ${formatDuration(totalMinutesOf(modules))} of lessons`}
    >
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
                {module.hasVideo ? 'Video lesson' : 'Live class and reading'}
              </p>
              {module.resources && module.resources.length > 0 ? (
                <div>
                  <p className={styles.resourcesTitle} id={`${module.id}-resources`}>
                    Resources
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
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                module.resourceCount > 0 && (
                  <p className={`${kit.inline} ${styles.moduleKind}`}>
                    <BookIcon />
                    {pluralise(module.resourceCount, 'resource')} for enrolled learners
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
  return (
    <ListSection
      id="tools"
      tone="tinted"
      intro="The tools and technologies you will use in class and in projects."
      items={orStandard<{ name: string; category?: string }>(course.tools, DEFAULT_TOOLS[course.category])}
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
            {tool.category && <span className={kit.note}>{tool.category}</span>}
          </span>
        </li>
      )}
    </ListSection>
  );
}
