import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '../../infra/local/seed-mfa';
import { totpCode } from '../../infra/local/totp';
import { api, createUser, DEMO_PASSWORD, newInstructor, signIn, totpOf, uniqueEmail } from '../support/api';
import {
  agreeAtTheGate,
  closePagesAfterTests,
  openApp,
  pageWidths,
  see,
  storedToken,
  waitForPath,
} from './helpers/app';

/**
 * Two-step verification in headless Chromium (issue 36 item 6): the demo admin's code step, an admin's setup at
 * the first sign-in, and an instructor turning it on from the profile. Codes are computed as an authenticator
 * app would (the demo admin's secret is fixed in .env.example; a new one is read off the screen).
 */

closePagesAfterTests();

/** Email and password on /login, then Sign In (the code step is this test's to answer). */
async function passwordStep(page: import('playwright-core').Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The key shown beside the QR code, without the spaces that group it. */
const keyOnScreen = async (page: import('playwright-core').Page) =>
  ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s+/g, '');

describe('two-step verification', () => {
  it.each([360, 1280])(
    'the demo admin signs in with the code from the authenticator (%i px)',
    async (width) => {
      // Arrange
      const page = await openApp('/login', { width });

      // Act: the password
      await passwordStep(page, DEMO_ADMIN_EMAIL);

      // Assert: the code step, nobody signed in yet
      await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
      expect(await storedToken(page)).toBeNull();
      const [scrollWidth, innerWidth] = await pageWidths(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      // Act: a wrong code, then the right one
      const code = totpOf(DEMO_ADMIN_EMAIL);
      const wrong = code === '000000' ? '111111' : '000000';
      await page.getByLabel('6-digit code').fill(wrong);
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await see(page, 'That code is not right. Enter the current 6-digit code from your authenticator app.');
      await page.getByLabel('6-digit code').fill(totpOf(DEMO_ADMIN_EMAIL));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();

      // Assert: on the admin dashboard, signed in
      await waitForPath(page, '/admin/dashboard');
      expect(await storedToken(page)).not.toBeNull();
    },
  );

  it('a new admin sets it up at the first sign-in: QR code, key, first code, then the dashboard', async () => {
    // Arrange: an admin made by the demo admin, who has never signed in
    const demoAdmin = await signIn(DEMO_ADMIN_EMAIL);
    const email = uniqueEmail('e2e-admin');
    const created = await createUser(demoAdmin.token, {
      name: 'Farah Khan',
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      role: 'admin',
    });
    expect(created.status).toBe(201);
    const page = await openApp('/login', { width: 360 });

    // Act
    await passwordStep(page, email);

    // Assert: the setup, with the QR code and the key
    await page.getByRole('heading', { level: 1, name: 'Set up two-step verification' }).waitFor();
    const qr = page.getByRole('img', { name: 'QR code to add this account to your authenticator app' });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const key = await keyOnScreen(page);
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    const [scrollWidth, innerWidth] = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // Nothing cut off at a phone's width (the card would clip what overflows it)
    for (const part of [page.getByTestId('mfa-secret'), page.getByLabel('6-digit code')]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(innerWidth - 16);
    }

    // Act: the first code from that key
    await page.getByLabel('6-digit code').fill(totpCode(key));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();

    // Assert: an account an admin made agrees to the privacy notice first (issue 41), then the dashboard
    await agreeAtTheGate(page);
    await waitForPath(page, '/admin/dashboard');
    expect(await storedToken(page)).not.toBeNull();
  });

  it('an instructor turns it on from the profile, and the next sign-in asks for the code', async () => {
    // Arrange: a signed-in instructor on their profile
    const demoAdmin = await signIn(DEMO_ADMIN_EMAIL);
    const instructor = await newInstructor(demoAdmin.token, 'Ishaan Verma');
    const page = await openApp('/login', { width: 1280 });
    await passwordStep(page, instructor.email);
    await waitForPath(page, '/instructor/dashboard');
    await page.goto('/profile');
    const card = page.getByRole('heading', { name: 'Two-step verification' });
    await card.waitFor();
    await see(page, 'Off');

    // Act: set it up: the password again, then the first code
    await page.getByRole('button', { name: 'Set up two-step verification' }).click();
    await page.getByLabel('Your password', { exact: true }).fill('Wrong@12345');
    await page.getByRole('button', { name: 'Continue' }).click();
    await see(page, 'That password is not right.');
    await page.getByLabel('Your password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code to add this account to your authenticator app' }).waitFor();
    const key = await keyOnScreen(page);
    await page.getByLabel('6-digit code').fill(totpCode(key));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();

    // Assert: on, still signed in, and the API asks for the code at the next sign-in
    await see(page, 'Two-step verification is on. Each sign-in now asks for a code.');
    await see(page, 'On');
    expect(await storedToken(page)).not.toBeNull();
    const next = await api('/api/auth/login', {
      method: 'POST',
      body: { email: instructor.email, password: DEMO_PASSWORD },
    });
    expect(next.body).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', session: expect.any(String) });
  });
});
