import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, MailIcon, SearchIcon } from '../../../components/icons/icons';
import {
  Accordion,
  type AccordionItem,
  Button,
  ButtonLink,
  EmptyState,
  PageHero,
  Tabs,
} from '../../../components/ui';
import card from '../../../components/ui/card.module.css';
import kit from '../../../components/ui/public-blocks.module.css';
import blocks from '../../../components/ui/site-blocks.module.css';
import { IconBadge } from '../../../components/ui/site-icon-badge';
import layout from '../../../components/ui/site-layout.module.css';
import { SiteSearchField } from '../../../components/ui/site-search-field';
import { textOf } from '../../../components/ui/site-text';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../components/help.module.css';
import { ChatIcon, ClockIcon, ForumIcon, PhoneIcon } from '../components/icons';
import { faqCategories } from '../data/faqs';
import { countFaqs, searchFaqs } from '../lib/search-faqs';
import type { FaqItem } from '../lib/types';

const channels = [
  {
    title: 'Live chat',
    text: 'Chat with a support specialist from your dashboard once you are signed in.',
    detail: 'Available 24/7',
    Icon: ChatIcon,
    tone: 'blue',
  },
  {
    title: 'Phone support',
    text: 'Call +91 80 4718 2200 to talk to our learner success team.',
    detail: 'Monday to Saturday 9AM to 9PM IST',
    Icon: PhoneIcon,
    tone: 'green',
  },
  {
    title: 'E-mail',
    text: 'Write to support@academy.example with your registered e-mail address.',
    detail: 'Response within 4 hours',
    Icon: MailIcon,
    tone: 'purple',
  },
  {
    title: 'Community forum',
    text: 'Ask questions in your course discussion forum, where mentors and fellow learners answer.',
    detail: 'Open to every enrolled learner',
    Icon: ForumIcon,
    tone: 'amber',
  },
] as const;

const stats = [
  { value: 'Under 5 minutes', label: 'Average response time' },
  { value: '98%', label: 'Learner satisfaction' },
  { value: '24/7', label: 'Live chat support' },
] as const;

const toAccordionItems = (items: readonly FaqItem[]): AccordionItem[] =>
  items.map((item) => ({
    id: item.id,
    title: item.question,
    content: (
      <>
        <p>{item.answer}</p>
        {item.link && (
          <p className={styles.answerLink}>
            <Link to={item.link.to}>{item.link.label}</Link>
          </p>
        )}
      </>
    ),
  }));

/**
 * Help (spec part 2 §2; the same screen at /faq and /help-center): FAQ search, FAQ tabs and the four
 * support channels. What the search does is not in the spec: it filters questions and answers across
 * all tabs; while it has text, the matches replace the tabs, grouped by tab name.
 */
export default function HelpPage() {
  usePageTitle('Help Center');
  const [search, setSearch] = useState('');
  const searching = search.trim() !== '';
  const results = searchFaqs(faqCategories, search);
  const resultCount = countFaqs(results);

  return (
    <>
      <PageHero
        accent="blue"
        eyebrow="Help Center"
        title="How can we help you?"
        lead="Search our frequently asked questions or reach the support team any time."
      >
        <SiteSearchField
          as="search"
          id="help-search"
          label="Search the FAQ"
          placeholder="e.g. refund, EMI, certificate"
          value={search}
          onChange={setSearch}
          variant="hero"
          className={styles.search}
        />
      </PageHero>

      <section className={styles.band} aria-labelledby="faq-title">
        <div className="container">
          <div className={styles.faqHead}>
            <h2 id="faq-title" className={textOf('3xl')}>
              Frequently asked questions
            </h2>
            <p className={textOf('muted', 'medium', 'wrap')} role="status">
              {searching
                ? `${resultCount} ${resultCount === 1 ? 'question matches' : 'questions match'} "${search.trim()}"`
                : ''}
            </p>
          </div>

          {!searching && (
            <Tabs
              label="FAQ topics"
              variant="segmented"
              keepHiddenPanels
              items={faqCategories.map((category) => ({
                id: category.id,
                label: category.label,
                content: <Accordion items={toAccordionItems(category.items)} />,
              }))}
            />
          )}

          {searching && resultCount > 0 && (
            <div className={styles.results}>
              {results.map((category) => (
                <div key={category.id} className={layout.stack}>
                  <h3 className={blocks.overline}>{category.label}</h3>
                  <Accordion items={toAccordionItems(category.items)} />
                </div>
              ))}
            </div>
          )}

          {searching && resultCount === 0 && (
            <div className={styles.emptyCard}>
              <EmptyState
                icon={<SearchIcon />}
                title="No matching questions"
                description="Try another word, or contact our support team: we reply in under 5 minutes on live chat."
                action={
                  <div className={styles.emptyActions}>
                    <Button variant="secondary" onClick={() => setSearch('')}>
                      Clear search
                    </Button>
                    <ButtonLink to="/contact">Contact us</ButtonLink>
                  </div>
                }
              />
            </div>
          )}
        </div>
      </section>

      <section className={`${styles.band} ${kit.tinted}`} aria-labelledby="channels-title">
        <div className="container">
          <h2 id="channels-title" className={textOf('3xl')}>
            Contact support
          </h2>
          <p className={`${kit.lead} ${styles.sectionLead}`}>
            Four ways to reach us, whichever suits you best.
          </p>
          <ul className={styles.channels}>
            {channels.map(({ title, text, detail, Icon, tone }) => (
              <li key={title} className={styles.channel}>
                <IconBadge tone={tone}>
                  <Icon />
                </IconBadge>
                <h3 className={card.title}>{title}</h3>
                <p className={textOf('muted', 'wrap')}>{text}</p>
                <p className={styles.channelDetail}>
                  <ClockIcon className={styles.detailIcon} />
                  {detail}
                </p>
              </li>
            ))}
          </ul>
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={styles.band} aria-labelledby="still-need-help">
        <div className={`container ${styles.cta}`}>
          <div>
            <h2 id="still-need-help" className={textOf('3xl')}>
              Still need help?
            </h2>
            <p className={`${kit.lead} ${styles.sectionLead}`}>
              Send us a message and our team will get back to you.
            </p>
          </div>
          <ButtonLink to="/contact" size="lg">
            Contact us <ArrowRightIcon />
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
