import { describe, expect, it } from 'vitest';
import { keyedByText } from './keys';

describe('keyedByText', () => {
  it('keys rows by their text, numbering repeats so that every key is unique', () => {
    const keys = keyedByText(['Enrol', 'Learn', 'Enrol', 'Enrol#2', 'Enrol'], (s) => s).map((k) => k.key);
    expect(keys).toEqual(['Enrol', 'Learn', 'Enrol#2', 'Enrol#2#2', 'Enrol#3']);
  });
});
