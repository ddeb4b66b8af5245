import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
