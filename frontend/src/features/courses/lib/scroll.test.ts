import { describe, expect, it } from 'vitest';
import { currentSectionId } from './scroll';

const sections = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i + 1}`, top }));

describe('currentSectionId', () => {
  it('is the last section whose top has reached the 100 px line', () => {
    expect(currentSectionId(sections(-400, 100, 700), { atBottom: false })).toBe('s2');
    expect(currentSectionId(sections(-400, 105, 700), { atBottom: false })).toBe('s2');
    expect(currentSectionId(sections(-400, 300, 700), { atBottom: false })).toBe('s1');
  });

  it('is none above the first section', () => {
    expect(currentSectionId(sections(400, 900), { atBottom: false })).toBeNull();
  });

  it('is the last section at the bottom of the page', () => {
    expect(currentSectionId(sections(-900, -200, 400), { atBottom: true })).toBe('s3');
  });
});
