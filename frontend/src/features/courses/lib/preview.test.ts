import { describe, expect, it } from 'vitest';
import { previewOf, totalMinutesOf } from './preview';

const module = (order: number, hasVideo = false) => ({ order, title: `Module ${order}`, hasVideo });

describe('previewOf', () => {
  it('gives the first module by order, when it has a video', () => {
    expect(previewOf([module(2, true), module(1, true)])).toEqual({ moduleTitle: 'Module 1' });
  });

  it('gives null when the first module has no video, even if a later one has', () => {
    expect(previewOf([module(1), module(2, true)])).toBeNull();
  });

  it('gives null for a course without modules', () => {
    expect(previewOf([])).toBeNull();
  });
});

describe('totalMinutesOf', () => {
  it('adds the module durations', () => {
    expect(totalMinutesOf([{ duration: 18 }, { duration: 35 }])).toBe(53);
    expect(totalMinutesOf([])).toBe(0);
  });
});
