import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { HYDRATED_MARK } from '@academy/shared/site';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { freePort } from '../infra/local/ports';
import { seed } from '../infra/local/seed';
import { freeStackPorts, startLocalStack } from '../infra/local/stack';
import { CHROME_FLAGS } from '../test/support/chrome-flags';
import { startPreview } from '../test/support/web-preview';
import { type MainThreadBlocking, mainThreadBlocking } from './main-thread';

/** The budgets, on the production build with Lighthouse's default mobile settings. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 95,
  bestPractices: 95,
  seo: 90,
  /** Script transferred on the first load of `/`, in KB (1 KB = 1024 bytes). */
  homeScriptKb: 150,
  /** Issue 18, on each page's own medians: largest contentful paint on every page, first paint on `/`. */
  lcpMs: 1200,
  homeFcpMs: 1000,
  tbtMs: 100,
  cls: 0.02,
} as const;

/** Lighthouse scores vary from run to run; the median of this many runs per page is reported. */
export const RUNS_PER_PAGE = 3;
/** One Lighthouse run normally takes 15–30 s here; past this it is abandoned and Chrome restarted. */
const RUN_TIMEOUT_MS = 150_000;
/** The whole measurement (stack, build, 18 runs) in its child process; normally 4–8 minutes. */
const CHILD_TIMEOUT_MS = 25 * 60_000;
/**
 * Before the first run, wait (at most maxMs) until the CPUs are this idle: the build just before, and the
 * bench sections before this one, leave work behind, and simulated throttling scales what it observes.
 */
const QUIET = { idleShare: 0.85, maxMs: 60_000 };
/** Set in the child process: where it writes its results. */
const CHILD_OUT_ENV = 'ACADEMY_LIGHTHOUSE_OUT';

const OPPORTUNITIES_KEPT = 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const frontendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../frontend');
const HOME_SCREEN = /[\\/]features[\\/]home[\\/]routes[\\/]home\.tsx$/;

const kb = (bytes: number) => bytes / 1024;
const score = (s: number | null | undefined) => (typeof s === 'number' ? Math.round(s * 100) : null);

export type AuditNote = { id: string; title: string; score: number | null; displayValue?: string };

export type LighthouseRun = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /**
   * When the app set its `academy:hydrated` mark (src/main.tsx), in ms from navigation start, as observed in the
   * run: Lighthouse simulates the paint metrics but reports user timings unthrottled, so compare it run to run.
   */
  hydratedMs: number | null;
  /**
   * The blocking time of the tasks after the observed first paint, from their wall-clock length and from
   * their own CPU time (bench/main-thread.ts): the difference is the main thread waiting for a core.
   */
  blocking: MainThreadBlocking | null;
  /** Script bytes on the wire (network-requests audit, Script resources), and how many files. */
  scriptKb: number;
  scriptRequests: number;
  scriptUrls: string[];
  /** Requests to anything but loopback: none is expected; each one fails here and delays the page. */
  externalRequests: string[];
  /** Lighthouse's CPU benchmark of this machine, taken during the run: lower means slower or busier. */
  benchmarkIndex: number | null;
  speedIndexMs: number | null;
  /** Lighthouse's biggest estimated savings for this page (its "opportunities"), largest first. */
  opportunities: { id: string; title: string; savingsMs: number; savingsKb: number }[];
  /** Audits below a full score in the accessibility, best-practices and SEO categories (weighted ones). */
  failing: Record<'accessibility' | 'best-practices' | 'seo', AuditNote[]>;
  /** The is-on-https audit's score: 1 shows the `http://127.0.0.1` page was counted as a secure origin. */
  isOnHttps: number | null;
};

export type LighthousePage = {
  label: string;
  path: string;
  url: string;
  /** Performance score of every successful run, in run order. */
  performanceRuns: number[];
  /** The median run by performance score (of an even count, the lower middle one); null if all failed. */
  median: LighthouseRun | null;
  /** Each paint metric's own median over the successful runs (of an even count, the lower middle one). */
  medians: Record<
    'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'hydratedMs' | 'wallBlockingMs' | 'cpuBlockingMs',
    number | null
  >;
  errors: string[];
  ok: boolean;
  marks: {
    performance: boolean;
    accessibility: boolean;
    bestPractices: boolean;
    seo: boolean;
    script?: boolean;
    lcp: boolean;
    fcp?: boolean;
    tbt: boolean;
    cls: boolean;
  };
};

export type LighthouseResults = {
  pages: LighthousePage[];
  runsPerPage: number;
  settings: { formFactor: string; throttlingMethod: string; cpuSlowdownMultiplier: number | null };
  chrome: string;
  /**
   * CPUs; load averages (1, 5, 15 min) around the runs; how idle the CPUs were just before the first run
   * (share of one second) and how long the bench waited for that; Lighthouse's benchmarkIndex of every run.
   */
  machine: {
    cpus: number;
    loadBefore: number[];
    loadAfter: number[];
    idleBefore: number;
    waitedForQuietS: number;
    benchmarkIndex: number[];
    /**
     * Share of the CPUs' time the hypervisor gave to other guests while the runs went (`steal` in
     * /proc/stat; null where there is none to read): on a shared VM the page's tasks stretch by it.
     */
    stolenShare: number | null;
  };
  seconds: number;
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs one set-up step; a failure says which step it was. */
async function step<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw new Error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** The share of CPU time spent idle over one second, all CPUs together. */
async function idleShare(): Promise<number> {
  const total = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const t = cpu.times;
        return { idle: sum.idle + t.idle, all: sum.all + t.idle + t.user + t.nice + t.sys + t.irq };
      },
      { idle: 0, all: 0 },
    );
  const a = total();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const b = total();
  return b.all > a.all ? (b.idle - a.idle) / (b.all - a.all) : 1;
}

/** The CPUs' stolen and total time so far (Linux's /proc/stat, in clock ticks); null elsewhere. */
function cpuTicks(): { steal: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
    const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
    return fields.length >= 8 && total > 0 ? { steal: fields[7]!, total } : null;
  } catch {
    return null;
  }
}

function stolenShare(before: ReturnType<typeof cpuTicks>, after: ReturnType<typeof cpuTicks>): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return (after.steal - before.steal) / (after.total - before.total);
}

/** Waits, bounded, until the CPUs are mostly idle; returns how idle they were at the end and the wait. */
async function waitForQuiet() {
  const started = performance.now();
  let idle = await idleShare();
  while (idle < QUIET.idleShare && performance.now() - started < QUIET.maxMs) idle = await idleShare();
  return { idle, waitedS: (performance.now() - started) / 1000 };
}

function chromeExecutable(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

type NetworkItem = { url?: string; resourceType?: string; transferSize?: number };
type SummaryItem = { resourceType?: string; transferSize?: number; requestCount?: number };

/** Script on the wire for one run: from the network-requests audit, else the resource-summary row. */
function scriptTransfer(lhr: Result) {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? []).filter((i) => i.resourceType === 'Script');
  if (scripts.length > 0) {
    return {
      bytes: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
      requests: scripts.length,
      urls: scripts.map((i) => i.url ?? ''),
    };
  }
  const summary = lhr.audits['resource-summary']?.details as { items?: SummaryItem[] } | undefined;
  const row = summary?.items?.find((i) => i.resourceType === 'script');
  return { bytes: row?.transferSize ?? 0, requests: row?.requestCount ?? 0, urls: [] };
}

/** Requests that left the machine (there is no internet here, so they fail and skew the scores). */
function externalRequests(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? []).flatMap((i) => {
    if (!i.url?.startsWith('http')) return [];
    const { hostname } = new URL(i.url);
    return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname) ? [] : [i.url];
  });
}

type OpportunityDetails = { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number };

function opportunities(lhr: Result): LighthouseRun['opportunities'] {
  return Object.values(lhr.audits)
    .flatMap((audit) => {
      const details = audit.details as OpportunityDetails | undefined;
      if (details?.type !== 'opportunity' || !details.overallSavingsMs || details.overallSavingsMs <= 0)
        return [];
      return [
        {
          id: audit.id,
          title: audit.title,
          savingsMs: details.overallSavingsMs,
          savingsKb: kb(details.overallSavingsBytes ?? 0),
        },
      ];
    })
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, OPPORTUNITIES_KEPT);
}

function failingAudits(lhr: Result, category: 'accessibility' | 'best-practices' | 'seo'): AuditNote[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const notes: AuditNote[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
    notes.push({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    });
  }
  return notes;
}

/** The `academy:hydrated` mark's time, from the user-timings audit (null if the app never set it). */
function hydratedAt(lhr: Result): number | null {
  const details = lhr.audits['user-timings']?.details as
    | { items?: { name?: string; startTime?: number }[] }
    | undefined;
  const item = details?.items?.find((i) => i.name === HYDRATED_MARK);
  return typeof item?.startTime === 'number' ? item.startTime : null;
}

/** The lower middle of the numbers that are there; null if none is. */
function medianOf(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

function summarise(lhr: Result, traceEvents: Parameters<typeof mainThreadBlocking>[0]): LighthouseRun {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const script = scriptTransfer(lhr);
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    hydratedMs: hydratedAt(lhr),
    blocking: blockingAfterPaint(lhr, traceEvents),
    speedIndexMs: numeric('speed-index'),
    opportunities: opportunities(lhr),
    scriptKb: kb(script.bytes),
    scriptRequests: script.requests,
    scriptUrls: script.urls,
    externalRequests: externalRequests(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failing: {
      accessibility: failingAudits(lhr, 'accessibility'),
      'best-practices': failingAudits(lhr, 'best-practices'),
      seo: failingAudits(lhr, 'seo'),
    },
    isOnHttps: lhr.audits['is-on-https']?.score ?? null,
  };
}

function blockingAfterPaint(lhr: Result, traceEvents: Parameters<typeof mainThreadBlocking>[0]) {
  const observed = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] })
    ?.items?.[0];
  const multiplier = lhr.configSettings.throttling?.cpuSlowdownMultiplier;
  if (!observed?.observedFirstContentfulPaintTs || !multiplier) return null;
  return mainThreadBlocking(traceEvents, observed.observedFirstContentfulPaintTs, multiplier);
}

/** The most enrolled published course, the one a visitor is likeliest to open. */
async function mostPopularCourseId(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/courses?limit=100`, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET /api/courses answered ${response.status}`);
  const { courses } = (await response.json()) as { courses: { id: string; enrollmentCount: number }[] };
  const top = [...courses].sort((a, b) => b.enrollmentCount - a.enrollmentCount)[0];
  if (!top) throw new Error('GET /api/courses returned no course; is the stack seeded?');
  return top.id;
}

/**
 * Lighthouse (default config: mobile, Moto G-class emulation, simulated throttling) on `/`, `/courses`
 * and the most popular course, against the production build served by `vite preview` with `/api` on a
 * freshly seeded local stack. One Chrome for every run; pages are run round-robin so that a burst of
 * load on the machine hits every page alike; a failed run is recorded and the others go on.
 *
 * It runs in a child process of its own: the handler modules `seed()` imports create their AWS clients
 * once, for the endpoints of the first stack a process starts, so a second stack in the same process
 * (after the API bench's) would be seeded against the first one's closed ports.
 */
export async function measureLighthouse(): Promise<LighthouseResults> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-lh-out-'));
  const out = path.join(dir, 'lighthouse.json');
  try {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const child = spawn(process.execPath, ['--import', tsx, fileURLToPath(import.meta.url)], {
      env: { ...process.env, [CHILD_OUT_ENV]: out },
      stdio: 'inherit',
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), CHILD_TIMEOUT_MS);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode));
    }).finally(() => clearTimeout(timer));
    let written: { results?: LighthouseResults; error?: string } = {};
    try {
      written = JSON.parse(readFileSync(out, 'utf8'));
    } catch {
      // nothing written: the exit code says what happened
    }
    if (written.results) return written.results;
    throw new Error(written.error ?? `the Lighthouse process ended with code ${code} and no results`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureInThisProcess(): Promise<LighthouseResults> {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-lh-'));
  let stack: Awaited<ReturnType<typeof startLocalStack>> | undefined;
  let web: Awaited<ReturnType<typeof startPreview>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    stack = await step('starting the local stack', async () =>
      startLocalStack({
        dataDir,
        ports: await freeStackPorts(),
      }),
    );
    const apiUrl = stack.apiUrl;
    await step('seeding the local stack', seed);
    web = await step('building and serving the web app', async () => startPreview(await freePort(), apiUrl));
    const courseId = await step('finding the most popular course', () => mostPopularCourseId(apiUrl));
    // Each in English and in Hindi (issue 40: the Hindi pages, under /hi, have the same budgets).
    const targets = [
      { label: 'home', path: '/' },
      { label: 'catalogue', path: '/courses' },
      { label: 'course', path: `/courses/${courseId}` },
      { label: 'home hi', path: '/hi' },
      { label: 'catalogue hi', path: '/hi/courses' },
      { label: 'course hi', path: `/hi/courses/${courseId}` },
    ];
    // Lighthouse counts both localhost and 127.0.0.1 as secure origins (is-on-https, redirects-http),
    // so the preview's own address is used as it is; `isOnHttps` in the results confirms it per run.
    const base = web.url;
    const launch = () =>
      chromeLauncher.launch({
        chromePath: chromeExecutable(),
        chromeFlags: [...CHROME_FLAGS],
        logLevel: 'silent',
      });
    chrome = await step('launching Chromium', launch);
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
      .then((r) => r.json() as Promise<{ Browser?: string }>)
      .then((v) => v.Browser ?? 'unknown')
      .catch(() => 'unknown');

    const quiet = await waitForQuiet();
    const loadBefore = os.loadavg();
    const ticksBefore = cpuTicks();
    const runs = new Map<string, LighthouseRun[]>(targets.map((t) => [t.path, []]));
    const errors = new Map<string, string[]>(targets.map((t) => [t.path, []]));
    let settings: LighthouseResults['settings'] = {
      formFactor: 'unknown',
      throttlingMethod: 'unknown',
      cpuSlowdownMultiplier: null,
    };
    for (let round = 1; round <= RUNS_PER_PAGE; round++) {
      for (const target of targets) {
        const url = `${base}${target.path}`;
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        };
        try {
          const result = await withTimeout(lighthouse(url, flags), RUN_TIMEOUT_MS, `Lighthouse on ${url}`);
          const lhr = result?.lhr;
          if (!lhr) throw new Error('Lighthouse returned no result');
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          settings = {
            formFactor: lhr.configSettings.formFactor,
            throttlingMethod: lhr.configSettings.throttlingMethod,
            cpuSlowdownMultiplier: lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? null,
          };
          runs.get(target.path)!.push(summarise(lhr, result.artifacts.Trace?.traceEvents ?? []));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          errors.get(target.path)!.push(`run ${round}: ${message}`);
          console.error(`  Lighthouse run ${round} of ${target.path} failed: ${message}`);
          // A run that timed out may have left Chrome in any state: start the next run on a fresh one.
          if (message.includes('took longer')) {
            chrome.kill();
            chrome = await launch();
          }
        }
      }
    }

    const pages = targets.map((target): LighthousePage => {
      const done = runs.get(target.path)!;
      const byPerformance = [...done].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
      const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)] ?? null;
      const at = (n: number | null | undefined, budget: number) => typeof n === 'number' && n >= budget;
      const within = (n: number | null, budget: number) => n !== null && n <= budget;
      const medians = {
        fcpMs: medianOf(done.map((r) => r.fcpMs)),
        lcpMs: medianOf(done.map((r) => r.lcpMs)),
        tbtMs: medianOf(done.map((r) => r.tbtMs)),
        cls: medianOf(done.map((r) => r.cls)),
        hydratedMs: medianOf(done.map((r) => r.hydratedMs)),
        wallBlockingMs: medianOf(done.map((r) => r.blocking?.wallMs ?? null)),
        cpuBlockingMs: medianOf(done.map((r) => r.blocking?.cpuMs ?? null)),
      };
      const marks = {
        performance: at(median?.performance, LIGHTHOUSE_BUDGETS.performance),
        accessibility: at(median?.accessibility, LIGHTHOUSE_BUDGETS.accessibility),
        bestPractices: at(median?.bestPractices, LIGHTHOUSE_BUDGETS.bestPractices),
        seo: at(median?.seo, LIGHTHOUSE_BUDGETS.seo),
        ...(target.path === '/'
          ? {
              script: median !== null && median.scriptKb <= LIGHTHOUSE_BUDGETS.homeScriptKb,
              fcp: within(medians.fcpMs, LIGHTHOUSE_BUDGETS.homeFcpMs),
            }
          : {}),
        lcp: within(medians.lcpMs, LIGHTHOUSE_BUDGETS.lcpMs),
        tbt: within(medians.tbtMs, LIGHTHOUSE_BUDGETS.tbtMs),
        cls: within(medians.cls, LIGHTHOUSE_BUDGETS.cls),
      };
      return {
        ...target,
        url: `${base}${target.path}`,
        performanceRuns: done.map((r) => r.performance ?? 0),
        median,
        medians,
        errors: errors.get(target.path)!,
        ok: median !== null && Object.values(marks).every(Boolean),
        marks,
      };
    });
    return {
      pages,
      runsPerPage: RUNS_PER_PAGE,
      settings,
      chrome: version,
      machine: {
        cpus: os.cpus().length,
        loadBefore,
        loadAfter: os.loadavg(),
        idleBefore: quiet.idle,
        waitedForQuietS: quiet.waitedS,
        benchmarkIndex: [...runs.values()]
          .flat()
          .flatMap((r) => (r.benchmarkIndex ? [r.benchmarkIndex] : [])),
        stolenShare: stolenShare(ticksBefore, cpuTicks()),
      },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    chrome?.kill();
    await web?.stop().catch(() => undefined);
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export type WebChunk = {
  file: string;
  /** What the chunk is: the entry, a lazily loaded screen (its source file), or a shared/vendor chunk. */
  role: string;
  rawKb: number;
  /** gzip at the default level, as `vite preview` (and most CDNs) send it. */
  gzipKb: number;
  /** In the static import graph of the first load of `/`: the entry, the home screen, and their imports. */
  firstLoadOfHome: boolean;
};

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  name: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
};

/**
 * Builds the web app for production in memory (same config as the preview) and lists every JS chunk
 * with its gzip size, marking the ones the first load of `/` needs from the static import graph.
 */
export async function measureWebChunks(): Promise<WebChunk[]> {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: unknown;
  try {
    output = await build({
      root: frontendDir,
      configFile: path.join(frontendDir, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { write: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const bundles = (Array.isArray(output) ? output : [output]) as { output: { type: string }[] }[];
  const chunks = bundles
    .flatMap((b) => b.output)
    .filter((o): o is OutputChunk => o.type === 'chunk' && (o as OutputChunk).fileName.endsWith('.js'));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));

  const firstLoad = new Set<string>();
  const visit = (file: string) => {
    if (firstLoad.has(file)) return;
    firstLoad.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const c of chunks)
    if (c.isEntry || (c.facadeModuleId && HOME_SCREEN.test(c.facadeModuleId))) visit(c.fileName);

  const role = (c: OutputChunk) => {
    if (c.isEntry) return 'entry';
    if (c.isDynamicEntry && c.facadeModuleId) {
      const id = c.facadeModuleId.split(path.sep).join('/');
      const inPackage = id.lastIndexOf('/node_modules/');
      const source =
        inPackage >= 0
          ? id.slice(inPackage + '/node_modules/'.length)
          : path.relative(path.join(frontendDir, 'src'), c.facadeModuleId).split(path.sep).join('/');
      return `lazy: ${source}`;
    }
    return `shared: ${c.name}`;
  };
  return chunks
    .map((c) => ({
      file: c.fileName,
      role: role(c),
      rawKb: kb(Buffer.byteLength(c.code)),
      gzipKb: kb(gzipSync(c.code).byteLength),
      firstLoadOfHome: firstLoad.has(c.fileName),
    }))
    .sort((a, b) => Number(b.firstLoadOfHome) - Number(a.firstLoadOfHome) || b.gzipKb - a.gzipKb);
}

// The child process of measureLighthouse().
const childOut = process.env[CHILD_OUT_ENV];
if (childOut && process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  measureInThisProcess().then(
    (results) => {
      writeFileSync(childOut, JSON.stringify({ results }));
      process.exit(0);
    },
    (error: unknown) => {
      writeFileSync(
        childOut,
        JSON.stringify({ error: error instanceof Error ? error.message : String(error) }),
      );
      process.exit(1);
    },
  );
}
