import { describe, expect, it } from 'vitest';
import { gradeTone } from './grade';

describe('gradeTone (spec part 2 §9: A green, B blue, otherwise yellow)', () => {
  it('colours A grades green and B grades blue, with or without a sign', () => {
    expect(gradeTone('A')).toBe('green');
    expect(gradeTone('a+')).toBe('green');
    expect(gradeTone('B')).toBe('blue');
    expect(gradeTone(' B- ')).toBe('blue');
  });

  it('colours every other grade yellow', () => {
    expect(gradeTone('C')).toBe('amber');
    expect(gradeTone('F')).toBe('amber');
    expect(gradeTone('')).toBe('amber');
  });
});
