import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Course, categories, levels } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import {
  API_AUTHORED_COURSES,
  authoredPageOf,
  courseIdFor,
  demoCourses,
  moduleIdFor,
  SAMPLE_VIDEO,
} from './seed-courses';

const instructors = {
  primary: { id: 'instructor-rahul-0001', name: 'Rahul Sharma' },
  second: { id: 'instructor-priya-0002', name: 'Priya Iyer' },
};
const courses = demoCourses(instructors);
const published = courses.filter((c) => c.isPublished);
const drafts = courses.filter((c) => !c.isPublished);
const artDir = fileURLToPath(new URL('../../frontend/public', import.meta.url));
const slugOf = (thumbnail: string) => /^\/course-art\/([a-z0-9-]+)\.svg$/.exec(thumbnail)?.[1];

describe('demoCourses', () => {
  it('has at least 24 published courses and exactly 2 drafts', () => {
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(drafts).toHaveLength(2);
  });

  it('covers every category with at least 4 published courses, and every level', () => {
    for (const category of categories) {
      expect(published.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
    for (const level of levels)
      expect(
        published.some((c) => c.level === level),
        level,
      ).toBe(true);
  });

  it('has at least 4 free courses and whole, non-negative rupee prices', () => {
    expect(published.filter((c) => c.price === 0).length).toBeGreaterThanOrEqual(4);
    for (const c of courses) {
      expect(Number.isInteger(c.price), c.title).toBe(true);
      expect(c.price, c.title).toBeGreaterThanOrEqual(0);
      expect(c.price, c.title).toBeLessThanOrEqual(149_999);
    }
    expect(courses.some((c) => c.price > 100_000)).toBe(true);
  });

  it('splits the courses between the two instructors, the primary owning most', () => {
    const primary = courses.filter((c) => c.instructorId === instructors.primary.id);
    const second = courses.filter((c) => c.instructorId === instructors.second.id);
    expect(primary.length + second.length).toBe(courses.length);
    expect(primary.length).toBeGreaterThan(second.length);
    expect(second.length).toBeGreaterThanOrEqual(Math.floor(courses.length / 4));
    for (const c of courses) {
      const owner = c.instructorId === instructors.primary.id ? instructors.primary : instructors.second;
      expect(c.instructor).toMatchObject({ id: owner.id, name: owner.name });
    }
  });

  it('has unique ids and slugs, derived from the slug', () => {
    const slugs = courses.map((c) => slugOf(c.thumbnail));
    expect(slugs.every(Boolean)).toBe(true);
    expect(new Set(slugs).size).toBe(courses.length);
    expect(new Set(courses.map((c) => c.id)).size).toBe(courses.length);
    const moduleIds = courses.flatMap((c) => c.modules.map((m) => m.id));
    expect(new Set(moduleIds).size).toBe(moduleIds.length);
    for (const c of courses) {
      const slug = slugOf(c.thumbnail)!;
      expect(c.id).toBe(courseIdFor(slug));
      c.modules.forEach((m, i) => {
        expect(m.id).toBe(moduleIdFor(slug, i + 1));
      });
    }
    expect(new Set(courses.map((c) => c.createdAt)).size).toBe(courses.length);
  });

  it('numbers modules 1..n and ties them to their course', () => {
    for (const c of courses) {
      expect(c.modules.length, c.title).toBeGreaterThanOrEqual(4);
      expect(c.modules.length, c.title).toBeLessThanOrEqual(10);
      expect(c.modules.map((m) => m.order)).toEqual(c.modules.map((_, i) => i + 1));
      for (const m of c.modules) {
        expect(m.courseId).toBe(c.id);
        expect(m.duration).toBeGreaterThanOrEqual(8);
        expect(m.duration).toBeLessThanOrEqual(75);
      }
    }
  });

  it('has a thumbnail file for every course', () => {
    for (const c of courses) expect(existsSync(`${artDir}${c.thumbnail}`), c.thumbnail).toBe(true);
  });

  it('gives every published module a video, except one course with none, and shows the player sources', () => {
    const withoutVideo = published.filter((c) => c.modules.every((m) => !m.videoUrl));
    expect(withoutVideo).toHaveLength(1);
    const others = published.filter((c) => !withoutVideo.includes(c));
    expect(others.every((c) => c.modules.every((m) => m.videoUrl))).toBe(true);
    const urls = others.flatMap((c) => c.modules.map((m) => m.videoUrl));
    expect(urls.filter((u) => u === SAMPLE_VIDEO).length).toBeGreaterThan(100);
    expect(urls.some((u) => u?.startsWith('https://www.youtube.com/watch?v='))).toBe(true);
    expect(urls.some((u) => u?.startsWith('https://vimeo.com/'))).toBe(true);
  });

  it('leaves one published course without the optional sections, so the page shows its defaults', () => {
    const authored = new Set(API_AUTHORED_COURSES.map((a) => courseIdFor(a.slug)));
    const bare = published.filter(
      (c) =>
        !authored.has(c.id) &&
        c.highlights.length === 0 &&
        c.testimonials.length === 0 &&
        c.faqs.length === 0 &&
        c.learningJourney.length === 0 &&
        c.tools.length === 0,
    );
    expect(bare).toHaveLength(1);
  });

  it('creates the API-authored courses without their sections, which their instructor writes later', () => {
    expect(API_AUTHORED_COURSES.length).toBeGreaterThanOrEqual(1);
    for (const { slug } of API_AUTHORED_COURSES) {
      const course = courses.find((c) => c.id === courseIdFor(slug))!;
      expect(course.isPublished, slug).toBe(true);
      expect(course.highlights, slug).toEqual([]);
      expect(course.instructor, slug).toMatchObject({ achievements: [], socials: {} });
      const page = authoredPageOf(slug);
      expect(page.highlights.length, slug).toBeGreaterThanOrEqual(3);
      expect(page.faqs.length, slug).toBeGreaterThanOrEqual(3);
      expect(page.instructorProfile.bio, slug).toBeTruthy();
      expect(existsSync(fileURLToPath(new URL(`./demo-media/${slug}.webp`, import.meta.url))), slug).toBe(
        true,
      );
    }
  });

  it('fills the detail sections of the other courses within their ranges', () => {
    const filled = [
      ...published.filter((c) => c.tools.length > 0),
      ...API_AUTHORED_COURSES.map(({ slug }) => ({
        ...courses.find((c) => c.id === courseIdFor(slug))!,
        ...authoredPageOf(slug),
      })),
    ];
    for (const c of filled) {
      expect(c.tags.length, c.title).toBeGreaterThanOrEqual(3);
      expect(c.tags.length, c.title).toBeLessThanOrEqual(6);
      expect(c.requirements.length, c.title).toBeGreaterThanOrEqual(2);
      expect(c.learningOutcomes.length, c.title).toBeGreaterThanOrEqual(4);
      expect(c.highlights.length, c.title).toBeGreaterThanOrEqual(3);
      expect(c.tools.length, c.title).toBeGreaterThanOrEqual(4);
      expect(c.testimonials.length, c.title).toBeGreaterThanOrEqual(2);
      expect(c.learningJourney, c.title).toHaveLength(4);
      expect(c.faqs.length, c.title).toBeGreaterThanOrEqual(3);
      expect(c.companies.length, c.title).toBeGreaterThanOrEqual(5);
      expect(c.companies.length, c.title).toBeLessThanOrEqual(8);
    }
  });

  it('types in no learner count or rating: those come from the seeded enrolments and ratings', () => {
    for (const c of courses) {
      expect(Object.keys(c), c.title).not.toContain('enrollmentCount');
      expect(Object.keys(c), c.title).not.toContain('rating');
    }
  });

  it('never promises a refund in course FAQs', () => {
    for (const c of courses) {
      for (const f of c.faqs) expect(`${f.question} ${f.answer}`.toLowerCase()).not.toMatch(/refund/);
    }
  });

  it('is deterministic', () => {
    const again = demoCourses(instructors);
    expect(again.map((c) => c.id)).toEqual(courses.map((c) => c.id));
    expect(again).toEqual(courses);
    again[0]!.tags.push('changed');
    expect(demoCourses(instructors)[0]!.tags).not.toContain('changed');
  });

  it('passes the Course schema once shaped as the API returns it', () => {
    for (const c of courses) {
      const shaped = {
        ...c,
        _id: c.id,
        moduleCount: c.modules.length,
        totalDuration: c.modules.reduce((sum, m) => sum + m.duration, 0),
        updatedAt: c.createdAt,
        enrollmentCount: 0,
        rating: { average: 0, count: 0 },
        instructor: { ...c.instructor, id: c.instructorId },
        modules: c.modules.map((m) => ({ ...m, _id: m.id })),
      };
      expect(() => Course.parse(shaped), c.title).not.toThrow();
    }
  });
});
