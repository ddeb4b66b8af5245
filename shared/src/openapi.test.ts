import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi';
import { routeStatuses } from './route-statuses';
import { routeList, routes } from './routes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const doc = buildOpenApi(routeList);
const responsesOf = (route: (typeof routeList)[number]) =>
  (doc.paths[route.path]![route.method.toLowerCase()] as { responses: Record<string, any> }).responses;

describe('OpenAPI document: the statuses of each operation', () => {
  it('lists every status the route’s function returns or throws, and 500', () => {
    for (const route of routeList) {
      const documented = Object.keys(responsesOf(route));
      const { returns, errors } = routeStatuses[route.id]!;
      expect(documented, route.id).toEqual(
        expect.arrayContaining([...returns.map(String), ...Object.keys(errors), '500']),
      );
    }
  });

  it('lists what API Gateway answers before the function: 401 on role routes, 413 with a body, 429 everywhere', () => {
    expect(Object.keys(responsesOf(routes.listMyEnrollments))).toContain('401');
    expect(Object.keys(responsesOf(routes.login))).toContain('413');
    // 403: the function's own refusal of a request that did not come through CloudFront, on every route; 503: its
    // read of the origin secret failing.
    expect(Object.keys(responsesOf(routes.getHealth)).sort()).toEqual(['200', '403', '429', '500', '503']);
  });

  it('describes an error status by its messages, with the error body schema', () => {
    const enroll = responsesOf(routes.enroll);
    expect(enroll['402'].description).toContain('This is a paid course: complete the payment to enrol');
    expect(enroll['402'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(responsesOf(routes.login)['401'].description).toContain('Invalid email or password');
  });
});

describe('OpenAPI document: Redocly lint', () => {
  it('reports no errors and no warnings with the recommended rules', async () => {
    // Arrange
    const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-openapi-'));
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc, null, 2));

    // Act
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json'],
      {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).finally(() => rmSync(dir, { recursive: true, force: true }));

    // Assert
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
