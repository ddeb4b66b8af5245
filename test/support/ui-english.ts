/**
 * English left on a page shown in Hindi (issue 40): the words of the page's own controls and labels (buttons,
 * field labels and placeholders, table headings, tabs, accessible names, image descriptions) that are written in
 * Latin letters. What people wrote (course titles, names, posts) may be English on a Hindi page; the controls around
 * it never are. Names that stay as they are everywhere (the brand, tax and payment terms, file formats) are allowed.
 */
import type { Page } from 'playwright-core';

/** Latin words a Hindi screen may show: the brand, abbreviations and names that Hindi writes in Latin too. */
export const LATIN_IN_HINDI = [
  'Academy',
  'UPI',
  'GSTIN',
  'GST',
  'CGST',
  'SGST',
  'UTGST',
  'IGST',
  'HSN',
  'SAC',
  'PDF',
  'ICS',
  'ID',
  'OTP',
  'KB',
  'MB',
  'GB',
  'URL',
  'Razorpay',
  'Google',
  'Zoom',
  'LinkedIn',
  'GitHub',
  'YouTube',
  'English',
  'pm',
  'am',
];

/** Runs in the page: each control's or label's text that has a Latin word outside the allowed ones. */
const FIND_ENGLISH = `(allowed) => {
  const controls = 'button, label, th, legend, [role=tab], [role=menuitem], summary, caption, dt, nav a, h1, h2';
  const seen = new Set();
  const found = [];
  const check = (text, where) => {
    const words = (text || '').replace(/\\S+@\\S+|https?:\\/\\/\\S+/g, ' ').match(/[A-Za-z]{2,}/g) || [];
    const english = words.filter((word) => !allowed.includes(word));
    const key = where + ': ' + text.trim();
    if (english.length > 0 && !seen.has(key)) {
      seen.add(key);
      found.push(key.slice(0, 140));
    }
  };
  const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  for (const el of document.querySelectorAll(controls)) {
    if (!visible(el) || el.closest('[data-content], [translate=no]')) continue;
    check(el.innerText || '', el.tagName.toLowerCase());
  }
  for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
    if (el.closest('[data-content], [translate=no]')) continue;
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value) check(value, el.tagName.toLowerCase() + '[' + name + ']');
    }
  }
  return found;
}`;

/** The controls' and labels' texts of the page with English words in them (empty on a translated page). */
export async function englishOnPage(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  return page.evaluate<string[], string[]>(`(${FIND_ENGLISH})`, [...LATIN_IN_HINDI, ...allowed]);
}
