import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { api, signIn } from '../support/api';

/**
 * No request path may Scan (docs/data-model.md: every access pattern is a Query or a Get). The global setup puts a
 * guard on the DynamoDB client the gateway's handlers use that refuses every Scan (the handler answers 500, so the
 * calling test fails) and logs it; every integration test, the fuzz test included, runs under it. This file checks
 * that the guard is really there.
 */
describe('the test stack refuses Scan on every request path', () => {
  const guard = inject('scanGuard');

  it('refuses a Scan sent through the handlers’ DynamoDB client', () => {
    expect(guard.refusesScan).toBe(true);
  });

  it('sits on the client the gateway’s handlers use: it saw the Query of a catalogue request', () => {
    expect(guard.sawHandlerCommands).toContain('Query');
  });

  it('has refused no Scan so far, after list routes of every role', async () => {
    const student = await signIn('student@demo.academy');
    const admin = await signIn('admin@demo.academy');
    const calls = [
      api('/api/courses'),
      api('/api/enrollments/my-courses', { token: student.token }),
      api('/api/notifications', { token: student.token }),
      api('/api/users?search=demo', { token: admin.token }),
      api('/api/admin/support?search=a', { token: admin.token }),
      api('/api/dashboard/admin', { token: admin.token }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(200);
    const log = existsSync(guard.logFile) ? readFileSync(guard.logFile, 'utf8') : '';
    expect(log).toBe('');
  });
});
