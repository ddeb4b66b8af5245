/**
 * Smoke tests of a deployed stage (the pipeline runs them against Staging before the approval, issue 36 item 7):
 * the API answers through CloudFront, the catalogue lists published courses, a test user signs in, and a test-mode
 * Razorpay order is created for a paid course (no money moves: a staging stage has test keys). Each check prints
 * one line; the first failure ends the run with exit code 1. The same function runs against the local stack in
 * `npm test` (test/integration/smoke.test.ts), so a change that breaks the smoke tests fails there first.
 *
 *   SMOKE_URL=https://d123.cloudfront.net SMOKE_EMAIL=… SMOKE_PASSWORD=… npx tsx infra/scripts/smoke.ts
 *
 * SMOKE_COURSE_ID names the paid course to order (default: the most expensive published course of the catalogue).
 */

export interface SmokeSettings {
  /** The stage's web address (CloudFront), with the API under /api. */
  baseUrl: string;
  /** A student account kept for smoke tests (never enrolled in the course ordered). */
  email: string;
  password: string;
  courseId?: string;
}

export interface SmokeCheck {
  name: string;
  ok: boolean;
  detail: string;
}

async function call(baseUrl: string, path: string, init: RequestInit = {}) {
  const res = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  // biome-ignore lint/suspicious/noExplicitAny: an answer of any route, read field by field below
  return { status: res.status, body: body as Record<string, any> };
}

/** Runs the checks in order, stopping at the first that fails; answers what ran. */
export async function runSmoke(settings: SmokeSettings): Promise<SmokeCheck[]> {
  const checks: SmokeCheck[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    if (!ok) throw new Error(`${name}: ${detail}`);
  };
  try {
    const health = await call(settings.baseUrl, '/api/health');
    check('health', health.status === 200, `GET /api/health → ${health.status}`);

    const catalogue = await call(settings.baseUrl, '/api/catalogue');
    const courses = (catalogue.body?.courses ?? []) as { id: string; price: number }[];
    check(
      'catalogue',
      catalogue.status === 200 && courses.length > 0,
      `GET /api/catalogue → ${catalogue.status}, ${courses.length} courses`,
    );

    const login = await call(settings.baseUrl, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: settings.email, password: settings.password }),
    });
    const token = login.body?.token as string | undefined;
    check('sign-in', login.status === 200 && Boolean(token), `POST /api/auth/login → ${login.status}`);

    // The named course, or the catalogue's most expensive one (a paid course, if the catalogue has any).
    const priciest = settings.courseId
      ? undefined
      : ((await call(settings.baseUrl, '/api/catalogue?sort=price-high&limit=1')).body?.courses?.[0] as
          | { id: string; price: number }
          | undefined);
    const courseId = settings.courseId ?? (priciest && priciest.price > 0 ? priciest.id : undefined);
    check(
      'paid course',
      Boolean(courseId),
      courseId ? `course ${courseId}` : 'no paid course in the catalogue',
    );
    const order = await call(settings.baseUrl, '/api/payments/order', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      // The buyer's state decides the tax (issue 39); any state makes a test-mode order.
      body: JSON.stringify({ courseId, billing: { state: '29' } }),
    });
    const keyId = String(order.body?.keyId ?? '');
    check(
      'test-mode order',
      order.status === 201 &&
        String(order.body?.order?.id ?? '').startsWith('order_') &&
        keyId.startsWith('rzp_test_'),
      `POST /api/payments/order → ${order.status}, key ${keyId.slice(0, 9)}…`,
    );
  } catch (error) {
    if (!checks.some((c) => !c.ok))
      checks.push({ name: 'request', ok: false, detail: (error as Error).message });
  }
  return checks;
}

const isMain =
  process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'));
if (isMain) {
  const need = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`Set ${name}`);
    return value;
  };
  const checks = await runSmoke({
    baseUrl: need('SMOKE_URL'),
    email: need('SMOKE_EMAIL'),
    password: need('SMOKE_PASSWORD'),
    courseId: process.env.SMOKE_COURSE_ID || undefined,
  });
  for (const c of checks) console.info(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
