import { describe, expect, inject, it } from 'vitest';
import { runSmoke } from '../../infra/scripts/smoke';
import { DEMO_PASSWORD, newInstructor, newStudent, signedInBeforeAll } from '../support/api';
import { storedCourse } from '../support/courses';
import { useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const admin = signedInBeforeAll('admin@demo.academy');

describe('the smoke tests the pipeline runs against Staging (infra/scripts/smoke.ts), here against the local stack', () => {
  it('passes every check: health, catalogue, sign-in and a test-mode order for a paid course', async () => {
    // A paid course of its own (the other tests' courses fill the catalogue), as SMOKE_COURSE_ID names one
    const student = await newStudent('Smoke Tester');
    const instructor = await newInstructor(admin.token, 'Smoke Teacher');
    const course = await storedCourse({ instructorId: instructor.user.id, price: 999 });
    const checks = await runSmoke({
      baseUrl: inject('apiUrl'),
      email: student.email,
      password: DEMO_PASSWORD,
      courseId: course.id,
    });
    expect(checks.map((c) => [c.name, c.ok])).toEqual([
      ['health', true],
      ['catalogue', true],
      ['sign-in', true],
      ['paid course', true],
      ['test-mode order', true],
    ]);
  });

  it('stops at the first failing check and says which', async () => {
    const checks = await runSmoke({
      baseUrl: inject('apiUrl'),
      email: 'nobody@demo.academy',
      password: 'Wrong-password1!',
    });
    expect(checks.map((c) => [c.name, c.ok])).toEqual([
      ['health', true],
      ['catalogue', true],
      ['sign-in', false],
    ]);
    expect(checks.at(-1)!.detail).toMatch(/POST \/api\/auth\/login → 40\d/);
  });
});
