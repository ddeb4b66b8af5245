import { endpoints } from '@academy/shared/endpoints';
import { LOCALE_STORAGE_KEY } from '@academy/shared/locale';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('./api-client', () => ({ apiCall }));

import { testUser } from '../testing/users';
import { session } from './auth/session';
import { chooseLocale, followProfileLocale, profileLocaleRedirect } from './choose-locale';

const user = testUser({ role: 'student' });

let items: Map<string, string>;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  items = new Map();
  assign = vi.fn();
  apiCall.mockReset().mockResolvedValue({ user });
  vi.stubGlobal('window', {
    location: { pathname: '/courses', search: '?search=react', hash: '#list', assign },
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
});

describe('chooseLocale (the language switcher)', () => {
  it('remembers the choice and opens the same address in that language', () => {
    session.signOut();
    chooseLocale('hi');

    expect(items.get(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(assign).toHaveBeenCalledWith('/hi/courses?search=react#list');
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('saves it on a signed-in profile without waiting for the answer', () => {
    session.setUser(user);
    apiCall.mockReturnValue(new Promise(() => {}));
    chooseLocale('hi');

    expect(apiCall).toHaveBeenCalledWith(endpoints.updateProfile, {
      body: { locale: 'hi' },
      keepalive: true,
    });
    expect(assign).toHaveBeenCalledWith('/hi/courses?search=react#list');
  });

  it('stays on the page for its own language', () => {
    chooseLocale('en');
    expect(items.get(LOCALE_STORAGE_KEY)).toBe('en');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('a profile’s language after signing in', () => {
  it('becomes the browser’s choice and takes the next screen to its language, once', () => {
    followProfileLocale({ locale: 'hi' });

    expect(items.get(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(profileLocaleRedirect({ pathname: '/dashboard', search: '', hash: '' })).toBe('/hi/dashboard');
    expect(profileLocaleRedirect({ pathname: '/dashboard', search: '', hash: '' })).toBeNull();
  });

  it('changes nothing for the page’s own language or none', () => {
    followProfileLocale({ locale: 'en' });
    expect(profileLocaleRedirect({ pathname: '/dashboard', search: '', hash: '' })).toBeNull();
    followProfileLocale({});
    expect(profileLocaleRedirect({ pathname: '/dashboard', search: '', hash: '' })).toBeNull();
  });
});
