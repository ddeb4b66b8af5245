/**
 * How much of a Lighthouse run's blocking time is the page's own work (issue 18).
 *
 * Lighthouse's total blocking time scales the *wall-clock* length of every main-thread task it observed (by
 * 4 on its mobile settings) and counts what lies past 50 ms. On a machine with few cores a task's wall-clock
 * length also holds the time the renderer's main thread waited for a core while Chrome's other processes,
 * Lighthouse itself and the local servers ran. The trace records both lengths of each task: `dur` (wall
 * clock) and `tdur` (the thread's own CPU time). Scaling each the same way shows how much of the blocking
 * is the page's work and how much is the machine.
 *
 * This is an estimate from the observed trace (tasks that start after the observed first contentful paint,
 * to the end of the trace), not Lantern's simulation; its wall-clock figure tracks Lighthouse's TBT.
 */

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

export type MainThreadBlocking = {
  /** Σ max(0, multiplier × wall-clock length − 50 ms) over the tasks after the first paint. */
  wallMs: number;
  /** The same sum over each task's own CPU time. */
  cpuMs: number;
  /** How many of those tasks block by their wall-clock length. */
  longTasks: number;
};

/** The 50 ms past which a task blocks input, as total blocking time counts it. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * @param fromTs the observed first contentful paint, in the trace's microseconds
 * @param multiplier Lighthouse's CPU slowdown (4 on mobile)
 */
export function mainThreadBlocking(
  traceEvents: readonly TraceEvent[],
  fromTs: number,
  multiplier: number,
): MainThreadBlocking | null {
  // The renderer's main thread: of the threads named CrRendererMain, the one that ran the most tasks (the
  // page's own renderer; others belong to extensions' or about:blank's).
  const tasksByThread = new Map<string, TraceEvent[]>();
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  for (const e of traceEvents) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.dur === undefined) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!mainThreads.has(key)) continue;
    const list = tasksByThread.get(key) ?? [];
    list.push(e);
    tasksByThread.set(key, list);
  }
  const tasks = [...tasksByThread.values()].sort((a, b) => b.length - a.length)[0];
  if (!tasks) return null;

  const blocking = (ms: number) => Math.max(0, multiplier * ms - BLOCKING_THRESHOLD_MS);
  let wallMs = 0;
  let cpuMs = 0;
  let longTasks = 0;
  let nestedUntil = -1;
  for (const task of [...tasks].sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0);
    // A task run inside another (a nested message loop) is part of the outer one's length.
    if (task.ts < nestedUntil) continue;
    nestedUntil = end;
    if (task.ts < fromTs) continue;
    const wall = blocking((task.dur ?? 0) / 1000);
    wallMs += wall;
    cpuMs += blocking((task.tdur ?? task.dur ?? 0) / 1000);
    if (wall > 0) longTasks++;
  }
  return { wallMs, cpuMs, longTasks };
}
