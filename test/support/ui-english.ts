/**
 * English left on a page shown in Hindi (issue 40): the page's own controls and labels (buttons, field labels and
 * placeholders, column headings, tabs, menu items, navigation links, accessible names) written in Latin letters only.
 * What people wrote (course titles, names, posts) may be English on a Hindi page, alone in a heading or inside a
 * translated control ("जमा करें: Type the bill splitter"); a control's own words never are. Names that stay as they are
 * everywhere (the brand, tax and payment terms, file formats) are allowed.
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
  'FAQ',
  'EMI',
  'DevOps',
  'AI',
  'ML',
  'Maps',
  'ics',
  'pdf',
  'png',
  'jpg',
];

/** Runs in the page: each control's or label's text that has a Latin word outside the allowed ones. */
const FIND_ENGLISH = `(allowed) => {
  const controls = 'button, label, thead th, th[scope=col], legend, [role=tab], [role=menuitem], summary, caption, dt, nav a';
  const seen = new Set();
  const found = [];
  const check = (text, where) => {
    // Hindi around English is a translated control naming something people wrote ("जमा करें: Type the bill splitter").
    if (/[\\u0900-\\u097F]/.test(text || '')) return;
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
  for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
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
  return page.evaluate<string[]>(`(${FIND_ENGLISH})(${JSON.stringify([...LATIN_IN_HINDI, ...allowed])})`);
}
