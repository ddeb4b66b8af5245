/**
 * Choosing a language (docs/i18n.md): the choice is kept in this browser and, for a signed-in person, on their
 * profile; the page then goes to its own address in that language (a page never changes language while it lives).
 */
import type { User } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import type { Locale } from '@academy/shared/locale';
import { apiCall } from './api-client';
import { session } from './auth/session';
import { addressIn, goToLocale, isPageLocale, storeLocale } from './i18n';

/** The language switcher's choice: remembered here and on the profile, then this page in that language. */
export function chooseLocale(locale: Locale): void {
  storeLocale(locale);
  if (session.getState().status === 'signed-in') {
    // Not awaited: the page leaves at once, and `keepalive` lets the save outlive it.
    apiCall(endpoints.updateProfile, { body: { locale }, keepalive: true }).catch(() => {
      // The browser keeps the choice; the profile gets it with the next choice.
    });
  }
  goToLocale(locale);
}

let pending: Locale | null = null;

/**
 * After signing in: a profile's language is this browser's choice from now on, and if it is not the page's, the
 * next screen the app goes to (the one signing in leads to) opens in it (`profileLocaleRedirect`).
 */
export function followProfileLocale(user: Pick<User, 'locale'>): void {
  if (!user.locale) return;
  storeLocale(user.locale);
  pending = isPageLocale(user.locale) ? null : user.locale;
}

/** Where the app should go, in full, once signing in has led somewhere: the address in the profile's language. */
export function profileLocaleRedirect(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string | null {
  if (!pending) return null;
  const locale = pending;
  pending = null;
  return addressIn(locale, location);
}
