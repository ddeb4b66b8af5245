import { LOCALE_STORAGE_KEY } from '@academy/shared/locale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activateLocale,
  addressIn,
  appHref,
  pageLocale,
  preferredLocaleRedirect,
  storedLocale,
  storeLocale,
} from './i18n';

/** A browser of a page at `href` (these tests' pages are English: the module read no window when it loaded). */
function browser(href: string) {
  const url = new URL(href, 'https://academy.test');
  const items = new Map<string, string>();
  vi.stubGlobal('window', { location: { pathname: url.pathname, search: url.search, hash: url.hash } });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  return items;
}

describe('the page’s language', () => {
  it('is English where there is no window', () => {
    expect(pageLocale).toBe('en');
  });
});

describe('addressIn (the same address in another language)', () => {
  it('keeps the path, the search and the hash', () => {
    const location = { pathname: '/courses/abc', search: '?tab=reviews', hash: '#faq' };
    expect(addressIn('hi', location)).toBe('/hi/courses/abc?tab=reviews#faq');
    expect(addressIn('en', { pathname: '/hi/courses/abc', search: '?tab=reviews', hash: '#faq' })).toBe(
      '/courses/abc?tab=reviews#faq',
    );
    expect(addressIn('hi', { pathname: '/', search: '', hash: '' })).toBe('/hi');
    expect(addressIn('en', { pathname: '/hi', search: '', hash: '' })).toBe('/');
  });

  it('appHref puts an app path in the language being rendered, or the one given', () => {
    expect(appHref('/courses')).toBe('/courses');
    expect(appHref('/courses', 'hi')).toBe('/hi/courses');
    activateLocale('hi');
    expect(appHref('/courses')).toBe('/hi/courses');
    activateLocale('en');
  });
});

describe('preferredLocaleRedirect (the browser’s choice at start-up)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is null where there is no window', () => {
    expect(preferredLocaleRedirect()).toBeNull();
  });

  describe('in a browser', () => {
    let items: Map<string, string>;
    beforeEach(() => {
      items = browser('/courses?search=react#top');
    });

    it('stays when nothing was chosen', () => {
      expect(preferredLocaleRedirect()).toBeNull();
    });

    it('stays when the choice is the page’s language', () => {
      items.set(LOCALE_STORAGE_KEY, 'en');
      expect(preferredLocaleRedirect()).toBeNull();
    });

    it('goes to the same address in the chosen language', () => {
      items.set(LOCALE_STORAGE_KEY, 'hi');
      expect(preferredLocaleRedirect()).toBe('/hi/courses?search=react#top');
    });

    it('ignores a value that is no language of ours', () => {
      items.set(LOCALE_STORAGE_KEY, 'fr');
      expect(storedLocale()).toBeNull();
      expect(preferredLocaleRedirect()).toBeNull();
    });

    it('storeLocale remembers a choice', () => {
      storeLocale('hi');
      expect(items.get(LOCALE_STORAGE_KEY)).toBe('hi');
      expect(storedLocale()).toBe('hi');
    });
  });
});
