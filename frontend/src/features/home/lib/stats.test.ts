import { describe, expect, it } from 'vitest';
import { HOME_STATS } from '../../../lib/constants';
import { countUpValue, ticksToReach } from './stats';

describe('count-up statistics (spec part 2 §9)', () => {
  it('students count 500 at a time to 15000', () => {
    expect(countUpValue(1, HOME_STATS.students)).toBe(500);
    expect(countUpValue(29, HOME_STATS.students)).toBe(14500);
    expect(ticksToReach(HOME_STATS.students)).toBe(30);
    expect(countUpValue(30, HOME_STATS.students)).toBe(15000);
  });

  it('placement counts 2 at a time and stops at 85, not 86', () => {
    expect(countUpValue(42, HOME_STATS.placement)).toBe(84);
    expect(ticksToReach(HOME_STATS.placement)).toBe(43);
    expect(countUpValue(43, HOME_STATS.placement)).toBe(85);
  });

  it('salary counts 0.1 at a time to 3.5 without floating-point noise', () => {
    expect(countUpValue(3, HOME_STATS.salary)).toBe(0.3);
    expect(countUpValue(34, HOME_STATS.salary)).toBe(3.4);
    expect(ticksToReach(HOME_STATS.salary)).toBe(35);
    expect(countUpValue(35, HOME_STATS.salary)).toBe(3.5);
  });

  it('partners count 50 at a time to 2500 and never pass the target', () => {
    expect(ticksToReach(HOME_STATS.partners)).toBe(50);
    expect(countUpValue(500, HOME_STATS.partners)).toBe(2500);
  });

  it('starts from zero', () => {
    expect(countUpValue(0, HOME_STATS.students)).toBe(0);
  });
});
