import type { CourseAssignmentsResponse, SubmissionsResponse } from '@academy/shared';
import { callAssignmentRoute } from '../infra/local/seed-assignments';
import { courseIdFor } from '../infra/local/seed-courses';
import { watchHandlerCommands } from '../test/support/handler-commands';
import { type BenchCall, type BenchCheck, enrolBenchStudents, type PrepareCalls } from './calls';

/** Submissions to one assignment, each from a student of its own (issue 11's budget: 500). */
export const SUBMISSIONS = 500;
/** The page size the View Submissions modal asks for at most. */
const PAGE = 100;

/**
 * The assignments section (issue 11): on the seeded demo, a student's assignments of one course and of all
 * their courses (≤ 3 DynamoDB requests each), and an instructor's pages of an assignment with 500 submissions
 * (one Query of its submissions per page). The 500 students are written as profiles and enrolled through the
 * domain functions, and submit through the submit handler itself.
 */
export const prepareAssignments: PrepareCalls = async ({ sessions }) => {
  const { getCourseRecord } = await import('../functions/src/courses/repository');
  const webId = courseIdFor('web-foundations-html-css-js');
  const web = (await getCourseRecord(webId))!;
  const listed = await callAssignmentRoute<CourseAssignmentsResponse>(
    'listCourseAssignments',
    sessions.instructor.user.id,
    { params: { id: webId } },
  );
  const target = listed.assignments.find((a) => a.title === 'A to-do list with the DOM')!;

  await enrolBenchStudents(web.course, SUBMISSIONS, 'Learner', (student, n) =>
    callAssignmentRoute('submitAssignment', student.id, {
      params: { id: target.id },
      body: { content: `https://github.com/bench-learner-${n}/todo` },
    }),
  );

  // Walk every page as the modal's Load more does, counting the Queries of the assignment's partition.
  const queries: string[] = [];
  const stopWatching = await watchHandlerCommands((operation, input) => {
    const values = input.ExpressionAttributeValues as Record<string, unknown> | undefined;
    if (operation === 'Query') queries.push(String(values?.[':pk']));
  }, 'initialize');
  let pages = 0;
  let seen = 0;
  let cursor: string | null = null;
  do {
    const page: SubmissionsResponse = await callAssignmentRoute<SubmissionsResponse>(
      'listSubmissions',
      sessions.instructor.user.id,
      { params: { id: target.id }, query: { limit: String(PAGE), ...(cursor ? { cursor } : {}) } },
    );
    pages++;
    seen += page.submissions.length;
    cursor = page.nextCursor;
  } while (cursor && pages < 50);
  stopWatching();
  const partitionQueries = queries.filter((pk) => pk === `ASSIGN#${target.id}`).length;
  const expectedPages = Math.ceil(SUBMISSIONS / PAGE);
  const checks: BenchCheck[] = [
    {
      name: `${SUBMISSIONS} submissions in pages of ${PAGE}`,
      ok: seen === SUBMISSIONS && pages <= expectedPages + 1 && partitionQueries === pages,
      detail: `${seen} read in ${pages} pages with ${partitionQueries} Queries of the assignment's partition (one per page; ${queries.length} Queries in all)`,
    },
  ];

  const calls: BenchCall[] = [
    { path: `/api/assignments/course/${webId}`, as: 'student', maxRequests: 3 },
    // The handler's 3 (enrolments ∥ own submissions, then one BatchGet of the sets) and the caller lookup.
    { path: '/api/assignments/my', as: 'student', maxRequests: 4 },
    // A page of 100 whole submissions: its budget is one Query of the partition a page (the check above).
    {
      path: `/api/assignments/${target.id}/submissions?limit=${PAGE}`,
      as: 'instructor',
      maxRequests: 6,
      maxRatio: false,
    },
  ];
  return { calls, checks };
};
