import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { pageWidths, useBrowserJourney, waitForPath } from './helpers/app';
import { bell, bellName, courseWithStudent, signInAt, useDemoAdmin } from './helpers/course';

/**
 * Issue 12's journey on the production build against the real local stack: a student starts a discussion from the
 * learning page, the instructor hears of it, replies and pins it; the student sees the reply and the pin and likes
 * the reply; the instructor locks it and the student's reply box is gone. Text stays text.
 */

useBrowserJourney();

const demoAdmin = useDemoAdmin();

/** A post's card, found by its title. */
const postCard = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('a course discussion, from the learning page to a locked thread', () => {
  it('a student starts it, the instructor replies, pins and locks it, the student likes the reply', async () => {
    const { instructorEmail, courseId, student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Farhan Ali',
      student: 'Meenakshi Pillai',
      course: 'Flexbox Basics',
    });
    const title = 'Why does <main> not stretch? <b>help</b>';
    const content = 'My footer floats mid-page.\nI tried height: 100% on <body>.';

    // Act: the student starts a discussion on the learning page's Discussions tab
    const learner = await signInAt(student.email, '/student/dashboard');
    await learner.goto(`/learn/${courseId}?tab=discussions`);
    const start = learner.getByRole('region', { name: 'Start a discussion' });
    await start.getByLabel('Title').fill(title);
    await start.getByLabel('Content').fill(content);
    await start.getByRole('button', { name: 'Post Discussion' }).click();

    // Assert: listed as typed, as text (the HTML is shown, not made into elements)
    const card = postCard(learner, title);
    await card.waitFor();
    expect(await card.getByRole('heading', { name: title }).textContent()).toBe(title);
    expect(await card.locator('b').count()).toBe(0);
    await card.getByText('My footer floats mid-page.', { exact: false }).first().waitFor();

    // Act: the instructor's bell has it (beside the student's New enrolment); it opens the course's discussions
    const teacher = await signInAt(instructorEmail, '/instructor/dashboard');
    await expect.poll(() => bellName(teacher)).toBe('Notifications, 2 unread');
    await bell(teacher).click();
    const notice = teacher.getByRole('link', { name: /New discussion/ });
    expect(await notice.textContent()).toContain('Meenakshi Pillai');
    await notice.click();
    await waitForPath(teacher, '/instructor/discussions');
    expect(new URL(teacher.url()).searchParams.get('course')).toBe(courseId);

    // Act: expand, reply, pin
    const teacherCard = postCard(teacher, title);
    await teacherCard.waitFor();
    const expander = teacherCard.getByRole('button', { name: /the discussion$/ });
    if ((await expander.getAttribute('aria-expanded')) === 'false') await expander.click();
    const replyBox = teacherCard.getByLabel('Your reply');
    const postReply = teacherCard.getByRole('button', { name: 'Post Reply' });
    await replyBox.fill('   ');
    expect(await postReply.isDisabled(), 'Post Reply disabled while blank').toBe(true);
    await replyBox.fill('Give <body> min-height: 100dvh and make it a flex column.');
    await postReply.click();
    await teacherCard.getByText('Give <body> min-height: 100dvh and make it a flex column.').waitFor();
    await teacherCard.getByRole('button', { name: 'Pin' }).click();
    await teacherCard.getByText('Pinned', { exact: true }).waitFor();

    // Assert: the student sees the reply and the pin; likes the reply, and the count is exact
    await learner.reload();
    const studentCard = postCard(learner, title);
    await studentCard.getByText('Pinned', { exact: true }).waitFor();
    await studentCard.getByText('Give <body> min-height: 100dvh and make it a flex column.').waitFor();
    const like = studentCard.getByRole('button', { name: /^Like reply/ });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    // The button turns at once (optimistic); the server's answer is what the API read below needs
    const liked = learner.waitForResponse(
      (r) => /\/api\/forums\/[^/]+\/reply\/[^/]+\/like$/.test(new URL(r.url()).pathname) && r.ok(),
    );
    await like.click();
    await liked;
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await like.textContent())?.replace(/\D+/g, ' ').trim()).toBe('1');
    const thread = await api<{ replies: { likeCount: number; likedByMe: boolean }[] }>(
      `/api/forums/${(await studentCard.getAttribute('data-post-id'))!}`,
      { token: student.token },
    );
    expect(thread.body.replies).toMatchObject([{ likeCount: 1, likedByMe: true }]);

    // The reply reached the student as a notification (a discussion they started)
    const unread = await api<{ byType: Record<string, number> }>('/api/notifications/unread-count', {
      token: student.token,
    });
    expect(unread.body.byType.discussion).toBe(1);

    // Act: the instructor locks it
    await teacherCard.getByRole('button', { name: 'Lock' }).click();
    await teacherCard.getByText('Locked', { exact: true }).waitFor();

    // Assert: the student's reply box is gone, with a word saying why
    await learner.reload();
    const lockedCard = postCard(learner, title);
    await lockedCard.getByText('This discussion is locked.').waitFor();
    expect(await lockedCard.getByLabel('Your reply').count()).toBe(0);
    expect(await lockedCard.getByRole('button', { name: 'Post Reply' }).count()).toBe(0);
  });

  it('the student forum page loads 20 discussions across courses, finds an older one by search, loads more on request, in either order', async () => {
    // Arrange: a course of the student's with 23 discussions
    const { instructorEmail, courseId, student } = await courseWithStudent(demoAdmin.token, {
      instructor: 'Nandini Iyer',
      student: 'Kabir Sethi',
      course: 'Busy Forum',
    });
    const instructor = await signIn(instructorEmail);
    for (let i = 1; i <= 23; i++) {
      const res = await api('/api/forums', {
        method: 'POST',
        token: instructor.token,
        body: { course: courseId, title: `Week ${i} questions`, content: `Ask about week ${i} here.` },
      });
      expect(res.status).toBe(201);
    }

    // Act: the student opens the forum page without a course
    const page = await signInAt(student.email, '/student/dashboard', { width: 360 });
    await page.goto('/student/discussion-forum');
    const list = page.getByRole('list', { name: 'Discussions' });
    await list.getByRole('article').first().waitFor();

    // Assert: the newest 20, said to be those loaded, and Load more discussions brings the other 3
    await page.getByText('20 discussions loaded').waitFor();
    expect(await list.getByRole('article').count()).toBe(20);
    expect(await list.getByRole('heading').first().textContent()).toBe('Week 23 questions');
    const shots = process.env.ACADEMY_SCREENSHOTS_DIR;
    const more = page.getByRole('button', { name: 'Load more discussions' });
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/student-forum-360.png` });
      await more.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/student-forum-360-foot.png` });
    }
    // Act/Assert: the search asks the server: the oldest discussion, not among the 20 loaded, turns up at once
    // (issue 33); cleared, the list is the 20 loaded again
    const search = page.getByLabel('Search discussions');
    await search.fill('WEEK 1 QUESTIONS');
    await page.getByText('1 matching discussion', { exact: true }).waitFor();
    expect(await list.getByRole('heading').allTextContents()).toEqual(['Week 1 questions']);
    await search.fill('');
    await page.getByText('20 discussions loaded').waitFor();
    await more.click();
    await page.getByText('23 discussions', { exact: true }).waitFor();
    expect(await list.getByRole('article').count()).toBe(23);
    expect(await more.count()).toBe(0);
    const [scroll, inner] = await pageWidths(page);
    expect(scroll).toBeLessThanOrEqual(inner);

    // Act/Assert: Oldest First turns the loaded list around
    await page.getByLabel('Sort').selectOption('oldest');
    await expect.poll(() => list.getByRole('heading').first().textContent()).toBe('Week 1 questions');
    if (shots) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/student-forum-1280.png` });
    }
  });

  it('the student forum page lists the demo discussions at phone width, with no sideways scroll', async () => {
    const page = await signInAt('student@demo.academy', '/student/dashboard', { width: 360 });
    await page.goto('/student/discussion-forum');
    await page.getByRole('list', { name: 'Discussions' }).getByRole('article').first().waitFor();
    const [scroll, inner] = await pageWidths(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    await page.getByRole('button', { name: 'Start a discussion' }).click();
    await page.getByText('Please go to a specific course to create a discussion.').waitFor();
  });
});
