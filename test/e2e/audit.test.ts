import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, DEMO_PASSWORD, uniqueEmail } from '../support/api';
import { formatFindings, seriousViolations } from '../support/axe';
import { useBrowserJourney, waitForPath, widthScreenshots } from './helpers/app';
import { signInAt, useDemoAdmin } from './helpers/course';

/**
 * Issue 41's audit log on the production build against the real local stack: the admin deactivates a student on
 * /admin/users, opens the audit log from the dashboard, filters it to that student and the action, and reads the
 * entry (who, what, before → after, the request's id). Screenshots at 360 and 1280 px go to
 * ACADEMY_SCREENSHOTS_DIR (/tmp/shots-audit/e2e by default).
 */

useBrowserJourney();

const screenshots = widthScreenshots(process.env.ACADEMY_SCREENSHOTS_DIR ?? '/tmp/shots-audit/e2e');
const demoAdmin = useDemoAdmin();

describe('the audit log', () => {
  it('shows the admin the deactivation they just made, filtered by target and action', async () => {
    const name = `Tanvi Kulkarni ${randomUUID().slice(0, 6)}`;
    const email = uniqueEmail('audit-e2e');
    const made = await createUser(demoAdmin.token, { name, email, password: DEMO_PASSWORD, role: 'student' });
    expect(made.status).toBe(201);
    const studentId = made.body.user.id as string;

    const page = await signInAt('admin@demo.academy', '/admin/dashboard', { width: 1280 });
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(email);
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByText(`${name} has been deactivated.`).waitFor();

    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: /Audit log/ }).click();
    await waitForPath(page, '/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByLabel('Target ID').fill(studentId);
    await page.getByLabel('Action').selectOption('user.deactivate');
    // Until the filtered page arrives, the previous one (the account's creation too) is still on screen.
    await expect.poll(async () => (await page.getByRole('row').count()) - 1, { timeout: 20_000 }).toBe(1);
    const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'User deactivated' });
    await row.waitFor();
    const text = (await row.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Meera Nair');
    expect(text).toContain('User deactivated');
    expect(text).toContain('isActive: true → false');
    expect(text).toContain(studentId);
    // The request's id: API Gateway's, a UUID on the local gateway.
    expect(text).toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(formatFindings(await seriousViolations(page)), 'axe on the audit log').toEqual([]);
    await screenshots(page, 'audit-log-filtered');
  });
});
