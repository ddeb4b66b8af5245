import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Set in the child only: which bench module it runs, where it writes its result, and its argument. */
const ENTRY_ENV = 'ACADEMY_BENCH_CHILD_ENTRY';
const OUT_ENV = 'ACADEMY_BENCH_CHILD_OUT';
const ARG_ENV = 'ACADEMY_BENCH_CHILD_ARG';

/**
 * Runs the bench module `moduleUrl` again in a process of its own and returns the result its `whenChild`
 * measurement wrote. A section that starts a stack needs one: the handler modules keep the AWS clients of the
 * first stack a process starts (as a Lambda container does), and the sections before it started others.
 */
export async function inOwnProcess<T>(moduleUrl: string, name: string, arg = ''): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `academy-bench-${name}-out-`));
  const out = path.join(dir, 'result.json');
  try {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const entry = fileURLToPath(moduleUrl);
    const child = spawn(process.execPath, ['--import', tsx, entry], {
      env: { ...process.env, [ENTRY_ENV]: entry, [OUT_ENV]: out, [ARG_ENV]: arg },
      stdio: 'inherit',
    });
    const code = await new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`the ${name} bench process exited with ${code}`);
    return JSON.parse(readFileSync(out, 'utf8')) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** At a bench module's top level: in the process `inOwnProcess` started for it, measures and hands the result back. */
export function whenChild<T>(moduleUrl: string, measure: (arg: string) => Promise<T>): void {
  if (process.env[ENTRY_ENV] !== fileURLToPath(moduleUrl)) return;
  measure(process.env[ARG_ENV] ?? '')
    .then((result) => writeFileSync(process.env[OUT_ENV]!, JSON.stringify(result)))
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}

/** A process `startOwnProcess` started: what it answered once ready, and how to stop it. */
export interface OwnProcess<T> {
  ready: T;
  stop(): Promise<void>;
}

/**
 * Like `inOwnProcess`, for a child that serves while the caller measures (a stack of its own): resolves with what
 * the child's `whenChildServes` handed back once ready; `stop()` ends the child (SIGTERM: it stops its stack).
 */
export async function startOwnProcess<T>(moduleUrl: string, name: string, arg = ''): Promise<OwnProcess<T>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `academy-bench-${name}-out-`));
  const out = path.join(dir, 'ready.json');
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const entry = fileURLToPath(moduleUrl);
  const child = spawn(process.execPath, ['--import', tsx, entry], {
    env: { ...process.env, [ENTRY_ENV]: entry, [OUT_ENV]: out, [ARG_ENV]: arg },
    stdio: 'inherit',
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  // The child writes its answer once ready; an exit before that is a failure.
  for (;;) {
    const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 500, false))]);
    try {
      return { ready: JSON.parse(readFileSync(out, 'utf8')) as T, stop };
    } catch {
      if (done) {
        await stop();
        throw new Error(`the ${name} bench process exited before it was ready`);
      }
    }
  }
}

/**
 * At a bench module's top level: in the process `startOwnProcess` started for it, sets up what it serves, hands
 * its answer back, and stops it when the caller ends the process.
 */
export function whenChildServes<T>(
  moduleUrl: string,
  serve: (arg: string) => Promise<{ ready: T; stop: () => Promise<void> }>,
): void {
  if (process.env[ENTRY_ENV] !== fileURLToPath(moduleUrl)) return;
  serve(process.env[ARG_ENV] ?? '')
    .then(({ ready, stop }) => {
      process.once('SIGTERM', () => {
        stop().finally(() => process.exit(0));
      });
      // Written whole, then renamed, so the caller never reads half of it.
      const out = process.env[OUT_ENV]!;
      writeFileSync(`${out}.part`, JSON.stringify(ready));
      renameSync(`${out}.part`, out);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
