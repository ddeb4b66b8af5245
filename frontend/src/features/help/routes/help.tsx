import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import accents from '../../../components/ui/site-accent.module.css';
import blocks from '../../../components/ui/site-blocks.module.css';
import { IconBadge } from '../../../components/ui/site-icon-badge';
import layout from '../../../components/ui/site-layout.module.css';
import { SiteSearchField } from '../../../components/ui/site-search-field';
import { textOf } from '../../../components/ui/site-text';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../components/help.module.css';
import { ChatIcon, ClockIcon, ForumIcon, PhoneIcon } from '../components/icons';
import { localiseFaqs } from '../data/faqs';
import { countFaqs, searchFaqs } from '../lib/search-faqs';
import type { FaqItem } from '../lib/types';

const channels = [
  {
    title: msg`Live chat`,
    text: msg`Chat with a support specialist from your dashboard once you are signed in.`,
    detail: msg`Available 24/7`,
    Icon: ChatIcon,
    tone: 'blue',
  },
  {
    title: msg`Phone support`,
    text: msg`Call +91 80 4718 2200 to talk to our learner success team.`,
    detail: msg`Monday to Saturday 9AM to 9PM IST`,
    Icon: PhoneIcon,
    tone: 'green',
  },
  {
    title: msg`E-mail`,
    text: msg`Write to support@academy.example with your registered e-mail address.`,
    detail: msg`Response within 4 hours`,
    Icon: MailIcon,
    tone: 'purple',
  },
  {
    title: msg`Community forum`,
    text: msg`Ask questions in your course discussion forum, where mentors and fellow learners answer.`,
    detail: msg`Open to every enrolled learner`,
    Icon: ForumIcon,
    tone: 'amber',
  },
] as const;

const stats = [
  { value: msg`Under 5 minutes`, label: msg`Average response time` },
  { value: msg`98%`, label: msg`Learner satisfaction` },
  { value: msg`24/7`, label: msg`Live chat support` },
] as const;

const toAccordionItems = (items: readonly FaqItem[]): AccordionItem[] =>
  items.map((item) => ({
    id: item.id,
    title: item.question,
    content: (
      <>
        <p>{item.answer}</p>
        {item.link && (
          <p className={`${styles.answerLink} ${textOf('semibold')}`}>
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
  const { i18n, t } = useLingui();
  usePageTitle(t`Help Center`);
  const [search, setSearch] = useState('');
  const faqCategories = localiseFaqs(i18n);
  const searching = search.trim() !== '';
  const query = search.trim();
  const results = searchFaqs(faqCategories, search);
  const resultCount = countFaqs(results);

  return (
    <>
      <PageHero
        accent="blue"
        eyebrow={t`Help Center`}
        title={t`How can we help you?`}
        lead={t`Search our frequently asked questions or reach the support team any time.`}
      >
        <SiteSearchField
          as="search"
          id="help-search"
          label={t`Search the FAQ`}
          placeholder={t`e.g. refund, EMI, certificate`}
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
              <Trans>Frequently asked questions</Trans>
            </h2>
            <p className={textOf('muted', 'medium', 'wrap')} role="status">
              {searching
                ? plural(resultCount, {
                    one: `# question matches "${query}"`,
                    other: `# questions match "${query}"`,
                  })
                : ''}
            </p>
          </div>

          {!searching && (
            <Tabs
              label={t`FAQ topics`}
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
                title={t`No matching questions`}
                description={t`Try another word, or contact our support team: we reply in under 5 minutes on live chat.`}
                action={
                  <div className={styles.emptyActions}>
                    <Button variant="secondary" onClick={() => setSearch('')}>
                      <Trans>Clear search</Trans>
                    </Button>
                    <ButtonLink to="/contact">
                      <Trans>Contact us</Trans>
                    </ButtonLink>
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
            <Trans>Contact support</Trans>
          </h2>
          <p className={`${textOf('lg', 'muted')} ${styles.sectionLead}`}>
            <Trans>Four ways to reach us, whichever suits you best.</Trans>
          </p>
          <ul className={styles.channels}>
            {channels.map(({ title, text, detail, Icon, tone }) => (
              <li key={title.id} className={styles.channel}>
                <IconBadge tone={tone}>
                  <Icon />
                </IconBadge>
                <h3 className={card.title}>{i18n._(title)}</h3>
                <p className={textOf('muted', 'wrap')}>{i18n._(text)}</p>
                <p className={`${styles.channelDetail} ${textOf('sm', 'semibold')}`}>
                  <ClockIcon className={`${styles.detailIcon} ${textOf('primary')}`} />
                  {i18n._(detail)}
                </p>
              </li>
            ))}
          </ul>
          <dl className={`${accents.blue} ${styles.stats}`}>
            {stats.map((stat) => (
              <div key={stat.label.id} className={styles.stat}>
                <dt>{i18n._(stat.label)}</dt>
                <dd>{i18n._(stat.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={styles.band} aria-labelledby="still-need-help">
        <div className={`container ${styles.cta}`}>
          <div>
            <h2 id="still-need-help" className={textOf('3xl')}>
              <Trans>Still need help?</Trans>
            </h2>
            <p className={`${textOf('lg', 'muted')} ${styles.sectionLead}`}>
              <Trans>Send us a message and our team will get back to you.</Trans>
            </p>
          </div>
          <ButtonLink to="/contact" size="lg">
            <Trans>Contact us</Trans> <ArrowRightIcon />
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
