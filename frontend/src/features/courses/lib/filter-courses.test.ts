import type { CourseSummary } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { filterCourses } from './filter-courses';

let next = 0;
function makeCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  next += 1;
  const id = `course-${next}`;
  return {
    _id: id,
    id,
    title: `Course ${next}`,
    description: '',
    category: 'Web Development',
    level: 'beginner',
    price: 0,
    thumbnail: '',
    totalDuration: 0,
    moduleCount: 0,
    enrollmentCount: 0,
    rating: { average: 0, count: 0 },
    instructor: { id: 'i1', name: 'Priya Sharma' },
    isPublished: true,
    tags: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('filterCourses (admin list)', () => {
  const react = makeCourse({ title: 'React from Scratch' });
  const ml = makeCourse({
    title: 'Machine Learning',
    instructor: { id: 'i2', name: 'Arjun Mehta' },
    isPublished: false,
  });
  const courses = [react, ml];

  it('searches titles and instructor names, ignoring case', () => {
    expect(filterCourses(courses, { search: 'react', status: 'all' })).toEqual([react]);
    expect(filterCourses(courses, { search: '  ARJUN ', status: 'all' })).toEqual([ml]);
    expect(filterCourses(courses, { search: '', status: 'all' })).toEqual(courses);
  });

  it('filters by status, together with the search', () => {
    expect(filterCourses(courses, { search: '', status: 'published' })).toEqual([react]);
    expect(filterCourses(courses, { search: '', status: 'draft' })).toEqual([ml]);
    expect(filterCourses(courses, { search: 'react', status: 'draft' })).toEqual([]);
  });
});
