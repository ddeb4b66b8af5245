import {
  COURSE_PAGE_FIELDS,
  type Course,
  type CoursePageField,
  Course as CourseSchema,
  type CourseSummary,
  type Module,
  type ModuleBody,
  CourseSummary as SummarySchema,
} from '@academy/shared';

/*
 * The courses feature's items as stored (the course item, its page item, its modules) and as the API answers them:
 * pure, no SDK. The access patterns that read and write them are in ./repository.ts, their keys in ./keys.ts.
 */

/**
 * What only the course page shows of a course (spec part 2 §3's lists and the instructor card): stored in the
 * course's page item (`COURSE#<cid>`/`PAGE`, AP10b), so the lists and checks that read course items (the catalogue
 * snapshot, cards, dashboards, enrolment) never carry it. Items stored before issue 33 hold these on the course
 * item itself; `pageOf` reads either, and the first update of such a course moves them.
 */
export interface CoursePage {
  requirements: string[];
  learningOutcomes: string[];
  highlights: Course['highlights'];
  tools: Course['tools'];
  testimonials: Course['testimonials'];
  learningJourney: Course['learningJourney'];
  faqs: Course['faqs'];
  companies: string[];
  /** The instructor card but the name (the account's, kept on the course item for the lists). */
  instructorProfile: Omit<Course['instructor'], 'id' | 'name'>;
}

/** The page's lists: its fields but the instructor card. */
type PageList = Exclude<CoursePageField, 'instructorProfile'>;

/** The course item's page fields of old (see CoursePage), removed from it by its first update since. */
export const LEGACY_PAGE_ATTRIBUTES = COURSE_PAGE_FIELDS.filter(
  (f): f is PageList => f !== 'instructorProfile',
);

/**
 * The stored course item: what the lists and checks need (without modules) plus storage attributes. Its figures are
 * counters moved in the transactions that write what they count: `enrollmentCount` with each enrolment item
 * (W6/W7), `ratingSum` and `ratingCount` with each student's rating (W29); the API's `rating` is derived from the
 * last two. An item stored before issue 33 may still carry the page's fields (`instructor` its whole card).
 */
export type CourseRecord = Omit<
  Course,
  '_id' | 'modules' | 'rating' | 'myRating' | 'instructor' | (typeof LEGACY_PAGE_ATTRIBUTES)[number]
> &
  Partial<Pick<CoursePage, (typeof LEGACY_PAGE_ATTRIBUTES)[number]>> & {
    instructor: Pick<Course['instructor'], 'id' | 'name'> & Partial<CoursePage['instructorProfile']>;
    instructorId: string;
    searchText: string;
    /**
     * What the course management search looks in: title and instructor name, lower case. Absent on items stored
     * before that list was paged (their search falls back to `searchText` and the instructor name as stored).
     */
    manageSearch?: string;
    /** Σ of the students' ratings (1–5 each); absent on items stored before ratings were real. */
    ratingSum?: number;
    /** How many students have rated the course. */
    ratingCount?: number;
  };

const noProfile = (): CoursePage['instructorProfile'] => ({ achievements: [], socials: {} });

type PageLists = Pick<CoursePage, PageList>;

/** The page's lists of what may lack some (a page item or a course item stored before): an absent one empty. */
const pageLists = (from: Partial<PageLists>): PageLists =>
  Object.fromEntries(LEGACY_PAGE_ATTRIBUTES.map((name) => [name, from[name] ?? []])) as unknown as PageLists;

/** A course's page: its page item, or what an item stored before it carries itself, or nothing authored. */
export function pageOf(course: CourseRecord, page?: CoursePage): CoursePage {
  if (page) return page;
  const { id: _id, name: _name, ...profile } = course.instructor;
  return {
    ...pageLists(course),
    instructorProfile: { ...noProfile(), ...profile },
  };
}

export const hasContent = (page: CoursePage) =>
  Object.values(page).some((value) => (Array.isArray(value) ? value.length > 0 : false)) ||
  Object.entries(page.instructorProfile).some(([key, value]) =>
    key === 'socials'
      ? Object.keys(value as object).length > 0
      : Array.isArray(value)
        ? value.length > 0
        : Boolean(value),
  );

export type ModuleRecord = Omit<
  Module,
  '_id' | 'hasVideo' | 'hasUploadedVideo' | 'resourceCount' | 'resources'
> & {
  resources: NonNullable<Module['resources']>;
  courseId: string;
  /** Object key of an uploaded video in the videos bucket; never sent to clients. */
  videoKey?: string;
};

/** A module's fields as the create and update forms send them (every field); an empty video address is none. */
export const moduleFields = (body: ModuleBody) => ({
  title: body.title,
  description: body.description,
  duration: body.duration,
  order: body.order,
  videoUrl: body.videoUrl || undefined,
  resources: body.resources,
});

/** The course's rating as the API answers it: the mean of its students' ratings (two decimals) and how many. */
export function courseRating(r: Pick<CourseRecord, 'ratingSum' | 'ratingCount'>): Course['rating'] {
  const count = Number(r.ratingCount ?? 0);
  const sum = Number(r.ratingSum ?? 0);
  return { average: count > 0 ? Math.round((sum / count) * 100) / 100 : 0, count };
}

export const toSummary = (r: CourseRecord): CourseSummary =>
  SummarySchema.parse({
    ...r,
    _id: r.id,
    rating: courseRating(r),
    instructor: { id: r.instructorId, name: r.instructor.name },
  });

/**
 * How much of a module a caller sees: `full` (those who may study the course: its enrolled students, its
 * instructor, admins; see mayStudyCourse) carries the stored addresses, `public` only what the public page
 * needs. Every caller of toModule and toCourse names one: there is no default to forget.
 */
export type ModuleView = 'full' | 'public';

/** A module as the API answers it. A resource whose address is not http(s) (stored before that rule) is never sent. */
export const toModule = ({ videoKey, videoUrl, resources, ...m }: ModuleRecord, view: ModuleView): Module => {
  const links = resources.filter((r) => /^https?:\/\//i.test(r.url));
  return {
    ...m,
    _id: m.id,
    hasVideo: Boolean(videoKey || videoUrl),
    hasUploadedVideo: Boolean(videoKey),
    resourceCount: links.length,
    ...(view === 'full' ? { resources: links, ...(videoUrl ? { videoUrl } : {}) } : {}),
  };
};

/** The order modules are shown and played in: by `order`, then by title. */
export const byModuleOrder = (a: Pick<Module, 'order' | 'title'>, b: Pick<Module, 'order' | 'title'>) =>
  a.order - b.order || a.title.localeCompare(b.title);

/** The course as the API answers it, with its page (`pageOf`) and its modules as `view` allows. */
export function toCourse(
  r: CourseRecord,
  modules: ModuleRecord[],
  view: ModuleView,
  page?: CoursePage,
): Course {
  const { instructorProfile, ...lists } = pageOf(r, page);
  return CourseSchema.parse({
    ...r,
    ...lists,
    _id: r.id,
    rating: courseRating(r),
    instructor: { ...instructorProfile, id: r.instructorId, name: r.instructor.name },
    modules: modules.map((m) => toModule(m, view)).sort(byModuleOrder),
  });
}

export const searchText = (c: Pick<CourseRecord, 'title' | 'description' | 'tags'>) =>
  `${c.title} ${c.description} ${c.tags.join(' ')}`.toLowerCase();

export const manageSearch = (c: Pick<CourseRecord, 'title' | 'instructor'>) =>
  `${c.title}\n${c.instructor.name}`.toLowerCase();

/** The page item's fields alone (not its keys and storage attributes). */
export const pageFields = (item: CoursePage): CoursePage => ({
  ...pageLists(item),
  instructorProfile: { ...noProfile(), ...item.instructorProfile },
});

/**
 * A new course as its creator gives it: the course item's fields and its page (the lists and the whole instructor
 * card, as the Course the API answers has them). Its figures (enrolments, ratings) start at zero and move only
 * with what they count.
 */
export interface NewCourse
  extends Omit<
      CourseRecord,
      | 'searchText'
      | 'manageSearch'
      | 'moduleCount'
      | 'totalDuration'
      | 'updatedAt'
      | 'enrollmentCount'
      | 'ratingSum'
      | 'ratingCount'
      | 'instructor'
      | (typeof LEGACY_PAGE_ATTRIBUTES)[number]
    >,
    Pick<CoursePage, (typeof LEGACY_PAGE_ATTRIBUTES)[number]> {
  instructor: Course['instructor'];
  modules: ModuleRecord[];
}

/** A new course's two items: the course item (for the lists) and its page. */
export function splitNewCourse(input: NewCourse): {
  course: Omit<NewCourse, 'modules' | 'instructor' | (typeof LEGACY_PAGE_ATTRIBUTES)[number]> & {
    instructor: CourseRecord['instructor'];
  };
  page: CoursePage;
} {
  const { modules: _modules, instructor, ...rest } = input;
  const { id, name, ...profile } = instructor;
  const page: CoursePage = {
    requirements: rest.requirements,
    learningOutcomes: rest.learningOutcomes,
    highlights: rest.highlights,
    tools: rest.tools,
    testimonials: rest.testimonials,
    learningJourney: rest.learningJourney,
    faqs: rest.faqs,
    companies: rest.companies,
    instructorProfile: { ...noProfile(), ...profile },
  };
  const course = Object.fromEntries(
    Object.entries(rest).filter(([key]) => !(LEGACY_PAGE_ATTRIBUTES as readonly string[]).includes(key)),
  ) as Omit<NewCourse, 'modules' | 'instructor' | (typeof LEGACY_PAGE_ATTRIBUTES)[number]>;
  return { course: { ...course, instructor: { id, name } }, page };
}

/** The course counters (`STATS/COURSES`), kept exact by W2, W3, W4, W6 and W7 in the writes' transactions. */
export interface CourseStats {
  total: number;
  published: number;
  /** How many enrolment items there are (W6 and W7 add one each). */
  enrollments: number;
  /**
   * Rupees actually paid: Σ amount of the captured payment items (stored in paise) ÷ 100. A free enrolment adds
   * nothing, and a later price change never alters it.
   */
  revenue: number;
}

/** The attributes a course summary is made of (`toSummary`); a list that needs no more reads only these. */
export const SUMMARY_ATTRIBUTES = [
  'id',
  'title',
  'description',
  'category',
  'level',
  'price',
  'thumbnail',
  'totalDuration',
  'moduleCount',
  'enrollmentCount',
  'ratingSum',
  'ratingCount',
  'instructorId',
  'isPublished',
  'tags',
  'createdAt',
] as const;

/** What the instructor dashboard's figures need of each course. */
export type CourseFigures = Pick<
  CourseRecord,
  'isPublished' | 'enrollmentCount' | 'ratingSum' | 'ratingCount'
>;

/** What an update may change: the course item's own fields, and any of its page's (each replaced whole). */
export type CourseChanges = Partial<
  Pick<
    CourseRecord,
    'title' | 'description' | 'category' | 'level' | 'price' | 'thumbnail' | 'tags' | 'isPublished'
  > &
    CoursePage
>;

export const PAGE_KEYS = [
  ...LEGACY_PAGE_ATTRIBUTES,
  'instructorProfile',
] as const satisfies readonly (keyof CoursePage)[];

/** The most modules one course may have (the course partition is read whole). */
export const MAX_MODULES = 200;
