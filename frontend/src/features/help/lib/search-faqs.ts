import type { FaqCategory, FaqItem } from './types';

/**
 * The help page's search (the spec does not say what it does): it filters the FAQ by the text in a
 * question or its answer, case-insensitive, across every tab. Blank text means no search.
 */
export function faqMatches(item: FaqItem, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return `${item.question}\n${item.answer}`.toLocaleLowerCase().includes(needle);
}

/** The categories that still have matching questions, each with only those questions, in order. */
export function searchFaqs(categories: readonly FaqCategory[], search: string): FaqCategory[] {
  return categories
    .map((category) => ({ ...category, items: category.items.filter((item) => faqMatches(item, search)) }))
    .filter((category) => category.items.length > 0);
}

export const countFaqs = (categories: readonly FaqCategory[]) =>
  categories.reduce((sum, category) => sum + category.items.length, 0);
