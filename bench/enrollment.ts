import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, seed } from '../infra/local/seed';
import { freeStackPorts, startLocalStack } from '../infra/local/stack';
import { inOwnProcess, whenChild } from './own-process';

export const CONCURRENT_ENROLLMENTS = 100;

/**
 * 100 students enrol in one free course at the same moment, through the local gateway (JWT check, handler,
 * one DynamoDB transaction each). Prints the wall time and checks the course's count is exactly 100.
 */
export const measureConcurrentEnrollment = (): Promise<EnrollmentResult> =>
  // A process of its own: the API bench before this one started another stack.
  inOwnProcess<EnrollmentResult>(import.meta.url, 'enrollment');
export type EnrollmentResult = Awaited<ReturnType<typeof measureInThisProcess>>;
whenChild(import.meta.url, measureInThisProcess);

async function measureInThisProcess() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-enrol-'));
  const stack = await startLocalStack({
    dataDir,
    ports: await freeStackPorts(),
  });
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(`${stack.apiUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  try {
    await seed();
    const instructor = await post('/api/auth/login', {
      email: 'instructor@demo.academy',
      password: DEMO_PASSWORD,
    });
    const created = await post(
      '/api/courses',
      {
        title: 'Benchmark course',
        description: 'Enrolment under load.',
        category: 'DevOps',
        price: 0,
        isPublished: true,
      },
      instructor.body.token,
    );
    const courseId = created.body.course.id as string;

    // Not timed: register the students.
    const tokens: string[] = [];
    for (let i = 0; i < CONCURRENT_ENROLLMENTS; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, CONCURRENT_ENROLLMENTS - i) }, (_, j) =>
          post('/api/auth/register', {
            name: `Bench Learner ${i + j}`,
            email: `bench-${i + j}-${Date.now()}@bench.academy`,
            password: DEMO_PASSWORD,
          }),
        ),
      );
      tokens.push(...batch.map((r) => r.body.token as string));
    }

    const latencies: number[] = [];
    const started = performance.now();
    const results = await Promise.all(
      tokens.map(async (token) => {
        const t = performance.now();
        const res = await post('/api/enrollments', { courseId }, token);
        latencies.push(performance.now() - t);
        return res.status;
      }),
    );
    const wallMs = performance.now() - started;
    const course = await fetch(`${stack.apiUrl}/api/courses/${courseId}`).then(
      (r) => r.json() as Promise<any>,
    );
    latencies.sort((a, b) => a - b);
    return {
      wallMs,
      p50: latencies[Math.floor(latencies.length / 2)]!,
      p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!,
      created: results.filter((s) => s === 201).length,
      errors: results.filter((s) => s >= 400).length,
      count: course.course.enrollmentCount as number,
    };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
