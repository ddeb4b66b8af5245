import { describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, newStudent, uniqueEmail } from '../support/api';
import {
  agreeAtTheGate,
  closePagesAfterTests,
  logout,
  openApp,
  pageWidths,
  pathOf,
  see,
  storedToken,
  submitLogin,
  waitForApp,
  waitForPath,
} from './helpers/app';

/**
 * Sign-in journeys through the production build in headless Chromium (spec part 1 §2, §4, §5, §8;
 * part 2 admin user management). Each test uses its own browser context and its own users.
 */

closePagesAfterTests();

describe('registration and sign-in', () => {
  it('a student registers, lands on their dashboard, signs out and signs in again', async () => {
    // Arrange
    const email = uniqueEmail('e2e-student');
    const name = 'Kavya Menon';
    const page = await openApp('/register');

    // Act: register
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Date of birth').fill('1995-06-15');
    await page.getByLabel('I have read and agree to the privacy notice').check();
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    // Assert: signed in on the student dashboard with the welcome line
    await waitForPath(page, '/student/dashboard');
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${name}!` }).waitFor();

    // Act: sign out, then in again
    await logout(page);
    expect(await storedToken(page)).toBeNull();
    await page.goto('/login');
    await waitForApp(page);
    await submitLogin(page, email, DEMO_PASSWORD);

    // Assert
    await waitForPath(page, '/student/dashboard');
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${name}!` }).waitFor();
  });

  it('register with mismatched passwords says so and creates no account', async () => {
    // Arrange
    const email = uniqueEmail('e2e-mismatch');
    const page = await openApp('/register');
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) registerCalls.push(request.url());
    });

    // Act
    await page.getByLabel('Full name').fill('Mismatch Person');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(`${DEMO_PASSWORD}x`);
    await page.getByLabel('Date of birth').fill('1995-06-15');
    await page.getByLabel('I have read and agree to the privacy notice').check();
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    // Assert
    await see(page, 'Passwords do not match');
    expect(pathOf(page)).toBe('/register');
    expect(registerCalls).toEqual([]);
    const login = await api('/api/auth/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(401);
  });

  it('login with a wrong password shows the server message', async () => {
    const page = await openApp('/login');

    await submitLogin(page, 'student@demo.academy', 'Wrong@12345');

    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });
});

describe('admin creates users', () => {
  it('the admin adds an instructor, who can then sign in to the instructor dashboard', async () => {
    // Arrange
    const email = uniqueEmail('e2e-instructor');
    const page = await openApp('/login');
    await submitLogin(page, 'admin@demo.academy', DEMO_PASSWORD);
    await waitForPath(page, '/admin/dashboard');

    // Act: from the dashboard to the add-user screen, and create the instructor
    await page.getByRole('link', { name: /Add Instructor/ }).click();
    await waitForPath(page, '/admin/add-user');
    await page.getByLabel('Full name').fill('Deepak Rao');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(DEMO_PASSWORD);
    expect(await page.getByLabel('Role').inputValue(), 'the role defaults to student').toBe('student');
    await page.getByLabel('Role').selectOption('instructor');
    await page.getByRole('button', { name: 'Create User' }).click();

    // Assert: the message, then back one step after 2 seconds
    await see(page, 'Instructor created successfully!');
    await waitForPath(page, '/admin/dashboard');

    // Act: the admin signs out, the instructor signs in
    await logout(page);
    await page.goto('/login');
    await waitForApp(page);
    await submitLogin(page, email, DEMO_PASSWORD);

    // Assert: an account an admin made has no consent on record: the privacy notice first (issue 41), then the
    // dashboard
    await agreeAtTheGate(page);
    await waitForPath(page, '/instructor/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Deepak Rao!' }).waitFor();
  });

  it('an admin creates a student from Add User on /admin/users (student by default), who signs in to the student dashboard', async () => {
    // Arrange
    const email = uniqueEmail('e2e-admin-student');
    const page = await openApp('/login', { width: 390 });
    await submitLogin(page, 'admin@demo.academy', DEMO_PASSWORD);
    await waitForPath(page, '/admin/dashboard');
    await page.goto('/admin/users');
    await waitForApp(page);

    // Act: the Add User modal, its role left as it opens
    await page.getByRole('button', { name: 'Add User' }).click();
    const modal = page.getByRole('dialog', { name: 'Add User' });
    await modal.getByLabel('Full name').fill('Nisha Kapoor');
    await modal.getByLabel('Email').fill(email);
    await modal.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await modal.getByLabel('Confirm password', { exact: true }).fill(DEMO_PASSWORD);
    expect(await modal.getByLabel('Role').inputValue()).toBe('student');
    const [scroll, inner] = await pageWidths(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    await modal.getByRole('button', { name: 'Create User' }).click();

    // Assert: the notice, and the list finds them as a student
    await see(page, 'Student created successfully!');
    await page.getByLabel('Search users').fill(email);
    // By the email: another Nisha Kapoor may be listed until the search has answered.
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Nisha Kapoor/);
    expect(await row.textContent()).toMatch(/student/i);

    // Act: the new student signs in
    const studentPage = await openApp('/login');
    await submitLogin(studentPage, email, DEMO_PASSWORD);

    // Assert: lands as a student, asked for the privacy notice first (an account an admin made, issue 41)
    await agreeAtTheGate(studentPage);
    await waitForPath(studentPage, '/student/dashboard');
    await studentPage.getByRole('heading', { level: 1, name: /Nisha Kapoor/ }).waitFor();
  });

  it('the admin deactivates a user, who then cannot sign in', async () => {
    // Arrange: a student of this test's own
    const student = await newStudent('Rohan Deactivated');
    const page = await openApp('/login');
    await submitLogin(page, 'admin@demo.academy', DEMO_PASSWORD);
    await waitForPath(page, '/admin/dashboard');
    await page.goto('/admin/users');
    await waitForApp(page);

    // Act: find them, deactivate, confirm
    await page.getByLabel('Search users').fill(student.email);
    const deactivate = page.getByRole('button', { name: 'Deactivate Rohan Deactivated' });
    await deactivate.click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate Rohan Deactivated?' });
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();

    // Assert: the list says so
    await see(page, 'Rohan Deactivated has been deactivated.');
    await page.getByRole('button', { name: 'Activate Rohan Deactivated' }).waitFor();

    // Act: the student tries to sign in
    const studentPage = await openApp('/login');
    await submitLogin(studentPage, student.email, DEMO_PASSWORD);

    // Assert: refused with the server's message
    await studentPage
      .getByRole('alert')
      .filter({ hasText: 'Your account has been deactivated. Please contact support.' })
      .waitFor();
    expect(pathOf(studentPage)).toBe('/login');
  });
});

/** Signs in on /login as `email`, waits for the role's `landing` page, then opens `path` in the same tab. */
async function signedInThenOpen(email: string, landing: string, path: string) {
  const page = await openApp('/login');
  await submitLogin(page, email, DEMO_PASSWORD);
  await waitForPath(page, landing);
  await page.goto(path);
  await waitForApp(page);
  return page;
}

describe('route guards', () => {
  it('a signed-out visitor of /admin/users goes to /login, and back there after signing in', async () => {
    const page = await openApp('/admin/users');

    await waitForPath(page, '/login');
    await submitLogin(page, 'admin@demo.academy', DEMO_PASSWORD);

    await waitForPath(page, '/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
  });

  it('a student opening /admin/dashboard goes to /', async () => {
    const page = await signedInThenOpen('student@demo.academy', '/student/dashboard', '/admin/dashboard');

    await waitForPath(page, '/');
    expect(await page.getByRole('heading', { name: 'Welcome back' }).count()).toBe(0);
  });

  it('a signed-in user opening /login goes to their dashboard', async () => {
    const page = await signedInThenOpen('instructor@demo.academy', '/instructor/dashboard', '/login');

    await waitForPath(page, '/instructor/dashboard');
  });
});

describe('navigation bar', () => {
  it('search with text goes to /courses?search=…; blank text does nothing', async () => {
    const page = await openApp('/login');
    const search = page.getByRole('searchbox', { name: 'Search courses' });

    await search.fill('   ');
    await search.press('Enter');
    await page.waitForTimeout(300);
    expect(pathOf(page)).toBe('/login');

    await search.fill('  react hooks ');
    await search.press('Enter');
    await waitForPath(page, '/courses');
    expect(new URL(page.url()).searchParams.get('search')).toBe('react hooks');
  });

  it('at 360 px the hamburger opens the slide-in menu and nothing scrolls sideways', async () => {
    const page = await openApp('/login', { width: 360, height: 740 });
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');

    await hamburger.click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Sign Up' }).waitFor();
    const [scrollWidth, innerWidth] = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
  });
});
