import { describe, expect, it } from 'vitest';
import {
  addPending,
  covers,
  dropPending,
  mergeProgress,
  readPending,
  settlePending,
} from './progress-outbox';

// The unit project runs in Node (no browser storage): the outbox then keeps entries in memory.
const user = () => `user-${Math.random().toString(36).slice(2)}`;
const at = { courseId: 'C1', moduleId: 'M1' };

describe('mergeProgress', () => {
  it('keeps a completion, the larger watch time and the later position', () => {
    expect(
      mergeProgress(
        { ...at, completed: true, watchTime: 90, position: 40 },
        { ...at, watchTime: 30, position: 5 },
      ),
    ).toEqual({
      ...at,
      completed: true,
      watchTime: 90,
      position: 5,
    });
    expect(mergeProgress({ ...at, position: 40 }, { ...at, watchTime: 12 })).toEqual({
      ...at,
      completed: undefined,
      watchTime: 12,
      position: 40,
    });
  });
});

describe('a page-close save (final)', () => {
  it('sticks through merges until a final save is sent, and never otherwise appears', () => {
    const closing = mergeProgress(
      { ...at, watchTime: 40, position: 40 },
      { ...at, watchTime: 45, final: true },
    );
    expect(closing).toEqual({ ...at, completed: undefined, watchTime: 45, position: 40, final: true });
    expect(mergeProgress(closing, { ...at, watchTime: 50, position: 50 })).toMatchObject({ final: true });
    expect(mergeProgress({ ...at, watchTime: 1 }, { ...at, watchTime: 2 })).not.toHaveProperty('final');
    expect(covers({ ...at, watchTime: 45, position: 40 }, closing)).toBe(false);
    expect(covers({ ...at, watchTime: 45, position: 40, final: true }, closing)).toBe(true);
  });
});

describe('covers', () => {
  it('is true only when the sent save carried everything pending', () => {
    expect(covers({ ...at, watchTime: 20, position: 6 }, { ...at, watchTime: 20, position: 6 })).toBe(true);
    expect(covers({ ...at, watchTime: 20, position: 6 }, { ...at, watchTime: 25, position: 6 })).toBe(false);
    expect(covers({ ...at, watchTime: 20, position: 6 }, { ...at, completed: true })).toBe(false);
    expect(covers({ ...at, watchTime: 20, position: 6 }, { ...at, position: 7 })).toBe(false);
  });
});

describe('the outbox', () => {
  it('merges saves of a module and keeps modules apart', () => {
    const id = user();
    addPending(id, { ...at, watchTime: 10, position: 10 });
    addPending(id, { ...at, watchTime: 14, position: 14 });
    addPending(id, { courseId: 'C1', moduleId: 'M2', completed: true, watchTime: 600 });
    expect(readPending(id)).toEqual([
      { ...at, completed: undefined, watchTime: 14, position: 14 },
      { courseId: 'C1', moduleId: 'M2', completed: true, watchTime: 600 },
    ]);
  });

  it('lets an entry go once the server has it, but keeps one that grew meanwhile', () => {
    const id = user();
    const sent = { ...at, watchTime: 10, position: 10 };
    addPending(id, sent);
    addPending(id, { ...at, watchTime: 20, position: 20 });
    expect(settlePending(id, sent)).toHaveLength(1);
    expect(settlePending(id, { ...at, watchTime: 20, position: 20 })).toEqual([]);
  });

  it('drops an entry the server refused for good', () => {
    const id = user();
    addPending(id, { ...at, completed: true });
    dropPending(id, at);
    expect(readPending(id)).toEqual([]);
  });

  it('keeps each user apart', () => {
    const [a, b] = [user(), user()];
    addPending(a, { ...at, watchTime: 5 });
    expect(readPending(b)).toEqual([]);
  });
});
