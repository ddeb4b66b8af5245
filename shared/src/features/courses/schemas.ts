import * as z from 'zod';
import { categories, DEFAULT_SORT, levels, sortKeys } from '../../catalogue';
import { COURSE_PAGE_ROWS } from '../../course-page-limits';
import { text } from '../../messages';
import {
  Cursor,
  hasUnsafeCharacters,
  Id,
  ids,
  MultiLine,
  PageLimit,
  pageQuery,
  SingleLine,
  unsafeTextMessage,
} from '../../schemas/common';

export const Category = z.enum(categories, {
  error: text(/*i18n*/ 'Category must be one of: {choices}', { choices: categories.join(', ') }),
});
export type Category = z.infer<typeof Category>;

export const Level = z.enum(levels, { error: /*i18n*/ 'Level must be beginner, intermediate or advanced' });
export type Level = z.infer<typeof Level>;

/** Absolute http(s) address, as the module and course forms require for links. */
export const HttpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/\S+$/i.test(v), /*i18n*/ 'Must be a URL (http or https)')
  .refine((v) => !hasUnsafeCharacters(v), unsafeTextMessage(/*i18n*/ 'A URL'));

/** A module's link to slides, notes or code: http(s) only (no javascript:, data: or file: links). */
export const Resource = z.object({
  title: SingleLine(/*i18n*/ 'Resource title', 200),
  url: HttpUrl,
});

/**
 * A module as the API answers it. Its addresses (`videoUrl`, `resources`) go only to those who may study
 * the course: its enrolled students, its instructor and admins. Everyone else gets what the public page
 * needs: title, description, duration, order, `hasVideo` and `resourceCount`; the first module still plays
 * through GET /api/courses/{id}/preview.
 */
export const Module = z.object({
  ...ids,
  title: z.string(),
  description: z.string().default(''),
  /** Minutes. */
  duration: z.number().int().min(0),
  /** The module has a video, by address or uploaded (whether the caller may watch it is another matter). */
  hasVideo: z.boolean().default(false),
  /** An uploaded video exists: its playback link comes from the module's video route. */
  hasUploadedVideo: z.boolean().default(false),
  order: z.number().int().min(1),
  /** How many resources the module has (shown to everyone; the links only to those who may study it). */
  resourceCount: z.number().int().min(0).default(0),
  /** The stored address: an external one (any pattern the player supports) or the app's own media path. */
  videoUrl: z.string().optional(),
  /** As stored (the input rule is `Resource`); an old non-http link is dropped before it is sent. */
  resources: z.array(z.object({ title: z.string(), url: z.string() })).optional(),
});
export type Module = z.infer<typeof Module>;

export const Socials = z.object({
  linkedin: z.string().optional(),
  twitter: z.string().optional(),
  website: z.string().optional(),
});

export const CourseInstructor = z.object({
  id: Id,
  name: z.string(),
  avatar: z.string().optional(),
  title: z.string().optional(),
  experience: z.string().optional(),
  bio: z.string().optional(),
  achievements: z.array(z.string()).default([]),
  socials: Socials.default({}),
});

export const Rating = z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) });

/** What every list shows of a course (catalogue cards, dashboards). */
export const CourseSummary = z.object({
  ...ids,
  title: z.string(),
  description: z.string(),
  category: Category,
  level: Level,
  /** Rupees; 0 means free. */
  price: z.number().int().min(0),
  thumbnail: z.string().default(''),
  /** Minutes, the sum of the modules' durations. */
  totalDuration: z.number().int().min(0),
  moduleCount: z.number().int().min(0),
  enrollmentCount: z.number().int().min(0),
  rating: Rating,
  instructor: z.object({ id: Id, name: z.string() }),
  isPublished: z.boolean(),
  tags: z.array(z.string()).default([]),
  createdAt: z.string(),
});
export type CourseSummary = z.infer<typeof CourseSummary>;

/** The full course, with every field of spec part 2 §3. */
export const Course = CourseSummary.extend({
  instructor: CourseInstructor,
  modules: z.array(Module),
  requirements: z.array(z.string()).default([]),
  learningOutcomes: z.array(z.string()).default([]),
  highlights: z.array(z.object({ title: z.string(), desc: z.string() })).default([]),
  tools: z
    .array(z.object({ name: z.string(), icon: z.string().optional(), category: z.string().optional() }))
    .default([]),
  testimonials: z
    .array(
      z.object({
        name: z.string(),
        /** Spec part 2 §3: "role or title"; either is shown. */
        role: z.string().optional(),
        title: z.string().optional(),
        quote: z.string(),
        avatar: z.string().optional(),
      }),
    )
    .default([]),
  learningJourney: z.array(z.object({ step: z.string(), desc: z.string() })).default([]),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })).default([]),
  companies: z.array(z.string()).default([]),
  updatedAt: z.string(),
  /** The caller's own rating of the course (1–5): sent only to an enrolled student who has rated it. */
  myRating: z.number().int().min(1).max(5).optional(),
});
export type Course = z.infer<typeof Course>;

/** The star ratings a student may give a course. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** PUT /api/courses/{id}/rating: the student's rating, a whole number of stars. */
export const RateCourseBody = z.object({
  rating: z
    .number({ error: /*i18n*/ 'Rating must be a whole number from 1 to 5' })
    .int(/*i18n*/ 'Rating must be a whole number from 1 to 5')
    .min(RATING_MIN, /*i18n*/ 'Rating must be a whole number from 1 to 5')
    .max(RATING_MAX, /*i18n*/ 'Rating must be a whole number from 1 to 5'),
});
export type RateCourseBody = z.infer<typeof RateCourseBody>;

/** The course's rating after the write (every student's), and the caller's own. */
export const RateCourseResponse = z.object({
  rating: Rating,
  myRating: z.number().int().min(RATING_MIN).max(RATING_MAX),
});
export type RateCourseResponse = z.infer<typeof RateCourseResponse>;

export const ListCoursesQuery = pageQuery(100, 20);
export const ListCoursesResponse = z.object({
  courses: z.array(CourseSummary),
  nextCursor: z.string().nullable(),
});

/**
 * The catalogue screens' query (GET /api/catalogue): filtered, ordered and counted on the server, one
 * bounded page at a time. A level counts only together with a category (spec part 1 §4).
 */
export const BrowseCatalogueQuery = z.object({
  search: z.string().trim().max(100, /*i18n*/ 'Search: at most 100 characters').optional(),
  category: Category.optional(),
  level: Level.optional(),
  sort: z
    .enum(sortKeys, {
      error: text(/*i18n*/ 'Sort must be one of: {choices}', { choices: sortKeys.join(', ') }),
    })
    .default(DEFAULT_SORT),
  limit: PageLimit(48, 24),
  cursor: Cursor,
});
export type BrowseCatalogueQuery = z.infer<typeof BrowseCatalogueQuery>;
export const BrowseCatalogueResponse = z.object({
  /** The page's courses, in the chosen order. */
  courses: z.array(CourseSummary),
  /** How many published courses match the search, category and level. */
  total: z.number().int().min(0),
  /** Published courses per category, whatever the filters (the category tiles). */
  counts: z.object(
    Object.fromEntries(categories.map((c) => [c, z.number().int().min(0)])) as Record<Category, z.ZodNumber>,
  ),
  nextCursor: z.string().nullable(),
  /** When the server last read the catalogue this answer comes from (it keeps it for a few seconds). */
  asOf: z.string(),
});
export type BrowseCatalogueResponse = z.infer<typeof BrowseCatalogueResponse>;

export const CourseIdParams = z.object({ id: Id });
export const CourseResponse = z.object({ course: Course });

/** No two rows alike by `keyOf`, case aside (the course page keys its rows by their text). */
const isEachOnce = <T>(rows: readonly T[], keyOf: (row: T) => string) =>
  new Set(rows.map((row) => keyOf(row).toLowerCase())).size === rows.length;

/** A list of short texts (tags, requirements, outcomes): each entry once (case aside), as the page lists them. */
const ListOf = (label: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(300, text(/*i18n*/ '{label}: each entry is at most 300 characters', { label }))
        .refine((v) => !hasUnsafeCharacters(v), unsafeTextMessage(label)),
    )
    .max(50, text(/*i18n*/ '{label}: at most 50 entries', { label }))
    .refine(
      (list) => isEachOnce(list, (entry) => entry),
      text(/*i18n*/ '{label}: each entry once', { label }),
    );

// ---------------------------------------------------------------------------------------------------------------
// The course page's authored sections (spec part 2 §3): what the course page shows instead of its filler. Stored
// in an item of their own beside the course (docs/data-model.md, the course page item), never on the lists.

/** A required text of several lines (a highlight's description, an answer). */
const RequiredMultiLine = (label: string, max: number) =>
  MultiLine(label, max).pipe(z.string().min(1, text(/*i18n*/ '{label} is required', { label })));

/** `https://x.com/...` → `x.com`; undefined for what is not an http(s) address. */
function webHostOf(value: string): string | undefined {
  if (!/^https?:\/\/\S+$/i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname
      ? url.hostname.toLowerCase()
      : undefined;
  } catch {
    return undefined;
  }
}

const onSite = (host: string | undefined, sites: readonly string[]) =>
  host !== undefined && sites.some((site) => host === site || host.endsWith(`.${site}`));

/** A link a person follows from the page: http(s) only (no javascript:, data: or file: links). */
const WebLink = (label: string) =>
  SingleLine(label, 500).refine(
    (v) => webHostOf(v) !== undefined,
    text(/*i18n*/ '{label} must be a web address (http or https)', { label }),
  );

/** A link to a profile on one site (LinkedIn, X): an http(s) address on that site. */
const ProfileLink = (label: string, sites: readonly string[]) =>
  WebLink(label).refine(
    (v) => webHostOf(v) === undefined || onSite(webHostOf(v), sites),
    text(/*i18n*/ '{label} must be a {site} address', { label, site: sites[0] ?? '' }),
  );

/** An image the page shows from elsewhere: https only (the site's CSP loads no plain-http images). */
const ImageLink = (label: string) =>
  WebLink(label).refine(
    (v) => !/^http:/i.test(v),
    text(/*i18n*/ '{label} must be an https address', { label }),
  );

/** At most `max` rows; with `keyOf`, no two rows alike (case aside). */
function Rows<T extends z.ZodType>(row: T, label: string, max: number, keyOf?: (row: z.output<T>) => string) {
  const list = z.array(row).max(max, text(/*i18n*/ '{label}: at most {max}', { label, max }));
  if (!keyOf) return list;
  return list.refine((rows) => isEachOnce(rows, keyOf), text(/*i18n*/ '{label}: each one once', { label }));
}

export const HighlightInput = z.object({
  title: SingleLine(/*i18n*/ 'Highlight title', 100),
  desc: RequiredMultiLine(/*i18n*/ 'Highlight description', 500),
});

export const ToolInput = z.object({
  name: SingleLine(/*i18n*/ 'Tool name', 60),
  category: SingleLine(/*i18n*/ 'Tool category', 60).optional(),
  /** A short icon name (as in the demo catalogue, e.g. `react`); the page shows the tool's initials. */
  icon: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,50}$/, /*i18n*/ 'Tool icon must be a short name of letters, digits and dashes')
    .optional(),
});

export const TestimonialInput = z.object({
  name: SingleLine(/*i18n*/ 'Learner name', 100),
  /** Spec part 2 §3 "role or title": one line such as "Analyst at a Pune bank". */
  role: SingleLine(/*i18n*/ 'Learner role', 120).optional(),
  quote: RequiredMultiLine(/*i18n*/ 'Quote', 600),
});

export const JourneyStepInput = z.object({
  step: SingleLine(/*i18n*/ 'Step', 100),
  desc: RequiredMultiLine(/*i18n*/ 'Step description', 400),
});

export const FaqInput = z.object({
  question: SingleLine(/*i18n*/ 'Question', 200),
  answer: RequiredMultiLine(/*i18n*/ 'Answer', 2000),
});

/**
 * The instructor card of the course page: what the course says about its instructor (the name is the account's).
 * Replaced whole by an update: a field left out is cleared.
 */
export const InstructorProfileInput = z.object({
  title: SingleLine(/*i18n*/ 'Instructor title', 120).optional(),
  /** Shown as "<experience> of industry experience", e.g. "12+ years". */
  experience: SingleLine(/*i18n*/ 'Experience', 60).optional(),
  bio: MultiLine(/*i18n*/ 'Bio', 2000).optional(),
  avatar: ImageLink(/*i18n*/ 'Photo').optional(),
  achievements: Rows(
    SingleLine(/*i18n*/ 'Achievement', 200),
    /*i18n*/ 'Achievements',
    COURSE_PAGE_ROWS.achievements,
    (a) => a,
  ).default([]),
  socials: z
    .object({
      linkedin: ProfileLink(/*i18n*/ 'LinkedIn', ['linkedin.com']).optional(),
      twitter: ProfileLink(/*i18n*/ 'X (Twitter)', ['x.com', 'twitter.com']).optional(),
      website: WebLink(/*i18n*/ 'Website').optional(),
    })
    .default({}),
});
export type InstructorProfileInput = z.infer<typeof InstructorProfileInput>;

/** The authored sections, as the course create and update bodies take them. */
const pageFields = {
  highlights: Rows(HighlightInput, /*i18n*/ 'Highlights', COURSE_PAGE_ROWS.highlights, (h) => h.title),
  tools: Rows(ToolInput, /*i18n*/ 'Tools', COURSE_PAGE_ROWS.tools, (t) => t.name),
  testimonials: Rows(TestimonialInput, /*i18n*/ 'Testimonials', COURSE_PAGE_ROWS.testimonials, (t) => t.name),
  learningJourney: Rows(
    JourneyStepInput,
    /*i18n*/ 'Learning journey',
    COURSE_PAGE_ROWS.learningJourney,
    (s) => s.step,
  ),
  faqs: Rows(FaqInput, /*i18n*/ 'FAQs', COURSE_PAGE_ROWS.faqs, (f) => f.question),
  companies: Rows(
    SingleLine(/*i18n*/ 'Company', 80),
    /*i18n*/ 'Companies',
    COURSE_PAGE_ROWS.companies,
    (c) => c,
  ),
  instructorProfile: InstructorProfileInput,
};

/** Every authored section of a course page, as an update takes them (the instructor's Course page form). */
export const CoursePageBody = z.object({
  requirements: ListOf(/*i18n*/ 'Requirements'),
  learningOutcomes: ListOf(/*i18n*/ 'Learning outcomes'),
  ...pageFields,
});
export type CoursePageBody = z.infer<typeof CoursePageBody>;

/** The names of the course page's authored sections (and the lists only the page shows). */
export const COURSE_PAGE_FIELDS = [
  'requirements',
  'learningOutcomes',
  'highlights',
  'tools',
  'testimonials',
  'learningJourney',
  'faqs',
  'companies',
  'instructorProfile',
] as const;
export type CoursePageField = (typeof COURSE_PAGE_FIELDS)[number];

/** The course page's lists that a course starts without (its instructor authors them), each empty. */
export const emptyPageLists = (): Record<
  'highlights' | 'tools' | 'testimonials' | 'learningJourney' | 'faqs' | 'companies',
  never[]
> => ({
  highlights: [],
  tools: [],
  testimonials: [],
  learningJourney: [],
  faqs: [],
  companies: [],
});

/**
 * The key of an uploaded thumbnail (POST /api/courses/{id}/thumbnail/upload answers it): set on the course by
 * PUT /api/courses/{id} `{ thumbnailUpload }`, once the server has checked the file.
 */
export const ThumbnailUploadKey = z
  .string()
  .trim()
  .regex(
    /^thumbnails\/[A-Za-z0-9_-]{1,64}\/[0-9A-Z]{26}\.(webp|png|jpg)$/,
    'thumbnailUpload must be the key the upload answered',
  );

/** A thumbnail: an https address or one of the app's own images (a path from the site root). */
const Thumbnail = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/[\w./-]+$/.test(v),
    /*i18n*/ 'Thumbnail must be a URL or a path',
  );

/** The editable course fields, without defaults (an update changes only what it names). */
const courseFields = {
  title: SingleLine(/*i18n*/ 'Title', 200),
  description: MultiLine(/*i18n*/ 'Description', 5000).pipe(
    z.string().min(1, /*i18n*/ 'Description is required'),
  ),
  category: Category,
  level: Level,
  /** Whole rupees; 0 means free. */
  price: z
    .number({ error: /*i18n*/ 'Price must be a number' })
    .int(/*i18n*/ 'Price must be in whole rupees')
    .min(0, /*i18n*/ 'Price cannot be negative')
    .max(10_000_000, /*i18n*/ 'Price is too high'),
  thumbnail: Thumbnail,
  tags: ListOf(/*i18n*/ 'Tags'),
  requirements: ListOf(/*i18n*/ 'Requirements'),
  learningOutcomes: ListOf(/*i18n*/ 'Learning outcomes'),
  isPublished: z.boolean(),
  ...pageFields,
};

/** The admin course form (spec part 2: Admin create course, Course form validation). */
export const CreateCourseBody = z.object({
  ...courseFields,
  /** The instructor's id; an instructor creating a course may leave it out (it is then theirs). */
  instructor: Id.optional(),
  level: courseFields.level.default('beginner'),
  thumbnail: courseFields.thumbnail.default(''),
  tags: courseFields.tags.default([]),
  requirements: courseFields.requirements.default([]),
  learningOutcomes: courseFields.learningOutcomes.default([]),
  /** New courses are drafts unless published on creation. */
  isPublished: courseFields.isPublished.default(false),
  highlights: courseFields.highlights.default([]),
  tools: courseFields.tools.default([]),
  testimonials: courseFields.testimonials.default([]),
  learningJourney: courseFields.learningJourney.default([]),
  faqs: courseFields.faqs.default([]),
  companies: courseFields.companies.default([]),
  /** Left out: the instructor's profile (bio and experience) as it is when the course is created. */
  instructorProfile: courseFields.instructorProfile.optional(),
});
export type CreateCourseBody = z.infer<typeof CreateCourseBody>;

export const UpdateCourseBody = z
  .object({
    ...courseFields,
    /** An uploaded image (the upload's key) to become the thumbnail; instead of `thumbnail`, not with it. */
    thumbnailUpload: ThumbnailUploadKey,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, /*i18n*/ 'Nothing to update')
  .refine((b) => b.thumbnail === undefined || b.thumbnailUpload === undefined, {
    message: /*i18n*/ 'Send thumbnail or thumbnailUpload, not both',
    path: ['thumbnailUpload'],
  });
export type UpdateCourseBody = z.infer<typeof UpdateCourseBody>;

/** The longest search the course management list takes (title or instructor name). */
export const MANAGED_COURSE_SEARCH_MAX = 100;

/**
 * GET /api/courses/instructor/my-courses: a page of the caller's courses (every course for an admin), newest first;
 * `search` (title or instructor name, case-insensitive) and `status` filter the bounded read.
 */
export const InstructorCoursesQuery = z.object({
  limit: PageLimit(100, 20),
  cursor: Cursor,
  search: z
    .string()
    .trim()
    .max(
      MANAGED_COURSE_SEARCH_MAX,
      text(/*i18n*/ 'Search is at most {max} characters', { max: MANAGED_COURSE_SEARCH_MAX }),
    )
    .optional(),
  status: z.enum(['published', 'draft'], { error: /*i18n*/ 'Status must be published or draft' }).optional(),
});
export type InstructorCoursesQuery = z.infer<typeof InstructorCoursesQuery>;

export const InstructorCoursesResponse = z.object({
  courses: z.array(CourseSummary),
  nextCursor: z.string().nullable(),
});

export const ModuleBody = z.object({
  title: SingleLine(/*i18n*/ 'Title', 200),
  description: MultiLine(/*i18n*/ 'Description', 5000).default(''),
  /** An http(s) address, or a video the site itself serves (a path such as /media/lesson.mp4). */
  videoUrl: z
    .string()
    .trim()
    .max(2000)
    .refine(
      (v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/[\w./-]+$/.test(v),
      /*i18n*/ 'Must be a URL (http or https)',
    )
    .optional(),
  duration: z
    .number({ error: /*i18n*/ 'Duration must be a number' })
    .int()
    .min(1, /*i18n*/ 'Duration must be at least 1 minute')
    .max(1440),
  order: z
    .number({ error: /*i18n*/ 'Order must be a number' })
    .int()
    .min(1, /*i18n*/ 'Order must be at least 1')
    .max(1000),
  resources: z.array(Resource).max(20).default([]),
});
export type ModuleBody = z.infer<typeof ModuleBody>;

export const ModuleParams = z.object({ id: Id, moduleId: Id });
export const ModuleResponse = z.object({ module: Module, course: CourseSummary });
export const DeletedResponse = z.object({ deleted: z.literal(true) });
