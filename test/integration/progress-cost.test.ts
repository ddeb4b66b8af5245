import { afterEach, describe, expect, it, vi } from 'vitest';
import { enrol, newStudent, signIn } from '../support/api';
import { makeCourse } from '../support/builders';
import { storedItem, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');
const { recordProgress, getStudentEnrollment, FOLD_WATCH_SECONDS } = await import(
  '../../functions/src/enrollments/repository'
);
const { db: handlerDb } = await import('../../functions/src/lib/clients');
const { keys } = await import('../support/table-keys');

interface Capacity {
  CapacityUnits?: number;
  WriteCapacityUnits?: number;
}

/**
 * What `fn` answers, with the write units its DynamoDB writes consumed through the handlers' own client: every
 * write asks for ReturnConsumedCapacity (DynamoDB Local reports it as DynamoDB would, indexes included).
 */
async function writeUnits<T>(fn: () => Promise<T>): Promise<{ result: T; units: number }> {
  let units = 0;
  const name = `write-units-${Math.random()}`;
  handlerDb().middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName);
      const writes = /^(Put|Update|Delete|TransactWrite|BatchWrite)/.test(command);
      if (writes) (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const out = await next(args);
      if (writes) {
        const consumed = (out.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity;
        for (const c of [consumed ?? []].flat())
          units += Number(c.WriteCapacityUnits ?? c.CapacityUnits ?? 0);
      }
      return out;
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await fn(), units };
  } finally {
    handlerDb().middlewareStack.remove(name);
  }
}

/**
 * A new student enrolled in a new course of the demo instructor's with two modules (in order), and `save`: a
 * progress save of theirs (W8) on a module, its position at the watch time.
 */
async function studentInTwoModuleCourse(name: string) {
  const instructor = await signIn('instructor@demo.academy');
  const course = makeCourse({ instructorId: instructor.user.id }, 2);
  await createCourse(course);
  const [m1, m2] = [...course.modules].sort((a, b) => a.order - b.order);
  const student = await newStudent(name);
  await enrol(student.token, course.id);
  const save = (moduleId: string, watchTime: number, more: { completed?: boolean; final?: boolean } = {}) =>
    recordProgress({
      studentId: student.user.id,
      course,
      modules: course.modules,
      moduleId,
      watchTime,
      position: watchTime,
      ...more,
    });
  return { course, m1, m2, student, save };
}

describe('what a progress save costs (W8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes at most 2 units for a plain save, and at most 4 a minute watched with a save every 30 s', async () => {
    // Arrange: a student enrolled in a course of two modules, the clock under the test's hand
    const { course, m1, m2, student, save: saveNow } = await studentInTwoModuleCourse('Cost Student');
    vi.useFakeTimers({ toFake: ['Date'] });
    let clock = Date.now();
    vi.setSystemTime(clock);
    const save = (...args: Parameters<typeof saveNow>) => writeUnits(() => saveNow(...args));

    // Act: start the first module, then watch 10 minutes with a save every 30 s
    const start = await save(m1!.id, 0);
    const plain: number[] = [];
    const folds: number[] = [];
    for (let second = 30; second <= 600; second += 30) {
      clock += 30_000;
      vi.setSystemTime(clock);
      const { result, units } = await save(m1!.id, second);
      (result.folded ? folds : plain).push(units);
      expect(result.enrollment.watchTime).toBe(second);
    }
    const repeat = await save(m1!.id, 600);
    const done = await save(m1!.id, 600, { completed: true });

    // Assert: a plain save is one Put of the progress item (1 unit); the figures fold in every 10 minutes watched
    expect(start.result.folded).toBe(false);
    expect(plain.length).toBe(19);
    expect(Math.max(start.units, ...plain)).toBeLessThanOrEqual(2);
    expect([start.units, ...plain].every((units) => units === 1)).toBe(true);
    expect(folds.length).toBe(600 / FOLD_WATCH_SECONDS);
    const perMinute = (start.units + [...plain, ...folds].reduce((a, b) => a + b, 0)) / 10;
    expect(perMinute).toBeLessThanOrEqual(4);
    expect(repeat.units).toBe(0);
    expect(done.result.folded).toBe(true);
    console.info(
      `W8 write units: start ${start.units}, plain save ${plain[0]}, fold ${folds[0]}, per minute watched ${perMinute}, completion ${done.units}`,
    );

    // The enrolment and the student's figures hold every second watched once the figures fold in
    const enrollment = await storedItem(keys.enrollment(student.user.id, course.id));
    expect(enrollment).toMatchObject({ watchTime: 600, completedModules: 1, completionPercentage: 50 });
    const stats = await storedItem(keys.learnerStats(student.user.id));
    expect(stats).toMatchObject({ watchTime: 600 });

    // Act: 90 s of the second module in plain saves, then the page closes (a final save)
    const plainM2 = [];
    for (const second of [30, 60, 90]) {
      clock += 30_000;
      vi.setSystemTime(clock);
      plainM2.push(await save(m2!.id, second));
    }
    const read = await getStudentEnrollment(student.user.id, course.id);
    const closing = await save(m2!.id, 95, { final: true });
    const closedAgain = await save(m2!.id, 95, { final: true });

    // Assert: plain saves leave the enrolment alone but its read counts them; the final save folds them in once
    expect(plainM2.map((s) => s.units)).toEqual([1, 1, 1]);
    expect(read).toMatchObject({ watchTime: 690, lastModuleId: m2!.id, completionPercentage: 50 });
    expect(closing.result.folded).toBe(true);
    expect(closedAgain.units).toBe(0);
    expect(await storedItem(keys.learnerStats(student.user.id))).toMatchObject({ watchTime: 695 });
  });

  it('keeps concurrent plain saves safe: the watch time never shrinks and the last one to land holds the most', async () => {
    // Arrange
    const { course, m1, student, save: saveOf } = await studentInTwoModuleCourse('Concurrent Student');
    const save = (watchTime: number) => saveOf(m1!.id, watchTime);
    await save(10);

    // Act: eight saves at once, in no order, four watch times each sent twice (a retry)
    const seconds = [20, 25, 30, 35];
    await Promise.all([...seconds, ...seconds].map((s) => save(s)));

    // Assert: the progress item holds the most watched, and the answer of a later save counts it
    const progress = await storedItem(keys.progress(student.user.id, course.id, m1!.id));
    expect(progress?.watchTime).toBe(35);
    const after = await save(0);
    expect(after.enrollment.watchTime).toBe(35);
  });

  it('folds exactly when saves of two modules, plain ones and a completion, meet: no second is lost or counted twice', async () => {
    // Arrange
    const { course, m1, m2, student, save } = await studentInTwoModuleCourse('Meeting Student');

    // Act: the second module's plain saves, the first module's completion (sent twice) at once; then the page closes
    await Promise.all([
      ...[30, 60, 90, 120].map((s) => save(m2!.id, s)),
      save(m1!.id, 700, { completed: true }),
      save(m1!.id, 700, { completed: true }),
    ]);
    const closing = await save(m2!.id, 125, { final: true });

    // Assert: the enrolment and the student's figures hold both modules' seconds once, and one completion
    expect(closing.folded).toBe(true);
    expect(await storedItem(keys.enrollment(student.user.id, course.id))).toMatchObject({
      watchTime: 825,
      completedModules: 1,
      completionPercentage: 50,
      completed: false,
    });
    const stats = await storedItem(keys.learnerStats(student.user.id));
    expect(stats?.watchTime).toBe(825);
    expect(stats?.completed ?? 0).toBe(0);
  });
});
