import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ADULT_REGISTRATION, api, signIn } from '../support/api';
import { closeBrowser } from '../support/browser';
import { closeContexts, openApp, submitLogin, waitForApp, waitForPath } from './helpers/app';

const PASSWORD = 'Demo@12345';
const POLL = { timeout: 30_000, interval: 250 };

/** Where the journey leaves the PDFs and pictures it made, for a person to look at (the note of issue 39). */
const ARTEFACTS = process.env.ACADEMY_E2E_ARTEFACTS ?? '';

describe('buying with a code, the invoice, a refund asked for and approved', () => {
  afterAll(async () => {
    await closeContexts();
    await closeBrowser();
  });

  it('a student buys with a coupon, downloads the tax invoice, asks for a refund; the admin approves; My purchases shows it refunded', async () => {
    // Arrange: a code of the demo instructor's for one of their paid courses
    const instructor = await signIn('instructor@demo.academy');
    const courses = (await api('/api/courses?limit=100')).body.courses as {
      id: string;
      title: string;
      price: number;
      instructor: { id?: string; _id?: string };
    }[];
    const course = courses.find(
      (c) => c.price >= 1000 && (c.instructor.id ?? c.instructor._id) === instructor.user.id,
    )!;
    const code = `JOURNEY${randomUUID().slice(0, 6).toUpperCase()}`;
    const made = await api('/api/coupons', {
      method: 'POST',
      token: instructor.token,
      body: {
        code,
        courseId: course.id,
        kind: 'percent',
        value: 20,
        startsAt: new Date(Date.now() - 3600_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        maxRedemptions: 5,
      },
    });
    expect(made.status).toBe(201);
    const email = `journey-${randomUUID().slice(0, 8)}@test.academy`;
    const registered = await api('/api/auth/register', {
      method: 'POST',
      body: { name: 'Ishaan Kapoor', email, password: PASSWORD, ...ADULT_REGISTRATION },
    });
    expect(registered.status).toBe(201);

    // Act 1: the course page's checkout with the code, from Maharashtra (IGST), then Razorpay's test checkout
    const page = await openApp('/login');
    await submitLogin(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/courses/${course.id}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await dialog.waitFor();
    await dialog.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await dialog.getByLabel('Coupon code').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText(`Code ${code} applied`).waitFor();
    const discounted = Math.round(course.price * 100 * 0.8);
    const pay = dialog.getByRole('button', { name: /^Pay ₹/ });
    expect(await pay.innerText()).toContain(
      new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(discounted / 100),
    );
    if (ARTEFACTS) await page.screenshot({ path: `${ARTEFACTS}/checkout-with-code.png` });
    await pay.click();
    const razorpay = page.getByTestId('razorpay-test-checkout');
    await razorpay.waitFor();
    await razorpay.getByText('Pay using UPI').waitFor();
    await razorpay.getByRole('button', { name: /^Pay / }).click();
    await waitForPath(page, `/learn/${course.id}`);

    // Act 2: My purchases, once the stream has issued the invoice; download it
    await page.goto('/student/purchases');
    await waitForApp(page);
    const row = page.getByRole('listitem').filter({ hasText: course.title });
    const download = row.getByRole('button', { name: /^Download invoice / });
    await download.waitFor({ timeout: 30_000 });
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toMatch(/^tax-invoice-AC-\d{4}-\d{6}\.pdf$/);
    const pdf = readFileSync((await saved.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (ARTEFACTS) writeFileSync(`${ARTEFACTS}/journey-invoice.pdf`, pdf);

    // Act 3: ask for a refund
    await row.getByRole('button', { name: 'Ask for a refund' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ask for a refund' });
    await confirm.getByRole('button', { name: 'Ask for a refund' }).click();
    await row.getByText('Refund requested').waitFor();

    // Act 4: the admin approves it on the payments page
    const admin = await openApp('/login');
    await submitLogin(admin, 'admin@demo.academy', PASSWORD);
    await admin.waitForURL((url) => url.pathname !== '/login');
    await admin.goto('/admin/payments');
    await waitForApp(admin);
    const request = admin.getByRole('listitem').filter({ hasText: 'Ishaan Kapoor' });
    await request.getByRole('button', { name: 'Approve' }).click();
    await admin
      .getByRole('dialog', { name: 'Approve refund' })
      .getByRole('button', { name: 'Approve refund' })
      .click();
    await expect.poll(() => request.count(), POLL).toBe(0);

    // Assert: My purchases shows it refunded (Razorpay's refund.processed settled it), with the credit note
    await expect
      .poll(async () => {
        await page.reload();
        await waitForApp(page);
        return row.getByText('Refunded', { exact: true }).count();
      }, POLL)
      .toBe(1);
    await row.getByRole('button', { name: /^Download credit note / }).waitFor();
    if (ARTEFACTS) await page.screenshot({ path: `${ARTEFACTS}/my-purchases-refunded.png`, fullPage: true });
    const enrolments = (await api('/api/enrollments/my-courses', { token: registered.body.token })).body
      .enrollments;
    expect(enrolments).toEqual([]);
  });
});
