import { routeList } from '@academy/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { answerProblems } from '../support/api';
import { testDb } from '../support/db';
import {
  changedItems,
  type FuzzAnswer,
  type FuzzRequest,
  type FuzzUsers,
  fuzzOrder,
  fuzzRoute,
  itemsMentioning,
  prepareFuzzUsers,
  type RouteFuzzResult,
  routeFor,
} from '../support/fuzz';

/**
 * Requests derived from each route's zod schemas and mutated (test/support/fuzz.ts), as anonymous and as each
 * role the route allows. Fixed seed, so a failure here is the same failure on every run; `npm run bench -- fuzz`
 * runs more cases with a new seed each time. Every answer: below 500; a 4xx is JSON with a string message; no
 * stack frame, source path or AWS error name in any body; input the route's schemas refuse is answered 400; and
 * the answer is one /api/openapi.json documents. The table's items that mention the callers who sent only
 * refused requests are the same after the run as before.
 */
const SEED = 152_026;
const RUNS_PER_ROUTE = 24;

/**
 * Refusals of the gateway itself, before any route runs (as API Gateway's own limits): a request line and headers
 * over 16 KB, a body over 10 MB. They are not an operation's answers, so the document does not list them.
 */
const GATEWAY_LIMITS = new Set([413, 431]);

/** The answer as the OpenAPI check reads it. */
async function documented(request: FuzzRequest, answer: FuzzAnswer): Promise<string[]> {
  if (GATEWAY_LIMITS.has(answer.status)) return [];
  const path = new URL(request.target, 'http://x').pathname;
  const route = routeFor(request.method, path);
  let body: unknown = answer.text === '' ? undefined : answer.text;
  if (!/^text\//i.test(answer.contentType)) {
    try {
      body = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {}
  }
  return answerProblems({
    method: request.method,
    path,
    route: route && { id: route.id, path: route.path },
    status: answer.status,
    contentType: answer.contentType,
    body,
  });
}

describe('fuzzing every route from its schemas', () => {
  let users: FuzzUsers;
  let before: Map<string, string>;
  const results: RouteFuzzResult[] = [];

  beforeAll(async () => {
    users = await prepareFuzzUsers(inject('apiUrl'));
    before = await itemsMentioning(testDb(), 'academy', users.refuserIds);
  });

  it.each(fuzzOrder(routeList).map((route) => [route.id, route] as const))(
    '%s keeps every invariant',
    async (_, route) => {
      const result = await fuzzRoute(
        route,
        {
          apiUrl: inject('apiUrl'),
          writers: users.writers,
          refusers: users.refusers,
          known: users.known,
          extraProblems: documented,
        },
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
      results.push(result);
      expect(result.failure, result.report).toBeUndefined();
      expect(result.runs).toBe(result.planned);
    },
  );

  it('sent refused requests for most routes, and they stored nothing', async () => {
    const refused = results.filter((r) => r.refused > 0).length;
    expect(refused).toBeGreaterThan(routeList.length / 2);
    const after = await itemsMentioning(testDb(), 'academy', users.refuserIds);
    expect(before.size).toBeGreaterThan(0); // their own profiles, at least
    expect(changedItems(before, after)).toEqual([]);
  });
});
