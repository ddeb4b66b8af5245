import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localisedPath } from '../../shared/src/locale';
import { prerenderedPaths } from '../../shared/src/site';
import { api, DEMO_PASSWORD, newStudent, signIn, totpOf, updateProfile } from '../support/api';
import { englishOnPage } from '../support/ui-english';
import { closePagesAfterTests, openApp, pathOf, waitForApp } from './helpers/app';

/**
 * The academy in Hindi (issue 40) through the production build: the language a visitor chooses survives a reload
 * and the next visit, a person's language comes with them at sign-in (it is on their profile), and every screen of
 * every role shows its controls and labels in Hindi.
 */

closePagesAfterTests();

const POLL = { timeout: 20_000, interval: 200 };
const htmlLang = (page: Page) => page.evaluate<string>('document.documentElement.lang');

/** Signs in on the Hindi login form (the demo admin answers its authenticator code too). */
async function submitHindiLogin(page: Page, email: string) {
  await page.getByLabel('ईमेल').fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
  if (!email.startsWith('admin@')) return;
  await page.getByLabel('6 अंकों का कोड').fill(totpOf(email));
  await page.getByRole('button', { name: 'सत्यापित करें और साइन इन करें' }).click();
}

describe('choosing a language', () => {
  it('a visitor switches to Hindi in the bar: the address, <html lang> and texts follow, and the choice survives a reload and the next visit', async () => {
    const page = await openApp('/courses');
    expect(await htmlLang(page)).toBe('en-IN');

    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('hi');
    await page.waitForURL((url) => url.pathname === '/hi/courses');
    await waitForApp(page);
    expect(await htmlLang(page)).toBe('hi-IN');
    await expect.poll(() => page.getByRole('link', { name: 'लॉग इन' }).count(), POLL).toBeGreaterThan(0);

    await page.reload();
    await waitForApp(page);
    expect(pathOf(page)).toBe('/hi/courses');

    // An English address in the same browser opens in the language chosen.
    await page.goto('/about');
    await page.waitForURL((url) => url.pathname === '/hi/about');
    await waitForApp(page);
    expect(await htmlLang(page)).toBe('hi-IN');

    // Back to English from the Hindi bar.
    await page.getByRole('combobox', { name: 'भाषा' }).first().selectOption('en');
    await page.waitForURL((url) => url.pathname === '/about');
    await waitForApp(page);
    expect(await htmlLang(page)).toBe('en-IN');
  });

  it('a person who chose Hindi gets it back at sign-in in a new browser, and their choice is on their profile', async () => {
    const student = await newStudent('Kavya Joshi');
    const saved = await updateProfile(student.token, { locale: 'hi' });
    expect(saved.status).toBe(200);
    expect(saved.body.user.locale).toBe('hi');

    // A browser that never saw the academy: English, until the sign-in brings the profile's language.
    const page = await openApp('/login');
    expect(await htmlLang(page)).toBe('en-IN');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/hi/'), POLL);
    await waitForApp(page);
    expect(await htmlLang(page)).toBe('hi-IN');

    await page.reload();
    await waitForApp(page);
    expect(pathOf(page).startsWith('/hi/')).toBe(true);
  });
});

/** Every signed-in screen of each role (as `npm run screenshots` takes them), and the public ones. */
const PUBLIC = [...prerenderedPaths, '/login', '/register'];
const SIGNED_IN = {
  'student@demo.academy': [
    '/profile',
    '/student/dashboard',
    '/student/certificates',
    '/student/support',
    '/student/live-sessions',
    '/student/assignments',
    '/student/discussion-forum',
    '/student/notifications',
    '/student/chat',
    '/student/purchases',
  ],
  'instructor@demo.academy': [
    '/instructor/dashboard',
    '/instructor/courses',
    '/instructor/students',
    '/instructor/chats',
    '/instructor/discussions',
    '/instructor/tickets',
    '/instructor/coupons',
  ],
  'admin@demo.academy': [
    '/admin/dashboard',
    '/admin/courses',
    '/admin/add-course',
    '/admin/support',
    '/admin/users',
    '/admin/add-user',
    '/admin/payments',
    '/admin/coupons',
  ],
};

/**
 * Words of what people wrote or are called (course titles, every account's name: the demo's and those other tests
 * made) that may show alone in a control on a Hindi page, such as a chat's button naming the student.
 */
async function dataWords(): Promise<string[]> {
  const { courses } = (await api('/api/courses?limit=100')).body as {
    courses: { title: string; instructor?: { name?: string } }[];
  };
  const admin = await signIn('admin@demo.academy');
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await api(`/api/users?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
      token: admin.token,
    });
    const body = page.body as { users: { name: string }[]; nextCursor: string | null };
    names.push(...body.users.map((user) => user.name));
    cursor = body.nextCursor;
  } while (cursor);
  // The tags a course's placeholder suggests (tags are written as they are used).
  const tags = ['react', 'javascript', 'frontend'];
  const texts = [...courses.flatMap((c) => [c.title, c.instructor?.name ?? '']), ...names, ...tags];
  return [...new Set(texts.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []))];
}

describe('every screen in Hindi', () => {
  it('the public pages show their controls and labels in Hindi', async () => {
    const allowed = await dataWords();
    const { courses } = (await api('/api/courses?limit=1')).body as { courses: { id: string }[] };
    const page = await openApp('/hi');
    const found: string[] = [];
    for (const path of [...PUBLIC, `/courses/${courses[0]!.id}`]) {
      await page.goto(localisedPath(path, 'hi'));
      await waitForApp(page);
      expect(await htmlLang(page)).toBe('hi-IN');
      found.push(...(await englishOnPage(page, allowed)).map((text) => `${path} ${text}`));
    }
    expect(found.join('\n')).toBe('');
  });

  it.each(Object.entries(SIGNED_IN))('%s sees every screen in Hindi', async (email, paths) => {
    const allowed = await dataWords();
    // A student's learning page too: their first course.
    const { token } = await signIn(email);
    const mine = (await api('/api/enrollments/my-courses', { token })).body as {
      enrollments?: { course?: { _id?: string } }[];
    };
    const learning = mine.enrollments?.[0]?.course?._id;
    const page = await openApp('/hi/login');
    await submitHindiLogin(page, email);
    await page.waitForURL((url) => url.pathname !== '/hi/login', POLL);
    const found: string[] = [];
    for (const path of [
      ...paths,
      ...(learning && email.startsWith('student') ? [`/learn/${learning}`] : []),
    ]) {
      await page.goto(localisedPath(path, 'hi'));
      await waitForApp(page);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      found.push(...(await englishOnPage(page, allowed)).map((text) => `${path} ${text}`));
    }
    expect(found.join('\n')).toBe('');
  });
});
