import { describe, expect, it } from 'vitest';
import { deriveRouteStatuses, readBundle } from '../scripts/route-statuses';
import { routeStatuses } from './route-statuses';
import { routeList, routes } from './routes';

describe('route statuses (what each handler can answer, read from its code)', () => {
  it('is what `npm run gen:route-statuses` writes (run it after changing what a handler throws or returns)', async () => {
    expect(routeStatuses).toEqual(await deriveRouteStatuses(routeList));
  });

  it('lists the errors the handlers throw, with their messages', () => {
    expect(routeStatuses.login!.errors['401']).toContain('Invalid email or password');
    expect(routeStatuses.refreshToken!.errors['401']).toContain(
      'Your session has expired. Please sign in again.',
    );
    expect(routeStatuses.verifyCertificate!.errors['404']).toEqual(['Certificate not found']);
    expect(routeStatuses.getCourse!.errors['404']).toEqual(['Course not found']);
    expect(routeStatuses.enroll!.errors).toMatchObject({
      '402': ['This is a paid course: complete the payment to enrol'],
      '404': ['Course not found'],
      '409': ['This course is not open for free enrolment'],
    });
    expect(Object.keys(routeStatuses.generateCertificate!.errors)).toEqual(
      expect.arrayContaining(['404', '409']),
    );
  });

  it('lists every status a handler returns with its body, not only the declared one', () => {
    expect(routeStatuses.enroll!.returns).toEqual([200, 201]);
    expect(routeStatuses.generateCertificate!.returns).toEqual([200, 201]);
    expect(routeStatuses.getCourse!.returns).toEqual([200]);
  });

  it('counts the wrapper’s checks only where they run: caller checks on role routes, validation on routes with input', () => {
    // Every route refuses a request that went around CloudFront (functions/src/lib/origin.ts), and that (and the
    // origin secret's read failing, 503) is all a route without input or caller can refuse.
    const bypass = ['Requests reach the academy API through its web address only'];
    const unavailable = ['The service is temporarily unavailable. Please try again in a moment.'];
    expect(routeStatuses.getHealth!.errors).toEqual({ '403': bypass, '503': unavailable });
    expect(routeStatuses.listMyCertificates!.errors['401']).toEqual(['Authentication required']);
    expect(routeStatuses.listMyCertificates!.errors['403']).toContain(
      'Your account has been deactivated. Please contact support.',
    );
    expect(routeStatuses.listMyCertificates!.errors['400']).toBeUndefined();
    // On an `optional` route a token's account is looked up too: only an admin without two-step verification and a
    // minor whose parent has not consented yet (issue 41) are refused there (functions/src/http.ts), none of the
    // caller checks of role routes; and every route refuses a request that went around CloudFront.
    expect([...routeStatuses.getCourse!.errors['403']!].sort()).toEqual(
      [
        'Admins must use two-step verification. Please sign in again to set it up.',
        'Your parent or guardian has not confirmed your account yet. Please ask them to open the link we emailed them; you can send it again from the sign-in page.',
        ...bypass,
      ].sort(),
    );
    expect(routeStatuses.getCourse!.errors['400']).toEqual([null]);
    expect(routeStatuses.login!.errors['400']).toContain('Request body is not valid JSON');
  });

  it('lists 503 on every route: each reads the origin secret first, and the stores where it uses them', () => {
    const unavailable = ['The service is temporarily unavailable. Please try again in a moment.'];
    expect(routeStatuses.getCourse!.errors['503']).toEqual(unavailable);
    expect(routeStatuses.enroll!.errors['503']).toEqual(unavailable);
    expect(routeStatuses.generateCertificate!.errors['503']).toEqual(unavailable);
    expect(routeStatuses.completeVideoUpload!.errors['503']).toEqual(unavailable);
    // No store, but the origin secret (Secrets Manager) before anything else.
    for (const id of ['getHealth', 'getOpenApi', 'getClientConfig'])
      expect(routeStatuses[id]!.errors['503']).toEqual(unavailable);
  });

  it('has an entry for every route and nothing else', () => {
    expect(Object.keys(routeStatuses).sort()).toEqual(Object.keys(routes).sort());
  });
});

describe('the reader of a bundle', () => {
  const errors = `// functions/src/lib/errors.ts
var HttpError = class extends Error {
  constructor(statusCode, message, issues) {
    super(message);
  }
};
var NotFoundError = class extends HttpError {
  constructor(message = "Not found") {
    super(404, message);
  }
};
`;

  it('follows subclasses to their status, default messages and constants', () => {
    const code = `${errors}
// functions/src/shop/handler.ts
var GONE = "This item is gone";
var ItemNotFoundError = class extends NotFoundError {
  constructor() {
    super("Item not found");
  }
};
var TeapotError = class extends HttpError {
  constructor(reason) {
    super(418, \`Teapot: \${reason}\`);
  }
};
async function find(id) {
  if (id === 1) throw new ItemNotFoundError();
  if (id === 2) throw new NotFoundError();
  if (id === 3) throw new NotFoundError(GONE);
  if (id === 4) throw new TeapotError(id);
  if (id === 5) throw new RangeError("not an HttpError");
  const receipt = new Receipt(id);
  return { status: id ? 201 : 200, body: receipt };
}
var Receipt = class {
  constructor(id) {
    this.id = id;
  }
};
`;
    const { throws, returns } = readBundle(code);
    expect(throws.map(({ status, message }) => [status, message])).toEqual([
      [404, 'Item not found'],
      [404, 'Not found'],
      [404, 'This item is gone'],
      [418, 'Teapot: …'],
    ]);
    expect(returns).toEqual([201, 200]);
  });

  it('stops, rather than leave a status out, on what it cannot read', () => {
    const unknownClass = `${errors}
// functions/src/shop/handler.ts
async function find() {
  throw new MysteryError("?");
}
`;
    expect(() => readBundle(unknownClass)).toThrow(/MysteryError/);
    const computedStatus = `${errors}
// functions/src/shop/handler.ts
async function find(code) {
  return { status: code, body: {} };
}
`;
    expect(() => readBundle(computedStatus)).toThrow(/literals/);
  });
});
