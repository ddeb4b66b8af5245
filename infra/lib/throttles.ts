import { routes } from '@academy/shared';

/** A token bucket of API Gateway: steady requests a second, and how many it lets through at once. */
export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * The HTTP API's throttles, all in one place (issue 36). API Gateway throttles each route of a stage by the
 * stage's default settings unless the route has settings of its own (the default applies to each route separately,
 * as we read API Gateway's documentation), so one busy route does not starve another.
 *
 * How they are sized: the cost bench's learner day (docs/performance.md, "Cost model"; `bench/cost.ts` after
 * issue 35) makes 134 calls: 60 progress saves (one every 30 s of a 30-minute watch), 60 unread-count polls (the
 * bell, every 30 s while the tab is visible) and 14 others, none more than 2 a day. An active student has that day
 * on 20 days of a month (`DAYS_PER_MONTH`), so at `STUDENTS` active students a calendar day holds
 * 100,000 × 20 / 30 ≈ 66,700 learner days, spread over the day's waking hours: the busiest hour is taken as
 * `PEAK_FACTOR` (3) times the 24-hour average. A route with n calls in the learner day then peaks at
 * 66,700 × n / 86,400 × 3 ≈ 2.3 × n requests a second: ≈ 140 for the progress saves and the bell (issue 36's
 * figure), ≤ 5 for any other route. Each limit is twice its peak (rounded up), the burst twice the limit (a
 * class that starts on the hour opens its lessons together).
 */
export const STUDENTS = 100_000;
export const PEAK_FACTOR = 3;
/** The learner day's calls of the routes with a bucket of their own (`bench/cost.ts`, after issue 35). */
export const CALLS_PER_LEARNER_DAY = { recordProgress: 60, getUnreadCount: 60, others: 2 } as const;

/** Requests a second at the busiest hour for a route called `calls` times in the learner day. */
export const peakRps = (calls: number): number => ((((STUDENTS * 20) / 30) * calls) / 86_400) * PEAK_FACTOR;

/**
 * Every route without settings of its own: 50 a second (10 × the ≤ 5 peak of any of them), as before issue 36;
 * an abuser of one route is the WAF's to stop (infra/lib/edge.ts), not a reason to starve the route for everyone.
 */
export const DEFAULT_THROTTLE: Throttle = { rateLimit: 50, burstLimit: 100 };

/** Routes with a bucket of their own, by route id, and why. */
export const ROUTE_THROTTLES: Readonly<Record<string, Throttle>> = {
  // ≈ 139 a second at the peak (60 saves a learner day): 300, burst 600.
  [routes.recordProgress.id]: { rateLimit: 300, burstLimit: 600 },
  // The bell polls as often as the player saves: the same peak, the same room.
  [routes.getUnreadCount.id]: { rateLimit: 300, burstLimit: 600 },
  // Sign-in and the token refresh each keep a bucket nobody else's traffic draws on (a sign-in a learner day at
  // most: ≈ 2 a second at the peak, 20 if a tenth of the day's learners sign in within five minutes), held at 50
  // each so the two together (100) stay under Cognito's rate quota for sign-ins (UserAuthentication, InitiateAuth;
  // 120 a second by default as far as we know: check Service Quotas before raising these). One bot cannot use
  // them up: the WAF blocks any address past its rate on /api/auth/* first (infra/lib/edge.ts).
  [routes.login.id]: { rateLimit: 50, burstLimit: 100 },
  [routes.refreshToken.id]: { rateLimit: 50, burstLimit: 100 },
  // Accounts are made a few a minute; a flood of sign-ups is held well under Cognito's user-creation rate quota
  // (UserCreation), so it cannot slow the admin routes that create users too.
  [routes.register.id]: { rateLimit: 10, burstLimit: 20 },
};
