import { describe, expect, it } from 'vitest';
import {
  completionPercent,
  orderModules,
  resumePoint,
  startModuleId,
  watchedStep,
  watchTimeHours,
  watchTimeMinutes,
} from './progress';

const mod = (id: string, order: number) => ({ id, order, title: `Module ${id}` });
const modules = [mod('c', 3), mod('a', 1), mod('b', 2), mod('d', 4)];
const completedOf =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);

describe('orderModules', () => {
  it('puts modules in course order', () => {
    expect(orderModules(modules).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('startModuleId', () => {
  it('starts a new learner at the first module', () => {
    expect(startModuleId(modules, undefined, completedOf())).toBe('a');
  });

  it('goes back to the module the learner was in while it is unfinished', () => {
    expect(startModuleId(modules, { progress: [], lastModuleId: 'c' }, completedOf('a'))).toBe('c');
  });

  it('otherwise opens the module after the last completed one', () => {
    expect(startModuleId(modules, { progress: [], lastModuleId: 'b' }, completedOf('a', 'b'))).toBe('c');
    expect(startModuleId(modules, { progress: [] }, completedOf('a', 'c'))).toBe('d');
  });

  it('falls back to an earlier unfinished module, then to the first', () => {
    expect(startModuleId(modules, { progress: [] }, completedOf('b', 'c', 'd'))).toBe('a');
    expect(startModuleId(modules, { progress: [] }, completedOf('a', 'b', 'c', 'd'))).toBe('a');
    expect(startModuleId([], undefined, completedOf())).toBeUndefined();
  });

  it('ignores a last module the course no longer has', () => {
    expect(startModuleId(modules, { progress: [], lastModuleId: 'gone' }, completedOf('a'))).toBe('b');
  });
});

describe('watch time shown (spec part 1 §9: seconds / 3600, rounded to hours)', () => {
  it('rounds to whole hours', () => {
    expect(watchTimeHours(0)).toBe(0);
    expect(watchTimeHours(1799)).toBe(0);
    expect(watchTimeHours(1800)).toBe(1);
    expect(watchTimeHours(2 * 3600 + 1000)).toBe(2);
    expect(watchTimeHours(Number.NaN)).toBe(0);
  });

  it('gives whole minutes for the line under the hours', () => {
    expect(watchTimeMinutes(59)).toBe(0);
    expect(watchTimeMinutes(754)).toBe(12);
  });
});

describe('completionPercent (the server formula)', () => {
  it('is completed over all, rounded, and 0 for a course without modules', () => {
    expect(completionPercent(1, 6)).toBe(17);
    expect(completionPercent(6, 6)).toBe(100);
    expect(completionPercent(0, 0)).toBe(0);
  });
});

describe('watchedStep', () => {
  it('counts a plausible step of playback', () => {
    expect(watchedStep(10, 11)).toBeCloseTo(1);
    expect(watchedStep(10, 12)).toBeCloseTo(2);
  });

  it('allows for readings further apart (a background tab) and faster playback', () => {
    expect(watchedStep(10, 70, 60)).toBeCloseTo(60);
    expect(watchedStep(10, 14, 2, 2)).toBeCloseTo(4);
    expect(watchedStep(10, 130, 60)).toBe(0);
  });

  it('counts nothing for a seek, a step back or an unknown time', () => {
    expect(watchedStep(10, 60)).toBe(0);
    expect(watchedStep(10, 5)).toBe(0);
    expect(watchedStep(Number.NaN, 5)).toBe(0);
  });
});

describe('resumePoint', () => {
  it('resumes where the learner left off', () => {
    expect(resumePoint(6, 12)).toBe(6);
    expect(resumePoint(300, 900)).toBe(300);
  });

  it('starts over when barely started, at the very end, or before the duration is known', () => {
    expect(resumePoint(undefined, 12)).toBeNull();
    expect(resumePoint(1, 12)).toBeNull();
    expect(resumePoint(10, 12)).toBeNull();
    expect(resumePoint(6, Number.NaN)).toBeNull();
  });
});
