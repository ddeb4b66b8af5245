import type { PrivacyOverview } from '@academy/shared';
import { PRIVACY_LIMITS } from '@academy/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, newStudent } from '../support/api';
import { formatFindings, seriousViolations } from '../support/axe';
import { eventsSettled } from '../support/events';
import { pageWidths, see, useBrowserJourney, waitForApp } from './helpers/app';
import { signInAt } from './helpers/course';

/**
 * Issue 41's Privacy page on the production build against the real local stack: a student exports their data
 * (the archive is built off the request path; the page asks again until it is ready, and its download link
 * answers the ZIP), and deletes their account (the password asked, the date shown, cancelled, asked again).
 * Every test signs up a student of its own.
 */

useBrowserJourney();

const PRIVACY = '/profile/privacy';

async function overviewOf(token: string): Promise<PrivacyOverview> {
  const res = await api<PrivacyOverview>('/api/privacy', { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function openPrivacy(email: string, width = 1280): Promise<Page> {
  const page = await signInAt(email, '/student/dashboard', { width });
  await page.goto(PRIVACY);
  await waitForApp(page);
  await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
  return page;
}

describe('the Privacy page', () => {
  it('shows the notice agreed to at registration, from the user menu, with nothing sideways on a phone', async () => {
    const student = await newStudent('Meera Pillai');
    const page = await signInAt(student.email, '/student/dashboard', { width: 360 });

    // Act: the slide-in menu's Privacy link (the phone's account menu)
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Privacy', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();

    // Assert
    const { currentNoticeVersion } = await overviewOf(student.token);
    await see(page, new RegExp(`You agreed to privacy notice version ${currentNoticeVersion}`));
    // The tests' students agree to watch-time analytics at registration (ADULT_CONSENT).
    const analytics = page.getByRole('checkbox', { name: /Use my watch time/ });
    expect(await analytics.isChecked()).toBe(true);
    const [scrollWidth, innerWidth] = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    expect(formatFindings(await seriousViolations(page)), 'axe: the Privacy page').toEqual([]);

    // Act: give the optional consent; it is on record and stays after a reload
    await analytics.check();
    await expect.poll(async () => (await overviewOf(student.token)).privacy.watchAnalytics).toBe(true);
    await page.reload();
    await waitForApp(page);
    await see(page, 'Watch-time analytics turned on');
    expect(await page.getByRole('checkbox', { name: /Use my watch time/ }).isChecked()).toBe(true);
  });

  it('a student exports their data: asked, prepared off the request path, then downloaded', async () => {
    // Arrange
    const student = await newStudent('Arjun Menon');
    const page = await openPrivacy(student.email);

    // Act: ask for the archive
    await page.getByRole('button', { name: 'Export my data' }).click();

    // Assert: said at once, listed as preparing
    await see(page, "We're preparing your archive. We'll notify you when it's ready.");
    const exports = page.getByRole('list', { name: 'Your exports' });
    await exports.getByText('Preparing').first().waitFor();

    // Act: the stream consumer builds it; the page asks again by itself until it is ready
    await eventsSettled();
    const download = exports.getByRole('button', { name: 'Download' });
    await download.waitFor({ timeout: 60_000 });
    await exports.getByText('Ready').first().waitFor();
    expect(await exports.textContent()).toMatch(/Available until/);

    // Act: Download asks for a short-lived link and opens it
    const linkAnswer = page.waitForResponse((r) =>
      /\/api\/privacy\/exports\/[^/]+\/link$/.test(new URL(r.url()).pathname),
    );
    const downloaded = page.waitForEvent('download', { timeout: 15_000 }).catch(() => undefined);
    await download.click();
    const answer = await linkAnswer;
    expect(answer.status()).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    await downloaded;

    // Assert: the link answers the ZIP (its first bytes "PK")
    const zip = await fetch(url);
    expect(zip.status).toBe(200);
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
    expect((await overviewOf(student.token)).exports[0]?.status).toBe('ready');
  });

  it('a student deletes their account: the password asked, the date shown, cancelled, and asked again', async () => {
    // Arrange
    const student = await newStudent('Sneha Kulkarni');
    const page = await openPrivacy(student.email);
    const section = page.getByRole('region', { name: 'Delete my account' });
    const password = section.getByLabel('Your password', { exact: true });

    // Act: a wrong password is refused
    await password.fill('Wrong@12345');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await section.getByRole('alert').waitFor();
    expect((await overviewOf(student.token)).deletion?.status ?? 'none').not.toBe('scheduled');

    // Act: the right one
    await password.fill(DEMO_PASSWORD);
    await section.getByRole('button', { name: 'Delete my account' }).click();

    // Assert: scheduled for the end of the cooling-off period, and said with its date
    await see(page, /^Your account will be deleted on /);
    const scheduled = (await overviewOf(student.token)).deletion;
    expect(scheduled?.status).toBe('scheduled');
    const days = (Date.parse(scheduled!.eraseAfter) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(PRIVACY_LIMITS.deletionCoolingOffDays - 1);
    expect(days).toBeLessThanOrEqual(PRIVACY_LIMITS.deletionCoolingOffDays);

    // Assert: every other page says so, with the way back here
    await page.goto('/student/dashboard');
    await waitForApp(page);
    await see(page, /^Your account is scheduled for deletion on /);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();

    // Act: cancel
    await page.getByRole('button', { name: 'Cancel deletion' }).click();

    // Assert: cancelled, the form is back, the banner gone
    await see(page, 'The deletion is cancelled. Your account stays open.');
    expect((await overviewOf(student.token)).deletion?.status).toBe('cancelled');
    await page.goto('/student/dashboard');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(/scheduled for deletion/).count()).toBe(0);

    // Act: ask again
    await page.goto(PRIVACY);
    await waitForApp(page);
    await section.getByLabel('Your password', { exact: true }).fill(DEMO_PASSWORD);
    await section.getByRole('button', { name: 'Delete my account' }).click();

    // Assert
    await see(page, /^Your account will be deleted on /);
    expect((await overviewOf(student.token)).deletion?.status).toBe('scheduled');
  });
});
