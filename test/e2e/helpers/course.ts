import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { api, DEMO_PASSWORD, newStaff, newStudent, signIn } from '../../support/api';
import { openApp, submitLogin, waitForPath } from './app';

/** The demo admin, signed in before the file's tests (`token` is empty until then). */
export function useDemoAdmin(): { token: string } {
  const admin = { token: '' };
  beforeAll(async () => {
    admin.token = (await signIn('admin@demo.academy')).token;
  });
  return admin;
}

/**
 * A new instructor (made by the admin, agreed to the privacy notice) with a free, published course of their own,
 * titled `names.course` and a few random characters.
 */
export async function instructorWithCourse(
  adminToken: string,
  names: { instructor: string; course: string },
  course: { description: string; category: string },
) {
  // Made by the admin, they agreed to the privacy notice at their first sign-in (issue 41), so the app opens
  // their screens.
  const instructor = await newStaff(adminToken, 'instructor', names.instructor);
  const title = `${names.course} ${randomUUID().slice(0, 8)}`;
  const made = await api<{ course: { id: string } }>('/api/courses', {
    method: 'POST',
    token: adminToken,
    body: {
      title,
      description: course.description,
      instructor: instructor.user.id,
      category: course.category,
      level: 'beginner',
      price: 0,
      isPublished: true,
    },
  });
  if (made.status !== 201) throw new Error(`course not created: ${made.status}`);
  return {
    email: instructor.email,
    id: instructor.user.id,
    courseId: made.body.course.id,
    courseTitle: title,
  };
}

/**
 * A new instructor (made by the admin) with a free, published course of one module, and a student enrolled in
 * it: the people of one browser journey, of its own.
 */
export async function courseWithStudent(
  adminToken: string,
  names: { instructor: string; student: string; course: string },
) {
  const {
    email,
    courseId,
    courseTitle: title,
  } = await instructorWithCourse(adminToken, names, {
    description: `${names.course}, from the first step.`,
    category: 'Web Development',
  });
  const lesson = await api(`/api/courses/${courseId}/modules`, {
    method: 'POST',
    token: adminToken,
    body: { title: 'Getting started', description: 'What the course covers.', duration: 10, order: 1 },
  });
  if (lesson.status !== 201) throw new Error(`module not created: ${lesson.status}`);
  const student = await newStudent(names.student);
  const enrolled = await api('/api/enrollments', {
    method: 'POST',
    token: student.token,
    body: { courseId },
  });
  if (enrolled.status !== 201 && enrolled.status !== 200) throw new Error(`not enrolled: ${enrolled.status}`);
  return { instructorEmail: email, courseId, courseTitle: title, student };
}

/** Signs in on /login in a browser of its own and waits for the role's landing page. */
export async function signInAt(
  email: string,
  landing: string,
  options: { width?: number; clock?: boolean } = {},
): Promise<Page> {
  const page = await openApp('/login', options);
  await submitLogin(page, email, DEMO_PASSWORD);
  await waitForPath(page, landing);
  return page;
}

/** The navigation bar's bell; its name carries the count ("Notifications, 3 unread"). */
export const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
export const bellName = async (page: Page) => (await bell(page).getAttribute('aria-label')) ?? '';
