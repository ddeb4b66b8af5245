/**
 * The loop of the local stand-ins that poll (the stream poller, SES's events): `cycle` runs every `pollMs`, and at
 * once while someone waits in `drained()`, which resolves after the first clean cycle (one whose `cycle` answered
 * true) that began after the call, so what was there when it was called has been handled. `stop()` ends the loop
 * after the cycle in progress; `drained()` then refuses.
 */
export function pollLoop(options: { pollMs: number; cycle: () => Promise<boolean>; name: string }) {
  let stopped = false;
  let wake: (() => void) | undefined;
  let cycles = 0;
  const waiters: { after: number; resolve: () => void; reject: (e: Error) => void }[] = [];

  const loop = (async () => {
    while (!stopped) {
      const cycle = ++cycles;
      if (await options.cycle())
        for (const w of waiters.filter((w) => w.after < cycle)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waiters.length > 0 ? 0 : options.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();

  return {
    drained(): Promise<void> {
      if (stopped) return Promise.reject(new Error(`The ${options.name} is stopped`));
      return new Promise<void>((resolve, reject) => {
        // A cycle that began before this call may have done its reading already: wait for one that begins after.
        waiters.push({ after: cycles, resolve, reject });
        wake?.();
      });
    },
    async stop(): Promise<void> {
      stopped = true;
      wake?.();
      await loop;
      for (const w of waiters.splice(0)) w.reject(new Error(`The ${options.name} stopped`));
    },
    get stopped() {
      return stopped;
    },
  };
}
