import {
  type Course,
  CoursePageBody,
  emptyPageLists,
  InstructorProfileInput,
  TestimonialInput,
  ToolInput,
} from '@academy/shared';
import * as z from 'zod';

/**
 * The course page's authored sections as form rows (spec part 2 §3): highlights, tools, the instructor card,
 * testimonials, the learning journey, FAQs and companies, and, in the instructor's Course page editor,
 * requirements and learning outcomes. Each row is checked by the API's own rule, and every blank optional
 * input is sent as absent; a one-text row (a company, an achievement) is `{ text }`, as react-hook-form's
 * field arrays hold objects.
 */

const blank = (value: string) => (value.trim() === '' ? undefined : value);

/** An optional input: blank is absent, anything else the API's rule. */
const optional = (rule: z.ZodType<string | undefined, string | undefined>) =>
  z.string().transform(blank).pipe(rule);

/** Rows of one text each, checked and handed on as the API's list of strings. */
const textRows = (list: z.ZodType<string[], string[]>) =>
  z
    .array(z.object({ text: z.string() }))
    .transform((rows) => rows.map((row) => row.text))
    .pipe(list);

/** `{ role: '' }` → `{}`: a blank optional input is left out. */
const present = <K extends string>(key: K, value: string): Partial<Record<K, string>> =>
  blank(value) === undefined ? {} : ({ [key]: value } as Record<K, string>);

const toolRow = z
  .object({ name: z.string(), category: z.string(), icon: z.string() })
  .transform((row) => ({
    name: row.name,
    ...present('category', row.category),
    ...present('icon', row.icon),
  }))
  .pipe(ToolInput);

const testimonialRow = z
  .object({ name: z.string(), role: z.string(), quote: z.string() })
  .transform((row) => ({ name: row.name, quote: row.quote, ...present('role', row.role) }))
  .pipe(TestimonialInput);

const profile = InstructorProfileInput.shape;
const socials = profile.socials.unwrap().shape;

/** The sections the course form (admin) and the Course page editor (instructor) both edit. */
export const pageSections = {
  highlights: CoursePageBody.shape.highlights,
  tools: z.array(toolRow).pipe(CoursePageBody.shape.tools),
  testimonials: z.array(testimonialRow).pipe(CoursePageBody.shape.testimonials),
  learningJourney: CoursePageBody.shape.learningJourney,
  faqs: CoursePageBody.shape.faqs,
  companies: textRows(CoursePageBody.shape.companies),
  instructorProfile: z.object({
    title: optional(profile.title),
    experience: optional(profile.experience),
    bio: optional(profile.bio),
    avatar: optional(profile.avatar),
    achievements: textRows(profile.achievements.unwrap()),
    socials: z.object({
      linkedin: optional(socials.linkedin),
      twitter: optional(socials.twitter),
      website: optional(socials.website),
    }),
  }),
};

/** The Course page editor: every section, the course's requirements and outcomes as rows too. */
export const CoursePageForm = z.object({
  ...pageSections,
  requirements: textRows(CoursePageBody.shape.requirements),
  learningOutcomes: textRows(CoursePageBody.shape.learningOutcomes),
});
export type CoursePageFormValues = z.input<typeof CoursePageForm>;
export type CoursePageFormOutput = z.output<typeof CoursePageForm>;

export type PageSectionValues = Pick<CoursePageFormValues, keyof typeof pageSections>;
export type PageSectionName = keyof typeof pageSections;
export const PAGE_SECTION_NAMES = Object.keys(pageSections) as PageSectionName[];

const rowsOf = (texts: readonly string[]) => texts.map((text) => ({ text }));

export const emptyPageSections = (): PageSectionValues => ({
  ...emptyPageLists(),
  instructorProfile: {
    title: '',
    experience: '',
    bio: '',
    avatar: '',
    achievements: [],
    socials: { linkedin: '', twitter: '', website: '' },
  },
});

/** A stored course's sections as the form's starting values. */
export function pageSectionValuesOf(course: Course): PageSectionValues {
  const { instructor } = course;
  return {
    highlights: course.highlights.map(({ title, desc }) => ({ title, desc })),
    tools: course.tools.map((tool) => ({
      name: tool.name,
      category: tool.category ?? '',
      icon: tool.icon ?? '',
    })),
    testimonials: course.testimonials.map((t) => ({
      name: t.name,
      role: t.role ?? t.title ?? '',
      quote: t.quote,
    })),
    learningJourney: course.learningJourney.map(({ step, desc }) => ({ step, desc })),
    faqs: course.faqs.map(({ question, answer }) => ({ question, answer })),
    companies: rowsOf(course.companies),
    instructorProfile: {
      title: instructor.title ?? '',
      experience: instructor.experience ?? '',
      bio: instructor.bio ?? '',
      avatar: instructor.avatar ?? '',
      achievements: rowsOf(instructor.achievements),
      socials: {
        linkedin: instructor.socials.linkedin ?? '',
        twitter: instructor.socials.twitter ?? '',
        website: instructor.socials.website ?? '',
      },
    },
  };
}

export const coursePageFormValuesOf = (course: Course): CoursePageFormValues => ({
  ...pageSectionValuesOf(course),
  requirements: rowsOf(course.requirements),
  learningOutcomes: rowsOf(course.learningOutcomes),
});

/** Sections whose rows differ from where the form started (only those are sent, each whole). */
export function changedSections<K extends string>(
  start: Partial<Record<K, unknown>>,
  now: Partial<Record<K, unknown>>,
  names: readonly K[],
): K[] {
  return names.filter((name) => JSON.stringify(start[name]) !== JSON.stringify(now[name]));
}

/**
 * The API names an entry of a list of texts by its index (`companies.2`); the form's input for it is the
 * row's `text`. Other paths are the form's own.
 */
export function formPathOf(apiPath: string): string {
  return /^(companies|requirements|learningOutcomes|instructorProfile\.achievements)\.\d+$/.test(apiPath)
    ? `${apiPath}.text`
    : apiPath;
}

/** An instructor card with nothing filled in (a new course then takes the instructor's own profile). */
export function isBlankProfile(profile: CoursePageFormOutput['instructorProfile']): boolean {
  const { achievements, socials, ...texts } = profile;
  return (
    achievements.length === 0 &&
    Object.values(socials).every((value) => value === undefined) &&
    Object.values(texts).every((value) => value === undefined)
  );
}
