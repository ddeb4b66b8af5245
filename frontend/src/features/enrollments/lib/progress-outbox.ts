/**
 * Progress that has not reached the server yet. Every save goes through here first, kept in browser
 * storage per user, and leaves only once the server has accepted at least as much: a lost connection,
 * a server error or a closed tab never loses watch time or a completion; the next visit sends it.
 */

export interface PendingProgress {
  courseId: string;
  moduleId: string;
  completed?: boolean;
  /** Seconds; the server keeps the largest it has seen. */
  watchTime?: number;
  /** Seconds; the latest wins. */
  position?: number;
  /** Saved as the page closed: the server moves the course figures at once (sticks until sent). */
  final?: boolean;
}

const STORAGE_PREFIX = 'academy.learn.pending-progress.';
const keyOf = (p: Pick<PendingProgress, 'courseId' | 'moduleId'>) => `${p.courseId}/${p.moduleId}`;

/** Used when browser storage is unavailable (private windows, full quota): kept for this tab only. */
const memory = new Map<string, PendingProgress[]>();

function isPending(value: unknown): value is PendingProgress {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const optionalNumber = (x: unknown) => x === undefined || (typeof x === 'number' && Number.isFinite(x));
  return (
    typeof v.courseId === 'string' &&
    typeof v.moduleId === 'string' &&
    (v.completed === undefined || typeof v.completed === 'boolean') &&
    (v.final === undefined || typeof v.final === 'boolean') &&
    optionalNumber(v.watchTime) &&
    optionalNumber(v.position)
  );
}

export function readPending(userId: string): PendingProgress[] {
  try {
    const text = localStorage.getItem(STORAGE_PREFIX + userId);
    if (text === null) return memory.get(userId) ?? [];
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return memory.get(userId) ?? [];
  }
}

function writePending(userId: string, entries: PendingProgress[]) {
  memory.set(userId, entries);
  try {
    if (entries.length === 0) localStorage.removeItem(STORAGE_PREFIX + userId);
    else localStorage.setItem(STORAGE_PREFIX + userId, JSON.stringify(entries));
  } catch {
    // Storage refused: the in-memory copy still carries it for this tab.
  }
}

/**
 * Two saves of the same module as one: completion sticks, the larger watch time, the later position, and a
 * page-close save's `final` sticks until sent.
 */
export function mergeProgress(older: PendingProgress | undefined, newer: PendingProgress): PendingProgress {
  if (!older) return { ...newer };
  const watchTimes = [older.watchTime, newer.watchTime].filter((n): n is number => n !== undefined);
  return {
    courseId: newer.courseId,
    moduleId: newer.moduleId,
    completed: older.completed || newer.completed ? true : undefined,
    watchTime: watchTimes.length ? Math.max(...watchTimes) : undefined,
    position: newer.position ?? older.position,
    ...(older.final || newer.final ? { final: true } : {}),
  };
}

/** True when `sent` carried everything `pending` asks for (so the entry can go). */
export function covers(sent: PendingProgress, pending: PendingProgress): boolean {
  return (
    (!pending.completed || sent.completed === true) &&
    (pending.watchTime === undefined || (sent.watchTime ?? -1) >= pending.watchTime) &&
    (pending.position === undefined || sent.position === pending.position) &&
    (!pending.final || sent.final === true)
  );
}

/** Adds a save to the user's outbox (merged with any unsent save of the same module). */
export function addPending(userId: string, entry: PendingProgress): PendingProgress[] {
  const entries = readPending(userId);
  const index = entries.findIndex((e) => keyOf(e) === keyOf(entry));
  const merged = mergeProgress(entries[index], entry);
  const next = index === -1 ? [...entries, merged] : entries.map((e, i) => (i === index ? merged : e));
  writePending(userId, next);
  return next;
}

/** Drops the module's entry if what was sent covers it (a newer save that arrived meanwhile stays). */
export function settlePending(userId: string, sent: PendingProgress): PendingProgress[] {
  const entries = readPending(userId);
  const next = entries.filter((e) => keyOf(e) !== keyOf(sent) || !covers(sent, e));
  if (next.length !== entries.length) writePending(userId, next);
  return next;
}

/** Drops the module's entry whatever it holds (the server refused it for good, e.g. the module is gone). */
export function dropPending(userId: string, entry: Pick<PendingProgress, 'courseId' | 'moduleId'>) {
  const entries = readPending(userId);
  writePending(
    userId,
    entries.filter((e) => keyOf(e) !== keyOf(entry)),
  );
}
