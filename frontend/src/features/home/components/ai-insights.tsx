import kit from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import { BriefcaseIcon, SparklesIcon, TrendingUpIcon } from './home-icons';
import styles from './lower-sections.module.css';

/** Three reports with static figures (spec part 1 §2, section 4). */
const reports = [
  {
    tag: 'Hiring report',
    title: 'AI skills in Indian hiring',
    figure: '68%',
    figureLabel: 'of our hiring partners plan to hire for AI-assisted roles this year',
    summary:
      'Recruiters now ask for prompt design, data literacy and model evaluation alongside core skills.',
    icon: <BriefcaseIcon />,
  },
  {
    tag: 'Learner survey',
    title: 'Generative AI at work',
    figure: '3 in 4',
    figureLabel: 'learners use an AI assistant every week in their projects',
    summary:
      'Used well, assistants speed up debugging and documentation; our courses teach where to trust them.',
    icon: <SparklesIcon />,
  },
  {
    tag: 'Salary trends',
    title: 'The AI skills premium',
    figure: '40%',
    figureLabel: 'higher average offers for placements that list machine learning skills',
    summary: 'The premium is largest for engineers who can take a model from a notebook to production.',
    icon: <TrendingUpIcon />,
  },
];

export function AiInsights() {
  return (
    <section className={`${styles.section} ${styles.dark}`} aria-labelledby="ai-insights-title">
      <div className="container">
        <div className={`${kit.stack} ${styles.head}`}>
          <p className={`${kit.eyebrow} ${styles.eyebrowLight}`}>Research</p>
          <h2 id="ai-insights-title" className={kit.heading}>
            AI Insights 2025
          </h2>
          <p className={`${kit.lead} ${styles.introLight}`}>
            What our hiring partners and learners told us about AI this year, in three short reports.
          </p>
        </div>
        <ul className={`${kit.bare} ${kit.cols} ${styles.reports}`}>
          {reports.map((report) => (
            <li key={report.title} className={`${kit.box} ${styles.report}`}>
              <div className={`${kit.spread} ${styles.reportTop}`}>
                <span className={`${kit.icon} ${styles.reportIcon}`}>{report.icon}</span>
                <span className={styles.reportTag}>{report.tag}</span>
              </div>
              <h3 className={textOf('xl')}>{report.title}</h3>
              <p className={styles.reportFigure}>{report.figure}</p>
              <p className={styles.reportFigureLabel}>{report.figureLabel}</p>
              <p className={styles.reportSummary}>{report.summary}</p>
            </li>
          ))}
        </ul>
        <p className={styles.footnote}>Source: Academy learner and hiring-partner surveys, 2025.</p>
      </div>
    </section>
  );
}
