import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  closePagesAfterTests,
  openApp,
  pageWidths,
  pathOf,
  pauseClock,
  see,
  waitForApp,
} from './helpers/app';

/**
 * The public content pages through the production build in headless Chromium: contact form
 * (spec part 1 §2, §4, §5, §8), blog list and article (part 2 §2, §9), help page (part 2 §2) and the
 * static pages at phone width. Nothing here signs in.
 */

closePagesAfterTests();

const THANK_YOU = 'Thank you for your message! We will get back to you soon.';
/** The spec's simulated delay (part 1 §9). */
const CONTACT_DELAY_MS = 1500;

/**
 * Whatever the page could send from now on: any request but a GET, any call to /api, and any request
 * that carries what the visitor typed (`marker`), such as a form submitted as a GET.
 */
function recordSends(page: Page, marker = 'Aarav'): string[] {
  const sends: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (request.method() !== 'GET' || new URL(url).pathname.startsWith('/api') || url.includes(marker))
      sends.push(`${request.method()} ${url}`);
  });
  return sends;
}

const articleHeadings = (page: Page) => page.locator('main article h2').allTextContents();

describe('contact form', () => {
  it('is busy for 1.5 s, then thanks the visitor and clears, without sending anything', async () => {
    // Arrange: the page's clock stands still and moves only as the test says
    const page = await openApp('/contact', { clock: true });
    await pauseClock(page);
    // By type, not name: while busy the button reads "Sending...".
    const send = page.locator('main form button[type="submit"]');
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    const sends = recordSends(page);

    // Act
    await page.getByLabel('Full Name').fill('Aarav Patel');
    await page.getByLabel('Email Address').fill('aarav@example.com');
    await page.getByLabel('Phone (optional)').fill('+91 98450 12345');
    await page.getByLabel('Subject').fill('Data science programme');
    await page.getByLabel('Message', { exact: true }).fill('Is there a weekend batch starting next month?');
    await send.click();

    // Assert: busy with a spinner, still busy a moment before 1.5 s…
    expect(await send.isDisabled()).toBe(true);
    expect(await send.getAttribute('aria-busy')).toBe('true');
    expect(await send.textContent()).toBe('Sending...');
    expect(await send.locator('[class*="spinner"]').count()).toBeGreaterThan(0);
    await page.clock.runFor(CONTACT_DELAY_MS - 1);
    await page.waitForTimeout(200);
    expect(await send.isDisabled()).toBe(true);
    expect(await page.getByText(THANK_YOU).count()).toBe(0);

    // …then the thank-you message and an empty form
    await page.clock.runFor(1);
    await page.getByRole('status').filter({ hasText: THANK_YOU }).waitFor();
    expect(await send.textContent()).toBe('Send Message');
    expect(await send.isEnabled()).toBe(true);
    for (const label of ['Full Name', 'Email Address', 'Phone (optional)', 'Subject', 'Message']) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    expect(sends).toEqual([]);
  });

  it('leaves the required checks to the browser: an empty or malformed form is not sent', async () => {
    // Arrange
    const page = await openApp('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });

    // Act: nothing filled in
    await send.click();

    // Assert: the browser stops at the first required field; nothing is busy or thanked
    expect(
      await page.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    expect(await send.isEnabled()).toBe(true);

    // Assert: Full Name, Email Address, Subject and Message are required, Phone is not
    const required = async (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((el: HTMLInputElement) => el.required);
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message']) {
      expect(await required(label), label).toBe(true);
    }
    expect(await required('Phone (optional)')).toBe(false);

    // Act: everything but a valid e-mail address (phone stays empty: it is optional)
    await page.getByLabel('Full Name').fill('Aarav Patel');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message', { exact: true }).fill('Hi');
    await send.click();

    // Assert
    expect(
      await page.getByLabel('Email Address').evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);
    expect(await send.isEnabled()).toBe(true);
    expect(await page.getByText(THANK_YOU).count()).toBe(0);
  });

  it('shows the office hours, and the directions and map buttons stay on the page', async () => {
    // Arrange
    const page = await openApp('/contact');
    const sends = recordSends(page);

    // Act
    await page.getByRole('button', { name: 'Get Directions to the Hyderabad office' }).click();
    await page.getByRole('button', { name: 'View on Google Maps' }).click();

    // Assert
    await see(page, 'Monday to Friday 9:00 AM to 6:00 PM, Saturday 10:00 AM to 4:00 PM');
    await see(page, 'For directions, open the address above in your maps app.');
    await see(page, 'Our three offices and their addresses are listed below.');
    expect(pathOf(page)).toBe('/contact');
    expect(await page.context().pages()).toHaveLength(1);
    expect(sends).toEqual([]);
  });
});

describe('blog list', () => {
  it('shows the six articles and finds them by title, by tag, or says nothing matches', async () => {
    // Arrange
    const page = await openApp('/blog');
    const search = page.getByLabel('Search articles');
    await expect.poll(() => articleHeadings(page)).toHaveLength(6);

    // Act + Assert: by title, case-insensitive, typed key by key (no key may be lost while the address updates)
    await search.pressSequentially('PYTHON OR JAVA');
    expect(await search.inputValue()).toBe('PYTHON OR JAVA');
    expect(new URL(page.url()).searchParams.get('q')).toBe('PYTHON OR JAVA');
    await see(page, '1 article found');
    await expect
      .poll(() => articleHeadings(page))
      .toEqual(['Python or Java? Choosing Your First Programming Language']);

    // by tag (Figma is only a tag of the UX article)
    await search.fill('figma');
    await expect
      .poll(() => articleHeadings(page))
      .toEqual(['UX Design in India: Building a Portfolio That Gets You Interviews']);

    // no match
    await search.fill('quantum basket weaving');
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await expect.poll(() => articleHeadings(page)).toEqual([]);

    // clearing brings everything back
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await see(page, '6 articles');
    expect(await search.inputValue()).toBe('');
  });

  it('filters by category, combines it with the search, and a filter change goes back to page 1', async () => {
    // Arrange: an address on page 3 (with six articles there is one page, so it shows page 1)
    const page = await openApp('/blog?page=3');
    const career = page.getByRole('button', { name: 'Career', exact: true });
    await see(page, '6 articles');
    expect(await articleHeadings(page)).toHaveLength(6);

    // Act
    await career.click();

    // Assert: only Career articles, the filter pressed, and no page left in the address
    await see(page, '2 articles found');
    expect(await career.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => articleHeadings(page))
      .toEqual([
        'Cracking Tech Interviews: A 90-Day Preparation Plan',
        'Understanding Tech Salaries in India: CTC, In-Hand Pay and Negotiation',
      ]);
    const query = new URL(page.url()).searchParams;
    expect(query.get('category')).toBe('Career');
    expect(query.has('page')).toBe(false);

    // Act + Assert: search within the category, then All again
    await page.getByLabel('Search articles').fill('salary');
    await expect
      .poll(() => articleHeadings(page))
      .toEqual(['Understanding Tech Salaries in India: CTC, In-Hand Pay and Negotiation']);
    await page.getByRole('button', { name: 'Design', exact: true }).click();
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect
      .poll(() => articleHeadings(page))
      .toEqual(['Understanding Tech Salaries in India: CTC, In-Hand Pay and Negotiation']);
    // One page of results: no page links are shown
    expect(await page.getByRole('navigation', { name: 'Blog pages' }).count()).toBe(0);
  });
});

describe('blog article', () => {
  it('toggles the like count 42 → 43 → 42, shows 24 comments and links back to the list', async () => {
    // Arrange
    const page = await openApp('/blog');
    await page
      .getByRole('link', { name: 'Breaking into Data Science Without a Computer Science Degree' })
      .click();
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Breaking into Data Science Without a Computer Science Degree',
      })
      .waitFor();
    const like = page.getByRole('button', { name: 'Like', exact: true });

    // Assert: the article's details
    expect(pathOf(page)).toBe('/blog/data-science-without-cs-degree');
    await see(page, 'Ananya Deshpande');
    await see(page, 'Dec 10, 2024');
    await see(page, '8 min read');
    await see(page, '42 likes');
    await see(page, '24 comments');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(
      await page
        .locator('main img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);

    // Act + Assert: like, unlike
    await like.click();
    await see(page, '43 likes');
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await like.click();
    await see(page, '42 likes');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await see(page, '24 comments');

    // Act + Assert: a tag searches the list for it
    await page.getByRole('link', { name: 'SQL', exact: true }).click();
    await see(page, '1 article found');
    expect(await page.getByLabel('Search articles').inputValue()).toBe('SQL');
    await page.goBack();

    // Act + Assert: back to the list
    await page.getByRole('link', { name: 'Back to blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Insights for your tech career' }).waitFor();
    expect(pathOf(page)).toBe('/blog');
  });

  it('says an unknown article is not found and offers the way back', async () => {
    const page = await openApp('/blog/no-such-article');

    await page.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to blog' }).click();

    await page.getByRole('heading', { level: 1, name: 'Insights for your tech career' }).waitFor();
  });
});

describe('help page', () => {
  it('filters the FAQ across every tab as the visitor types, with an empty state', async () => {
    // Arrange
    const page = await openApp('/faq');
    const search = page.getByLabel('Search the FAQ');
    const question = (text: string) => page.locator('summary', { hasText: text });
    await question('What is the Academy?').waitFor();

    // Act: a word from the Payments tab, while General is showing
    await search.fill('Refund');

    // Assert
    await see(page, '1 question matches "Refund"');
    await question('Can I get a refund?').waitFor();
    expect(await question('What is the Academy?').count()).toBe(0);
    expect(await page.getByRole('tablist').count()).toBe(0);

    // Act + Assert: an answer's text finds its question too (4GB RAM is in an answer only)
    await search.fill('4gb ram');
    await question('What do I need to take a course?').waitFor();

    // Act + Assert: nothing matches, then clear
    await search.fill('teleportation');
    await page.getByRole('heading', { name: 'No matching questions' }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('tab', { name: 'General', selected: true }).waitFor();
    expect(await search.inputValue()).toBe('');
  });

  it('has keyboard tabs and the same screen at /faq and /help-center', async () => {
    // Arrange
    const page = await openApp('/help-center');
    const general = page.getByRole('tab', { name: 'General' });

    // Act: arrow keys move between tabs
    await general.focus();
    await page.keyboard.press('ArrowRight');

    // Assert
    const courses = page.getByRole('tab', { name: 'Courses' });
    expect(await courses.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Courses');
    await page
      .getByRole('tabpanel', { name: 'Courses' })
      .locator('summary', { hasText: 'How long are the courses?' })
      .waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(
      await page.getByRole('tab', { name: 'Certificates & Placements' }).getAttribute('aria-selected'),
    ).toBe('true');

    // The same screen at both addresses
    const tabsAt = async (path: string) => {
      await page.goto(path);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: 'How can we help you?' }).waitFor();
      return page.getByRole('tab').allTextContents();
    };
    const atHelpCenter = await tabsAt('/help-center');
    const atFaq = await tabsAt('/faq');
    expect(atFaq).toEqual(['General', 'Courses', 'Payments & Refunds', 'Certificates & Placements']);
    expect(atHelpCenter).toEqual(atFaq);
  });
});

describe('at phone (360 px) and tablet (768 px) widths', () => {
  /** Path, its h1, and for a page whose content comes from the API, the status that says it is in. */
  const pages: [path: string, heading: string, loaded?: RegExp][] = [
    ['/about', "We help India's learners build careers in tech"],
    ['/contact', "We'd love to hear from you"],
    ['/companies', 'Hire job-ready tech talent, trained for real work'],
    ['/universities', 'Make every graduate industry-ready'],
    ['/blog', 'Insights for your tech career'],
    [
      '/blog/full-stack-developer-roadmap',
      'The Full-Stack Developer Roadmap: What Indian Recruiters Actually Look For',
    ],
    ['/blog/no-such-article', 'Article not found'],
    ['/faq', 'How can we help you?'],
    ['/help-center', 'How can we help you?'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/refund-policy', 'Refund Policy'],
    ['/courses', 'Master New Skills', /^\d+ courses?$/],
    [
      '/courses?category=Data%20Science&level=advanced&sort=price-high',
      'Master New Skills',
      /^\d+ courses?$/,
    ],
    ['/courses/01JNOSUCHCOURSE000000000000', 'Course not found'],
    ['/login', 'Welcome back'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Reset your password'],
  ];

  it.each([
    { width: 360, height: 740 },
    { width: 768, height: 1024 },
  ])('every page shows its one h1 and never scrolls sideways at $width px', async ({ width, height }) => {
    const response = await fetch(`${inject('apiUrl')}/api/courses?limit=1`);
    const { courses } = (await response.json()) as { courses: { id: string; title: string }[] };
    const course = courses[0]!;
    const all: typeof pages = [
      ['/', 'Academy: job-ready tech skills for learners across India'],
      [`/courses/${course.id}`, course.title],
      ...pages,
    ];
    const page = await openApp('/', { width, height });
    for (const [path, heading, loaded] of all) {
      await page.goto(path);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Content from the API (the course cards) is in before the width is measured.
      if (loaded) await page.getByRole('status').filter({ hasText: loaded }).first().waitFor();
      // Down the page and back, so sections that load on approach (the home page's lower half) are in.
      await page.evaluate(`(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        window.scrollTo(0, 0);
      })()`);

      const [scrollWidth, innerWidth] = await pageWidths(page);
      expect(scrollWidth, `${path} is wider than the screen at ${width} px`).toBeLessThanOrEqual(innerWidth);
      expect(await page.locator('h1').count(), `${path} has one h1`).toBe(1);
    }
  });
});

describe('marketing calls to action', () => {
  it('lead to the pages the spec names', async () => {
    const page = await openApp('/about');

    await page.getByRole('link', { name: 'Explore Programs' }).first().click();
    await page.waitForURL((url) => url.pathname === '/courses');

    await page.goto('/universities');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Start a Partnership' }).first().click();
    await page.waitForURL((url) => url.pathname === '/contact');

    await page.goto('/companies');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const hrefs = await page
      .locator('main a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(hrefs).toEqual(expect.arrayContaining(['/contact', '/about']));
  });
});
