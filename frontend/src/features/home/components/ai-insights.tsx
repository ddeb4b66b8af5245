import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import kit from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import { BriefcaseIcon, SparklesIcon, TrendingUpIcon } from './home-icons';
import styles from './lower-sections.module.css';

/** Three reports with static figures (spec part 1 §2, section 4). */
const reports = [
  {
    tag: msg`Hiring report`,
    title: msg`AI skills in Indian hiring`,
    figure: msg`68%`,
    figureLabel: msg`of our hiring partners plan to hire for AI-assisted roles this year`,
    summary: msg`Recruiters now ask for prompt design, data literacy and model evaluation alongside core skills.`,
    icon: <BriefcaseIcon />,
  },
  {
    tag: msg`Learner survey`,
    title: msg`Generative AI at work`,
    figure: msg`3 in 4`,
    figureLabel: msg`learners use an AI assistant every week in their projects`,
    summary: msg`Used well, assistants speed up debugging and documentation; our courses teach where to trust them.`,
    icon: <SparklesIcon />,
  },
  {
    tag: msg`Salary trends`,
    title: msg`The AI skills premium`,
    figure: msg`40%`,
    figureLabel: msg`higher average offers for placements that list machine learning skills`,
    summary: msg`The premium is largest for engineers who can take a model from a notebook to production.`,
    icon: <TrendingUpIcon />,
  },
];

export function AiInsights() {
  const { i18n } = useLingui();
  return (
    <section className={`${styles.section} ${styles.dark}`} aria-labelledby="ai-insights-title">
      <div className="container">
        <div className={`${kit.stack} ${styles.head}`}>
          <p className={`${kit.eyebrow} ${styles.eyebrowLight}`}>
            <Trans>Research</Trans>
          </p>
          <h2 id="ai-insights-title" className={kit.heading}>
            <Trans>AI Insights 2025</Trans>
          </h2>
          <p className={`${textOf('lg')} ${styles.introLight}`}>
            <Trans>
              What our hiring partners and learners told us about AI this year, in three short reports.
            </Trans>
          </p>
        </div>
        <ul className={`${kit.bare} ${kit.cols} ${styles.reports}`}>
          {reports.map((report) => (
            <li key={report.figure.id} className={`${kit.box} ${styles.report}`}>
              <div className={`${kit.spread} ${styles.reportTop}`}>
                <span className={`${kit.icon} ${styles.reportIcon}`}>{report.icon}</span>
                <span className={`${styles.reportTag} ${textOf('xs', 'semibold')}`}>
                  {i18n._(report.tag)}
                </span>
              </div>
              <h3 className={textOf('xl')}>{i18n._(report.title)}</h3>
              <p className={`${styles.reportFigure} ${textOf('bold')}`}>{i18n._(report.figure)}</p>
              <p className={`${styles.reportFigureLabel} ${textOf('medium')}`}>
                {i18n._(report.figureLabel)}
              </p>
              <p className={`${styles.reportSummary} ${textOf('sm')}`}>{i18n._(report.summary)}</p>
            </li>
          ))}
        </ul>
        <p className={`${styles.footnote} ${textOf('sm')}`}>
          <Trans>Source: Academy learner and hiring-partner surveys, 2025.</Trans>
        </p>
      </div>
    </section>
  );
}
