import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { localiseFaqs } from '../data/faqs';
import { countFaqs, faqMatches, searchFaqs } from './search-faqs';
import type { FaqCategory, FaqItem } from './types';

let sequence = 0;
function makeFaq(overrides: Partial<FaqItem> = {}): FaqItem {
  sequence += 1;
  return { id: `faq-${sequence}`, question: `Question ${sequence}?`, answer: 'An answer.', ...overrides };
}

const makeCategory = (id: string, items: FaqItem[]): FaqCategory => ({ id, label: id, items });

describe('faqMatches', () => {
  const item = makeFaq({ question: 'How long are the courses?', answer: 'From 8 to 24 weeks.' });

  it('matches the question or the answer, case-insensitive', () => {
    expect(faqMatches(item, 'HOW LONG')).toBe(true);
    expect(faqMatches(item, '24 weeks')).toBe(true);
  });

  it('treats blank text as no search and trims the rest', () => {
    expect(faqMatches(item, '   ')).toBe(true);
    expect(faqMatches(item, '  courses ')).toBe(true);
  });

  it('misses text that is in neither', () => {
    expect(faqMatches(item, 'refund')).toBe(false);
  });
});

describe('searchFaqs', () => {
  const refund = makeFaq({ question: 'Can I get a refund?', answer: 'Within 7 days.' });
  const upi = makeFaq({ question: 'Payment methods?', answer: 'Cards, net banking, UPI and EMI.' });
  const cert = makeFaq({ question: 'Do I get a certificate?', answer: 'Yes, with a unique ID.' });
  const categories = [makeCategory('payments', [refund, upi]), makeCategory('certificates', [cert])];

  it('searches across every category and keeps only those with matches', () => {
    expect(searchFaqs(categories, 'upi')).toEqual([makeCategory('payments', [upi])]);
    expect(searchFaqs(categories, 'yes')).toEqual([makeCategory('certificates', [cert])]);
  });

  it('gives everything for blank text and nothing when no question matches', () => {
    expect(searchFaqs(categories, '')).toEqual(categories);
    expect(searchFaqs(categories, 'blockchain')).toEqual([]);
  });

  it('counts the questions left', () => {
    expect(countFaqs(searchFaqs(categories, '?'))).toBe(3);
  });
});

describe('the help page content', () => {
  const faqCategories = localiseFaqs(i18n);
  const text = faqCategories
    .flatMap((category) => category.items)
    .map((item) => `${item.question} ${item.answer}`)
    .join('\n');

  it('has four tabs with unique question ids', () => {
    const ids = faqCategories.flatMap((category) => category.items.map((item) => item.id));
    expect(faqCategories).toHaveLength(4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    '24/7',
    'Monday to Saturday 9AM to 9PM IST',
    'within 4 hours',
    'under 5 minutes',
    '98%',
    '7-day refund',
    '2500+ hiring partners',
    '92%',
    '8 to 24 weeks',
    '4GB RAM',
    'cards, net banking, UPI and EMI',
  ])('states the claim "%s"', (claim) => {
    expect(text).toContain(claim);
  });

  it('finds the refund question by searching "refund"', () => {
    const found = searchFaqs(faqCategories, 'REFUND').flatMap((category) =>
      category.items.map((item) => item.id),
    );
    expect(found).toContain('refund');
  });
});
