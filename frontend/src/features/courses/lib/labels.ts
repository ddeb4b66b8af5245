/**
 * The catalogue's fixed names as shown (docs/i18n.md): a level, a category and a sort order each keep their
 * stored value (sent to the API, written in addresses) and show a label in the page's language. The English
 * capitalised forms for the course shell's early script stay in catalogue.ts (it loads no catalogue).
 */
import type { Category, Level } from '@academy/shared';
import type { SortKey } from '@academy/shared/catalogue';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCount } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';

const levelLabels: Record<Level, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
};

const categoryLabels: Record<Category, MessageDescriptor> = {
  'Web Development': msg`Web Development`,
  'Data Science': msg`Data Science`,
  'Mobile Development': msg`Mobile Development`,
  DevOps: msg`DevOps`,
  'AI/ML': msg`AI/ML`,
  'Cyber Security': msg`Cyber Security`,
};

const sortLabels: Record<SortKey, MessageDescriptor> = {
  popular: msg`Most Popular`,
  rating: msg`Highest Rated`,
  duration: msg`Longest Duration`,
  'price-low': msg`Price: Low to High`,
  'price-high': msg`Price: High to Low`,
};

/** A level as shown ("beginner" → "Beginner"), in the language being rendered. */
export const levelLabel = (level: Level): string => i18n._(levelLabels[level]);

/** A category as shown; a name the catalogue does not know is shown as it is stored. */
export const categoryLabel = (category: string): string => {
  const label = categoryLabels[category as Category];
  return label ? i18n._(label) : category;
};

/** A sort order as the catalogue's select names it. */
export const sortLabel = (sort: SortKey): string => i18n._(sortLabels[sort]);

// Counts, as ICU plurals with the number formatted by lib/format (grouped the Indian way).

/** "12 courses". */
export function coursesCount(count: number): string {
  const shown = formatCount(count);
  return plural(count, { one: `${shown} course`, other: `${shown} courses` });
}

/** "8 modules". */
export function modulesCount(count: number): string {
  const shown = formatCount(count);
  return plural(count, { one: `${shown} module`, other: `${shown} modules` });
}

/** "1,204 enrolments". */
export function enrolmentsCount(count: number): string {
  const shown = formatCount(count);
  return plural(count, { one: `${shown} enrolment`, other: `${shown} enrolments` });
}

/** "356 ratings". */
export function ratingsCount(count: number): string {
  const shown = formatCount(count);
  return plural(count, { one: `${shown} rating`, other: `${shown} ratings` });
}
