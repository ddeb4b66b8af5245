/**
 * The query keys that more than one feature uses: a feature's own queries are keyed in its `api/keys.ts`, but
 * a cache that other features refresh or fill after their own changes (a graded submission changes the
 * instructor dashboard; reading a chat clears the bell's count) is named here, so that they invalidate it
 * by its key without importing the feature that reads it (docs/features.md, "Rooms and doors").
 */

/** Every dashboards query starts with this key, so one invalidation refreshes them all. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  student: () => [...dashboardKeys.all, 'student'] as const,
  instructor: () => [...dashboardKeys.all, 'instructor'] as const,
  admin: () => [...dashboardKeys.all, 'admin'] as const,
};

/** Which notifications the notifications page lists (spec part 2: All or Unread). */
export type NotificationFilter = 'all' | 'unread';

/**
 * Every notifications query starts with this key, so one invalidation or cancel reaches them all. The
 * cache is cleared when the user signs out, so the keys need not name the user.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  /** The bell's dropdown: the latest few, one page. */
  latest: () => [...notificationKeys.lists(), 'latest'] as const,
  /** The notifications page: page after page of one filter. */
  pages: (filter?: NotificationFilter) =>
    filter
      ? ([...notificationKeys.lists(), 'pages', filter] as const)
      : ([...notificationKeys.lists(), 'pages'] as const),
};

/** The signed-in student's enrolments (the learning page records progress into them). */
export const enrollmentKeys = {
  /** The signed-in student's enrolments: the prefix of each course's. */
  mine: ['enrollments', 'mine'] as const,
  /** The signed-in student's enrolment in one course, with its module progress (null: not enrolled). */
  course: (courseId: string) => [...enrollmentKeys.mine, courseId] as const,
  /** Every page of the student's enrolled courses, id and title (course ids are ULIDs, never 'courses'). */
  courses: ['enrollments', 'mine', 'courses'] as const,
};

/**
 * Where a course's uploaded lessons stand (processing, ready, failed; their captions): read by the videos
 * feature in the course editor, refreshed by the courses feature once an upload is attached.
 */
export const courseVideoKeys = {
  course: (courseId: string) => ['course-videos', courseId] as const,
};
