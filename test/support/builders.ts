import { randomUUID } from 'node:crypto';
import { emptyPageLists } from '@academy/shared';
import type { NewCourse } from '../../functions/src/courses/model';

const id = (label: string) => `${label}${randomUUID().replace(/-/g, '').slice(0, 16)}`.toUpperCase();

/** A complete course with `modules` modules; every field can be overridden. */
export function makeCourse(overrides: Partial<NewCourse> & { instructorId: string }, modules = 3): NewCourse {
  const courseId = overrides.id ?? id('C');
  return {
    id: courseId,
    title: `Test Course ${courseId.slice(-6)}`,
    description: 'A course made by a test.',
    category: 'Web Development',
    level: 'beginner',
    price: 0,
    thumbnail: '',
    instructor: { id: overrides.instructorId, name: 'Test Instructor', achievements: [], socials: {} },
    isPublished: true,
    tags: ['test'],
    createdAt: new Date().toISOString(),
    requirements: [],
    learningOutcomes: [],
    ...emptyPageLists(),
    modules: Array.from({ length: modules }, (_, i) => ({
      id: id('M'),
      courseId,
      title: `Module ${i + 1}`,
      description: '',
      duration: 10 * (i + 1),
      order: i + 1,
      resources: [],
    })),
    ...overrides,
  };
}
