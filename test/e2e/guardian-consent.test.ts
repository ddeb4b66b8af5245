import { describe, expect, inject, it } from 'vitest';
import { storedMails } from '../../infra/local/ses';
import { api, DEMO_PASSWORD, uniqueEmail } from '../support/api';
import { eventsSettled } from '../support/events';
import {
  openApp,
  pathOf,
  see,
  storedToken,
  submitLogin,
  useBrowserJourney,
  waitForApp,
  waitForPath,
} from './helpers/app';

/**
 * Issue 41's minors on the production build against the real local stack: a learner under 18 registers with a
 * parent's email and is told to ask them; signing in is refused (with the link to send again) until the parent
 * opens the mailed link (read from the local SES inbox), says who they are, consents and confirms; then the
 * learner signs in.
 */

useBrowserJourney();

/** A date of birth that makes someone `years` old today (UTC, as registration counts). */
function bornYearsAgo(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

/** The parent's consent link of the newest mail to an address (its path and query, opened where the site is). */
async function consentLinkFor(to: string): Promise<string> {
  await eventsSettled();
  const mails = (await storedMails(inject('sesEndpoint'))).filter((m) => m.destination.to.includes(to));
  const text = mails.map((m) => m.body.text ?? '').join('\n');
  const found = [...text.matchAll(/https?:\/\/\S+\/guardian-consent\?token=[\w.%=-]+/g)].at(-1)?.[0];
  expect(
    found,
    `a consent link mailed to ${to}: ${JSON.stringify(mails.map((m) => m.subject))}`,
  ).toBeDefined();
  const link = new URL(found!);
  return `${link.pathname.replace(/^\/hi(?=\/)/, '')}${link.search}`;
}

describe('a parent’s consent for a minor', () => {
  it('a minor registers, is refused sign-in until the parent confirms by the mailed link, then signs in', async () => {
    // Arrange
    const email = uniqueEmail('e2e-minor');
    const parent = uniqueEmail('e2e-parent');
    const name = 'Aarav Joshi';
    const page = await openApp('/register', { width: 360 });

    // Act: register with a date of birth under 18
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Date of birth').fill(bornYearsAgo(15));

    // Assert: the parent's email is asked, and the optional consent is not offered
    const parentField = page.getByLabel("Parent's or guardian's email");
    await parentField.waitFor();
    await see(page, 'Watch-time analytics are off for under-18s.');
    expect(await page.getByRole('checkbox', { name: /Use my watch time/ }).count()).toBe(0);

    // Act
    await parentField.fill(parent);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('I have read and agree to the privacy notice').check();
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    // Assert: the pending state, the parent's address partly hidden, nobody signed in
    await page.getByRole('heading', { level: 1, name: 'Almost there' }).waitFor();
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toMatch(/Ask your parent or guardian to check their email \(.+•••.*@.+\)/);
    expect(main).not.toContain(parent);
    expect(pathOf(page)).toBe('/register');
    expect(await storedToken(page)).toBeNull();

    // Act: signing in is refused; the link is sent again
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await waitForPath(page, '/login');
    await submitLogin(page, email, DEMO_PASSWORD);
    const refusal = page.getByRole('alert').first();
    await refusal.waitFor();
    expect(await storedToken(page)).toBeNull();
    const resend = page.getByRole('button', { name: 'Send the link again' });
    await resend.click();
    await resend.waitFor({ state: 'detached' });
    await page.locator('form [role="status"]').first().waitFor();
    const api403 = await api('/api/auth/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });
    expect(api403.status).toBe(403);

    // Act: the parent opens the mailed link in a browser of their own
    const parentPage = await openApp(await consentLinkFor(parent), { width: 1280 });
    await parentPage.getByText(name).first().waitFor();
    await parentPage.getByRole('button', { name: 'Confirm' }).click();

    // Assert: both choices are asked for
    await see(parentPage, 'Please choose parent or guardian');
    await see(parentPage, 'Please confirm that you consent');

    // Act
    await parentPage.getByLabel(`Your relationship to ${name}`).selectOption('parent');
    await parentPage.getByRole('checkbox', { name: /I consent to the academy using/ }).check();
    await parentPage.getByRole('button', { name: 'Confirm' }).click();

    // Assert
    await see(parentPage, `Thank you. ${name} can now sign in.`);

    // Act: the minor signs in
    await page.goto('/login');
    await waitForApp(page);
    await submitLogin(page, email, DEMO_PASSWORD);

    // Assert
    await waitForPath(page, '/student/dashboard');
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${name}!` }).waitFor();
  });

  it('a link that is not valid shows the server’s reason', async () => {
    const page = await openApp('/guardian-consent?token=not-a-real-token');

    await see(page, 'This link did not work');
    expect(await page.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
  });

  it('a link without its token says it is incomplete, without asking the API', async () => {
    const calls: string[] = [];
    const page = await openApp('/', { width: 1280 });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/privacy')) calls.push(request.url());
    });
    await page.goto('/guardian-consent');
    await waitForApp(page);

    await see(page, 'This link did not work');
    expect(await page.getByRole('main').textContent()).toContain('This consent link is incomplete.');
    expect(calls).toEqual([]);
  });
});
