import { Category, type Course, CreateCourseBody, Id, Level } from '@academy/shared';
import { msg } from '@lingui/core/macro';
import * as z from 'zod';
import { i18n } from '../../../lib/i18n';
import { DEFAULT_COURSE_LEVEL } from '../constants';
import { emptyPageSections, pageSections, pageSectionValuesOf } from './course-page-form';

/** "react, hooks , ,web" → ["react", "hooks", "web"] (spec part 2 §5: comma-separated, trimmed). */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export const joinList = (items: readonly string[]) => items.join(', ');

/** A comma-separated input checked against the API's list rule, and handed on as the list. */
const commaList = (list: z.ZodType<string[]>) =>
  z
    .string()
    .superRefine((text, ctx) => {
      const checked = list.safeParse(splitList(text));
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message });
    })
    .transform(splitList);

// The form's own messages, looked up when zod reports an issue: in the language of the page (or render).
const chooseCategory = msg`Choose a category`;
const priceRequired = msg`Price is required`;
const chooseInstructor = msg`Choose an instructor`;

/** The course fields both forms share, from the API's CreateCourseBody (spec part 2 §5, Course form). */
const courseFields = {
  title: CreateCourseBody.shape.title,
  description: CreateCourseBody.shape.description,
  category: z
    .string()
    .min(1, { error: () => i18n._(chooseCategory) })
    .pipe(Category),
  level: Level,
  // An empty number input reads as NaN: say it is required rather than "not a number".
  price: z.number({ error: () => i18n._(priceRequired) }).pipe(CreateCourseBody.shape.price),
  thumbnail: CreateCourseBody.shape.thumbnail.unwrap(),
  tags: commaList(CreateCourseBody.shape.tags.unwrap()),
  requirements: commaList(CreateCourseBody.shape.requirements.unwrap()),
  learningOutcomes: commaList(CreateCourseBody.shape.learningOutcomes.unwrap()),
};

/**
 * The course form: the course, its instructor (required for an admin), the published flag, and the course page's
 * authored sections as rows (highlights, tools, the instructor card, testimonials, journey, companies, FAQs).
 */
export const CourseFormSchema = z.object({
  ...courseFields,
  instructor: z
    .string()
    .min(1, { error: () => i18n._(chooseInstructor) })
    .pipe(Id),
  isPublished: z.boolean(),
  ...pageSections,
});
export type CourseFormValues = z.input<typeof CourseFormSchema>;
export type CourseFormOutput = z.output<typeof CourseFormSchema>;

export const emptyCourseForm: CourseFormValues = {
  title: '',
  description: '',
  instructor: '',
  category: '',
  level: DEFAULT_COURSE_LEVEL,
  // An empty number input: the form asks for a price (required) rather than assuming 0.
  price: Number.NaN,
  thumbnail: '',
  tags: '',
  requirements: '',
  learningOutcomes: '',
  isPublished: false,
  ...emptyPageSections(),
};

/** A stored course as the edit form's starting values (its instructor is shown, not changed). */
export function courseFormValuesOf(course: Course): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    instructor: course.instructor.id,
    category: course.category,
    level: course.level,
    price: course.price,
    thumbnail: course.thumbnail,
    tags: joinList(course.tags),
    requirements: joinList(course.requirements),
    learningOutcomes: joinList(course.learningOutcomes),
    isPublished: course.isPublished,
    ...pageSectionValuesOf(course),
  };
}

export type CourseFieldName = keyof CourseFormValues;

/** Whether an input (a value, or a section's rows) differs from where it started. */
const differs = (start: unknown, now: unknown) =>
  typeof start === 'object' && start !== null
    ? JSON.stringify(start) !== JSON.stringify(now)
    : !Object.is(start, now);

/** The fields whose input differs from where the form started (a section of rows counts as one field). */
export function changedFields(start: CourseFormValues, now: CourseFormValues): CourseFieldName[] {
  return (Object.keys(start) as CourseFieldName[]).filter((key) => differs(start[key], now[key]));
}

/**
 * The edit form's PUT body: only what the admin changed (the instructor cannot be). Untouched lists
 * are not sent, so stored entries that hold a comma of their own are not split up.
 */
export function toUpdateBody(values: CourseFormOutput, changed: readonly CourseFieldName[]) {
  const body: Partial<Omit<CourseFormOutput, 'instructor'>> = {};
  for (const key of changed) {
    if (key === 'instructor') continue;
    Object.assign(body, { [key]: values[key] });
  }
  return body;
}

/** List fields of a stored course with an entry that holds a comma (splitting would change it). */
export function listsWithCommas(course: Course): CourseFieldName[] {
  return (['tags', 'requirements', 'learningOutcomes'] as const).filter((key) =>
    course[key].some((entry) => entry.includes(',')),
  );
}
