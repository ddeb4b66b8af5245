/**
 * `npm run bench`: the performance budgets, measured and printed. Budgets live here, never in timed tests.
 * Only loopback traffic; every loop is bounded in count or time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MEMORY_MB } from '../infra/lib/academy-function';
import { CONNECTIONS, measureApiLatency } from './api-latency';
import { BUNDLE_BUDGET_KB, measureBundles } from './bundles';
import { type CallSection, measureCalls } from './calls';
import {
  COST_BEFORE_PER_1000_STUDENTS,
  DAYS_PER_MONTH,
  MAX_WRITE_UNITS_PER_MINUTE,
  measureCost,
  STUDENT_COUNTS,
  UNREAD_POLL_MS,
} from './cost';
import { monthlyCost } from './cost-model';
import { CONCURRENT_ENROLLMENTS, measureConcurrentEnrollment } from './enrollment';
import { measureFuzz } from './fuzz';
import {
  LIGHTHOUSE_BUDGETS,
  type LighthouseResults,
  measureLighthouse,
  measureWebChunks,
  RUNS_PER_PAGE,
  type WebChunk,
} from './lighthouse';
import { measurePdf, PDF_COLD_BUDGET_MS, PDF_COLD_RUNS } from './pdf';
import { measureScale, SCALE, SCALE_BUDGET, type ScaleRow } from './scale';
import { measureVideo, PLAY_SECONDS } from './video';
import { LINK } from './video-playback';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
// Mail goes at the SES sandbox's rate unless told otherwise (the sessions section reports its reminder mails).
process.env.EMAIL_SEND_RATE ??= process.env.ACADEMY_BENCH_EMAIL_RATE ?? '14';

const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** `npm run bench -- web` (or `bundles`, `pdf`, `api`, `dashboards`, `assignments`, `forums`, `sessions`, `chats`, `support`, `enrollment`, `fuzz`, `scale`, `cost`, `video`) runs only the sections named; none named: all. */
const SECTIONS = [
  'bundles',
  'pdf',
  'api',
  'dashboards',
  'assignments',
  'forums',
  'sessions',
  'chats',
  'support',
  'enrollment',
  'fuzz',
  'scale',
  'cost',
  'video',
  'web',
] as const;
const named = process.argv.slice(2);
const unknown = named.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown bench section ${unknown.join(', ')}; the sections are ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const runs = (section: (typeof SECTIONS)[number]) => named.length === 0 || named.includes(section);

async function main() {
  const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version };
  let allOk = true;
  if (runs('bundles')) await bundlesSection(results).then((ok) => (allOk &&= ok));
  if (runs('pdf')) await pdfSection(results).then((ok) => (allOk &&= ok));
  if (runs('api')) await apiSection(results).then((ok) => (allOk &&= ok));
  for (const [section, heading] of Object.entries(CALL_SECTIONS) as [CallSection, string][])
    if (runs(section)) await callsSection(section, heading, results).then((ok) => (allOk &&= ok));
  if (runs('enrollment')) await enrollmentSection(results).then((ok) => (allOk &&= ok));
  if (runs('fuzz')) await fuzzSection(results).then((ok) => (allOk &&= ok));
  if (runs('scale')) await scaleSection(results).then((ok) => (allOk &&= ok));
  if (runs('cost')) await costSection(results).then((ok) => (allOk &&= ok));
  // Alone on the machine as far as the bench goes: transcoding and software decoding want both cores.
  if (runs('video')) await videoSection(results).then((ok) => (allOk &&= ok));
  // Last, once the API stack above is down: Lighthouse's simulated throttling scales what it observes,
  // so anything else busy on the machine lowers the performance scores.
  if (runs('web')) {
    const web = await webSection();
    allOk &&= web.ok;
    results.web = web.results;
  }

  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(dir, { recursive: true });
  const file = named.length === 0 ? 'latest.json' : `latest-${named.join('-')}.json`;
  writeFileSync(path.join(dir, file), JSON.stringify(results, null, 2));
  console.info(
    `\n${allOk ? 'All budgets met.' : 'Some budgets are not met (marked OVER).'} Figures saved in bench/results/${file}\n`,
  );
}

async function bundlesSection(results: Record<string, unknown>) {
  console.info(
    `\nLambda bundles (esbuild, minified, as CDK builds them; budget ${BUNDLE_BUDGET_KB} KB each)`,
  );
  const bundles = await measureBundles();
  for (const b of bundles)
    console.info(
      `  ${mark(b.ok)} ${b.id.padEnd(24)} ${b.kb.toFixed(1).padStart(7)} KB  ${b.gzipKb.toFixed(1).padStart(6)} KB gzip`,
    );
  results.bundles = bundles;
  return bundles.every((b) => b.ok);
}

async function pdfSection(results: Record<string, unknown>) {
  console.info(
    `\nCertificate PDFs (issue 40): the bundled renderer in fresh node processes, median of ${PDF_COLD_RUNS}; a Devanagari cold start within ${PDF_COLD_BUDGET_MS} ms`,
  );
  const pdf = await measurePdf();
  let ok = true;
  for (const r of pdf) {
    const rowOk = r.name === 'latin' || r.coldMs <= PDF_COLD_BUDGET_MS;
    ok &&= rowOk;
    console.info(
      `  ${mark(rowOk)} ${r.name.padEnd(11)} cold ${ms(r.coldMs)} (bundle loaded at ${ms(r.loadMs)}, first render ${ms(r.firstMs)})  warm ${ms(r.warmMs)}  ${(r.bytes / 1024).toFixed(1)} KB PDF`,
    );
  }
  results.pdf = pdf;
  return ok;
}

async function apiSection(results: Record<string, unknown>) {
  console.info(
    `\nLocal API: GET /api/auth/me at ${CONNECTIONS} connections vs raw DynamoDB Local GetItem (target p50 ≤ 3x)`,
  );
  const api = await measureApiLatency();
  const ratio = api.me.p50 / api.rawConcurrent.p50;
  const ok = ratio <= 3 && api.me.errors === 0;
  console.info(
    `  GET /api/auth/me       p50 ${ms(api.me.p50)}  p99 ${ms(api.me.p99)}  ${api.me.rps.toFixed(0)} req/s  ${api.me.total} requests, ${api.me.errors} errors`,
  );
  console.info(
    `  raw GetItem, ${CONNECTIONS} in flight p50 ${ms(api.rawConcurrent.p50)}  p99 ${ms(api.rawConcurrent.p99)}`,
  );
  console.info(
    `  raw GetItem, 1 in flight  p50 ${ms(api.rawSequential.p50)}  p99 ${ms(api.rawSequential.p99)}`,
  );
  console.info(`  ${mark(ok)} /me p50 is ${ratio.toFixed(2)}x the raw GetItem p50 at the same concurrency`);
  results.api = { ...api, ratio };
  return ok;
}

/** The sections the calls runner measures (./calls.ts), in the order they run, each with its heading. */
const CALL_SECTIONS: Record<CallSection, string> = {
  dashboards: 'Dashboard summaries and the unread count',
  assignments: "A student's assignments (one course, all courses) and a page of 500 submissions",
  forums:
    'A course forum page of 20 posts (all, one category), a thread of 200 replies and 100 likes at once',
  sessions:
    "A student's live sessions across 10 courses, and the reminder run of one session with 10,000 students",
  chats: 'Sending a chat message, a thread page and the conversation lists',
  support: 'The admin ticket list with filters on 10,000 tickets, a ticket and a reply',
};

async function callsSection(section: CallSection, heading: string, results: Record<string, unknown>) {
  console.info(
    `\n${heading} through the local gateway at ${CONNECTIONS} connections, in rounds alternating with raw DynamoDB Local GetItems at ${CONNECTIONS} in flight (target: median of the rounds' p50 ratios ≤ 3x); DynamoDB requests per call counted on the handlers' client`,
  );
  const { calls, checks } = await measureCalls(section);
  let ok = checks.every((c) => c.ok);
  for (const c of checks) console.info(`  ${mark(c.ok)} ${c.name}: ${c.detail}`);
  for (const c of calls) {
    const scans = Object.keys(c.operations).filter((op) => /scan/i.test(op));
    const callOk =
      (c.maxRatio === false || c.ratio <= c.maxRatio) &&
      c.errors === 0 &&
      c.requests.max <= c.maxRequests &&
      scans.length === 0;
    ok &&= callOk;
    const ops = Object.entries(c.operations)
      .map(([op, n]) => `${op} ${n}`)
      .join(', ');
    const requests =
      c.requests.max === c.requests.min ? `${c.requests.max}` : `${c.requests.min}–${c.requests.max}`;
    console.info(
      `  ${mark(callOk)} ${c.path.padEnd(32)} as ${c.as.padEnd(10)} p50 ${ms(c.p50)}, ${c.ratio.toFixed(2)}x raw (rounds ${c.rounds.map((r) => r.toFixed(1)).join(' ')}; raw p50 ${ms(c.raw.p50)})  p99 ${ms(c.p99)}  ${c.rps.toFixed(0)} req/s  ${c.errors} errors`,
    );
    console.info(
      `       ${requests} DynamoDB requests a call (budget ${c.maxRequests}; ${ops} in ${c.counted} calls); one at a time p50 ${ms(c.sequential.p50)} vs raw GetItem ${ms(c.sequential.rawP50)} (${c.sequential.ratio.toFixed(1)}x)`,
    );
  }
  results[section] = { calls, checks };
  return ok;
}

async function enrollmentSection(results: Record<string, unknown>) {
  console.info(
    `\nEnrolment: ${CONCURRENT_ENROLLMENTS} students enrol in one free course at once, through the local gateway`,
  );
  const enrol = await measureConcurrentEnrollment();
  const enrolOk =
    enrol.count === CONCURRENT_ENROLLMENTS && enrol.created === CONCURRENT_ENROLLMENTS && enrol.errors === 0;
  console.info(
    `  ${mark(enrolOk)} ${(enrol.wallMs / 1000).toFixed(2)} s for all ${CONCURRENT_ENROLLMENTS}; each p50 ${ms(enrol.p50)}, p99 ${ms(enrol.p99)}; ${enrol.created} created, ${enrol.errors} errors; course count ${enrol.count} (must be exactly ${CONCURRENT_ENROLLMENTS})`,
  );
  results.enrollment = enrol;
  return enrolOk;
}

async function fuzzSection(results: Record<string, unknown>) {
  console.info(
    "\nFuzz: requests derived from every route's zod schemas, mutated, as anonymous and each allowed role (FUZZ_SEED, FUZZ_RUNS to set)",
  );
  const fuzz = await measureFuzz();
  const ok = fuzz.failures.length === 0 && fuzz.scans === 0 && fuzz.changedByRefused.length === 0;
  const statuses = Object.entries(fuzz.statuses)
    .map(([status, n]) => `${status} ${n}`)
    .join(', ');
  console.info(
    `  ${mark(ok)} seed ${fuzz.seed}: ${fuzz.requests} requests to ${fuzz.routes} routes (${fuzz.runsPerRoute} cases each) in ${fuzz.seconds.toFixed(0)} s; ${fuzz.refused} refused by the schemas; statuses ${statuses}`,
  );
  console.info(
    `       ${fuzz.failures.length} routes failing an invariant, ${fuzz.scans} Scans, ${fuzz.changedByRefused.length} items changed by refused requests`,
  );
  for (const f of fuzz.failures) {
    console.info(`  OVER ${f.routeId}: ${f.problems.join('; ')} (${f.status} ${f.body.slice(0, 200)})`);
    console.info(`       ${f.request.method} ${f.request.target.slice(0, 200)} as ${f.request.caller}`);
    console.info(`       ${f.report.split('\n').slice(0, 4).join('\n       ')}`);
  }
  for (const key of fuzz.changedByRefused) console.info(`  OVER changed by a refused request: ${key}`);
  results.fuzz = fuzz;
  return ok;
}

async function scaleSection(results: Record<string, unknown>) {
  console.info(
    `\nScale: the list endpoints one call at a time, on a stack with the demo data and on one with ${SCALE.courses} courses, ${SCALE.enrollments.toLocaleString('en')} enrolments, ${SCALE.notifications.toLocaleString('en')} notifications and ${SCALE.posts.toLocaleString('en')} forum posts more (heavy student: ${SCALE.heavyStudentCourses} courses, ${SCALE.heavyStudentNotifications.toLocaleString('en')} notifications; busy forum: ${SCALE.busyForumPosts.toLocaleString('en')} posts), in turn. Budget: 10x p50 ≤ ${SCALE_BUDGET}x demo p50 (the "paced" ratio, each p50 over its stack's raw GetItem p50, is shown too)`,
  );
  const scale = await measureScale();
  const c = scale.seeding.counts;
  console.info(
    `  seeded ${scale.seeding.items.toLocaleString('en')} items in ${scale.seeding.seconds.toFixed(0)} s: ${c.courses} courses, ${c.users} users, ${c.enrollments} enrolments, ${c.notifications} notifications, ${c.posts} posts`,
  );
  const requests = (r: ScaleRow) =>
    r.demo.requests === null ? '' : `${r.demo.requests} → ${r.scaled.requests} DynamoDB requests, `;
  for (const r of scale.rows) {
    // A list the demo data does not fill is judged by its equal-fill variant (the next row), marked `fill`.
    const label = r.judgedBy ? (r.ok ? 'fill' : 'OVER') : mark(r.ok);
    console.info(
      `  ${label.padEnd(4)} ${(r.fillOf ? `  ${r.name}` : r.name).padEnd(34)} ${ms(r.demo.p50).padStart(9)} → ${ms(r.scaled.p50).padStart(9)}  ${r.ratio.toFixed(2)}x, paced ${r.paceRatio.toFixed(2)}x  (raw ${ms(r.demo.rawP50)} → ${ms(r.scaled.rawP50)}; ${requests(r)}${r.demo.items} → ${r.scaled.items} items, ${(r.demo.bytes / 1024).toFixed(1)} → ${(r.scaled.bytes / 1024).toFixed(1)} KB)  ${r.as} ${r.path}`,
    );
  }
  if (scale.rows.some((r) => r.judgedBy))
    console.info(
      "  fill: the demo data does not fill this list's page; judged by the same page size on both (the row under it)",
    );
  results.scale = scale;
  return scale.rows.every((r) => r.ok);
}

const dollars = (n: number) =>
  `$${n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function costSection(results: Record<string, unknown>) {
  console.info(
    `\nCost model: one learner day through the local gateway (browse, enrol free, watch, submit, post, chat), counted call by call; priced at the ap-south-1 list prices of bench/prices.ts for ${DAYS_PER_MONTH} such days a month per active student (video egress excluded)`,
  );
  const cost = await measureCost();
  const w = cost.watch;
  console.info(
    `  watch: ${w.minutes} minutes, a progress save every ${w.saveIntervalMs / 1000} s of playback (${w.saves} saves), the unread count every ${UNREAD_POLL_MS / 1000} s`,
  );
  console.info(
    `  ${'step'.padEnd(7)} ${'route'.padEnd(22)} ${'calls'.padStart(5)} ${'ms/call'.padStart(8)} ${'RRU'.padStart(7)} ${'WRU'.padStart(8)} ${'KB out'.padStart(7)}  DynamoDB requests`,
  );
  for (const r of cost.routes) {
    const ops = Object.entries(r.operations)
      .map(([op, n]) => `${op} ${n}`)
      .join(', ');
    console.info(
      `  ${r.step.padEnd(7)} ${r.routeId.padEnd(22)} ${String(r.calls).padStart(5)} ${(r.handlerMs / r.calls).toFixed(1).padStart(8)} ${r.readUnits.toFixed(1).padStart(7)} ${r.writeUnits.toFixed(1).padStart(8)} ${(r.bytesOut / 1024).toFixed(1).padStart(7)}  ${ops}`,
    );
  }
  const d = cost.day;
  console.info(
    `  the day: ${d.apiCalls} API calls and Lambda invocations, ${d.lambdaBilledMs} billed Lambda ms, ${d.readUnits.toFixed(1)} RRU, ${d.writeUnits.toFixed(1)} WRU, ${(d.bytesOut / 1024).toFixed(1)} KB out, ${(d.storedBytes / 1024).toFixed(1)} KB stored (${cost.storage.items} items and ${cost.storage.indexEntries} index entries new or grown)`,
  );
  const months = STUDENT_COUNTS.map((students) =>
    monthlyCost(d, { students, daysPerMonth: DAYS_PER_MONTH, memoryMb: DEFAULT_MEMORY_MB }),
  );
  console.info(
    `  ${'monthly, by component'.padEnd(38)} ${months.map((m) => `${m.students.toLocaleString('en')} students`.padStart(18)).join('')}`,
  );
  for (const [i, line] of months[0]!.lines.entries())
    console.info(
      `       ${line.component.padEnd(38)}${months.map((m) => dollars(m.lines[i]!.dollars).padStart(18)).join('')}`,
    );
  console.info(`       ${'total'.padEnd(38)}${months.map((m) => dollars(m.total).padStart(18)).join('')}`);
  const wuOk = w.writeUnitsPerMinute <= MAX_WRITE_UNITS_PER_MINUTE;
  const saveBy = Object.entries(w.writeUnitsBy)
    .map(([where, units]) => `${where} ${(units / w.saves).toFixed(1)}`)
    .join(', ');
  console.info(
    `  ${mark(wuOk)} DynamoDB write units per minute watched: ${w.writeUnitsPerMinute.toFixed(1)} (${w.writeUnitsPerSave.toFixed(1)} a save: ${saveBy}; budget ≤ ${MAX_WRITE_UNITS_PER_MINUTE})`,
  );
  const halved = (w.writeUnitsPerMinute * w.minutes - w.transactionIndexWriteUnits / 2) / w.minutes;
  console.info(
    `       (DynamoDB Local charges a transaction's index writes at the transactional rate; at the standard rate they would make ${halved.toFixed(1)} a minute)`,
  );
  const per1000 = monthlyCost(d, {
    students: 1000,
    daysPerMonth: DAYS_PER_MONTH,
    memoryMb: DEFAULT_MEMORY_MB,
  });
  const cut = 1 - per1000.total / COST_BEFORE_PER_1000_STUDENTS;
  const costOk = cut >= 0.5;
  console.info(
    `  ${mark(costOk)} monthly cost per 1,000 active students: ${dollars(per1000.total)}, ${(cut * 100).toFixed(0)} % below the ${dollars(COST_BEFORE_PER_1000_STUDENTS)} measured before issue 35 (target ≥ 50 % lower)`,
  );
  results.cost = {
    ...cost,
    daysPerMonth: DAYS_PER_MONTH,
    memoryMb: DEFAULT_MEMORY_MB,
    months,
    per1000: per1000.total,
  };
  return wuOk && costOk;
}

async function videoSection(results: Record<string, unknown>) {
  console.info(
    `\nVideo (issue 38): a generated 5-minute 1080p lecture transcoded to HLS, then played ${PLAY_SECONDS} s each in headless Chromium on a throttled link (${(LINK.downloadBytesPerSecond * 8) / 1e6} Mbit/s down, ${(LINK.uploadBytesPerSecond * 8) / 1000} kbit/s up, ${LINK.latencyMs} ms, cache off)`,
  );
  const v = await measureVideo((line) => console.info(line));
  const t = v.transcode;
  console.info(
    `  transcoding: ${(t.wallMs / 1000).toFixed(0)} s wall for ${v.lecture.measuredSeconds.toFixed(0)} s of lecture (${(t.wallMs / 1000 / v.lecture.measuredSeconds).toFixed(2)}x real time); ffmpeg used ${t.ffmpegCpuSeconds == null ? '–' : t.ffmpegCpuSeconds.toFixed(0)} CPU s; the machine's CPU ${(t.cpuBusy * 100).toFixed(0)} % busy, load average ${load(t.loadAfter ?? [])} at the end; ${t.path}${t.reused ? ` [reused from ${t.at}]` : ''}`,
  );
  for (const o of t.outputs)
    console.info(
      `       ${o.name.padEnd(7)} ${(o.bytes / 1e6).toFixed(2).padStart(7)} MB ${o.kbitPerSecond > 0 ? `${o.kbitPerSecond.toFixed(0).padStart(5)} kbit/s` : '            '}  ${String(o.files).padStart(3)} files, done at ${o.finishedAtS.toFixed(0)} s`,
    );
  if (t.tasks?.length)
    console.info(
      `       tasks: ${t.tasks.map((task) => `${task.id} ${(task.ms / 1000).toFixed(0)} s`).join(', ')}; the longest, ${(Math.max(...t.tasks.map((task) => task.ms)) / 1000).toFixed(0)} s, is the wall clock of all of them at once`,
    );
  const mb = (n: number | null) => (n === null ? '–' : `${(n / 1e6).toFixed(2)} MB`);
  const s = (n: number | null) => (n === null ? 'none' : `${(n / 1000).toFixed(2)} s`);
  console.info(
    `       ${'run'.padEnd(28)} ${'first frame'.padStart(11)} ${'playing'.padStart(8)} ${'rebuffer'.padStart(9)} ${'stalls'.padStart(6)} ${'played'.padStart(7)} ${'bytes'.padStart(9)} ${'/min watched'.padStart(12)} ${'link'.padStart(10)}  levels played`,
  );
  for (const [name, r] of [
    ...Object.entries(v.runs),
    ...v.variants.map((x) => [`what-if: ${x.name}`, x] as const),
  ]) {
    const levels =
      r.levels
        ?.map((l) => `${l.height ? `${l.height}p` : `#${l.level}`} ${l.seconds.toFixed(0)} s`)
        .join(', ') ?? '';
    console.info(
      `       ${name.padEnd(28)} ${s(r.firstFrameMs).padStart(11)} ${s(r.firstPlayingMs).padStart(8)} ${`${(r.rebufferingRatio * 100).toFixed(1)} %`.padStart(9)} ${String(r.stalls).padStart(6)} ${`${r.playedSeconds.toFixed(0)} s`.padStart(7)} ${mb(r.bytes).padStart(9)} ${mb(r.bytesPerMinuteWatched).padStart(12)} ${`${((r.linkBytesPerSecond * 8) / 1e6).toFixed(2)} Mb/s`.padStart(10)}  ${levels}${r.errors.length ? ` errors: ${r.errors.join('; ')}` : ''}`,
    );
  }
  for (const x of v.variants)
    console.info(
      `       what-if: ${x.name}: ${x.description}; hls.js config changed by ${JSON.stringify(x.change)}`,
    );
  for (const c of v.checks)
    console.info(
      `  ${c.judged ? mark(c.ok) : 'info'} ${c.name}: ${c.detail}${c.judged ? '' : ` (would be ${c.ok ? 'ok' : 'OVER'})`}`,
    );
  const cpu = Object.entries(v.runs)
    .map(([name, r]) => `${name} ${(r.cpuBusy * 100).toFixed(0)} %`)
    .join(', ');
  console.info(
    `  machine: ${v.machine.cpus} CPUs (${v.machine.model}), load average ${load(v.machine.loadBefore)} before, ${load(v.machine.loadAfter)} after; CPU busy while playing: ${cpu}; ${v.chrome}`,
  );
  console.info(
    `  wall: lecture ${v.seconds.lecture.toFixed(0)} s, transcoding ${v.seconds.transcode.toFixed(0)} s, playback ${v.seconds.playback.toFixed(0)} s, section ${v.seconds.total.toFixed(0)} s`,
  );
  results.video = v;
  return v.checks.every((c) => !c.judged || c.ok);
}

const kb = (n: number) => `${n.toFixed(1)} KB`;
const num = (n: number | null | undefined, width = 3) =>
  (n === null || n === undefined ? '–' : String(n)).padStart(width);
const secs = (n: number | null) => (n === null ? '–' : `${(n / 1000).toFixed(2)} s`);
const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
/** An error's message, without colour codes, cut to a screenful. */
const brief = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colours of build errors
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, 12)
    .join('\n    ');
/** A chunk's name without its content hash: the preview was built a little earlier than the listing. */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');

/** Lighthouse on the public pages and the JS chunks of the web app; a failure is printed and marked. */
async function webSection() {
  const b = LIGHTHOUSE_BUDGETS;
  const results: { lighthouse?: LighthouseResults; chunks?: WebChunk[]; errors: string[] } = { errors: [] };
  let ok = true;

  console.info(
    `\nWeb app, production build: Lighthouse ${RUNS_PER_PAGE} runs per page, default mobile settings (Moto G-class emulation, simulated throttling)`,
  );
  console.info(
    `  budgets: performance, accessibility, best practices ≥ ${b.performance}, SEO ≥ ${b.seo}; script on the first load of / ≤ ${b.homeScriptKb} KB; medians: LCP ≤ ${secs(b.lcpMs)} (FCP ≤ ${secs(b.homeFcpMs)} on /), TBT ≤ ${b.tbtMs} ms, CLS ≤ ${b.cls}`,
  );
  try {
    const lh = await measureLighthouse();
    results.lighthouse = lh;
    const width = Math.max(...lh.pages.map((p) => p.path.length));
    console.info(
      `       ${'page'.padEnd(width)} perf (runs)   a11y  b.pr   seo   LCP      TBT      CLS    script`,
    );
    for (const p of lh.pages) {
      const m = p.median;
      const runs = `(${p.performanceRuns.join(' ')})`.padEnd(11);
      const script = m ? `${kb(m.scriptKb)} in ${m.scriptRequests} files` : '–';
      console.info(
        `  ${mark(p.ok)} ${p.path.padEnd(width)} ${num(m?.performance)} ${runs} ${num(m?.accessibility, 4)} ${num(m?.bestPractices, 5)} ${num(m?.seo, 5)}   ${secs(m?.lcpMs ?? null).padEnd(8)} ${`${(m?.tbtMs ?? 0).toFixed(0)} ms`.padStart(6)}   ${(m?.cls ?? 0).toFixed(3)}  ${script}`,
      );
      const missed = Object.entries(p.marks)
        .filter(([, met]) => !met)
        .map(([name]) => name);
      if (missed.length > 0 && m) console.info(`         under budget: ${missed.join(', ')}`);
      const d = p.medians;
      console.info(
        `         medians of ${p.performanceRuns.length} runs: FCP ${secs(d.fcpMs)}, LCP ${secs(d.lcpMs)}, TBT ${d.tbtMs === null ? '–' : `${d.tbtMs.toFixed(0)} ms`}, CLS ${d.cls === null ? '–' : d.cls.toFixed(3)}, hydrated ${secs(d.hydratedMs)} (observed, unthrottled)`,
      );
      if (d.wallBlockingMs !== null && d.cpuBlockingMs !== null)
        console.info(
          `         main thread after the observed paint (×CPU slowdown, past 50 ms): ${d.wallBlockingMs.toFixed(0)} ms blocking by wall clock, ${d.cpuBlockingMs.toFixed(0)} ms by its own CPU time (the rest is waiting for a core)`,
        );
      if (m && !p.marks.performance) {
        console.info(
          `         FCP ${secs(m.fcpMs)}, Speed Index ${secs(m.speedIndexMs)}; Lighthouse's biggest savings: ${
            m.opportunities
              .slice(0, 3)
              .map(
                (o) => `${o.id} ~${o.savingsMs.toFixed(0)} ms${o.savingsKb ? ` / ${kb(o.savingsKb)}` : ''}`,
              )
              .join(', ') || 'none listed'
          }`,
        );
      }
      for (const [category, audits] of Object.entries(m?.failing ?? {}))
        for (const a of audits)
          console.info(
            `         ${category}: ${a.id} – ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`,
          );
      if (m?.externalRequests.length)
        console.info(
          `         ${m.externalRequests.length} requests off the machine (they fail here): ${m.externalRequests.slice(0, 3).join(', ')}`,
        );
      for (const error of p.errors) console.info(`         FAILED ${error}`);
    }
    const https = lh.pages.flatMap((p) => (p.median ? [p.median.isOnHttps] : []));
    console.info(
      `  served from http://127.0.0.1 (is-on-https ${https.every((s) => s === 1) ? 'passes: Lighthouse counts it as a secure origin' : 'FAILS'}); ${lh.chrome}; ${lh.settings.formFactor}, ${lh.settings.throttlingMethod} throttling, CPU ×${lh.settings.cpuSlowdownMultiplier}`,
    );
    const bi = lh.machine.benchmarkIndex;
    console.info(
      `  machine: ${lh.machine.cpus} CPUs, ${(lh.machine.idleBefore * 100).toFixed(0)}% idle before the first run (after waiting ${lh.machine.waitedForQuietS.toFixed(0)} s), load average ${load(lh.machine.loadBefore)} before, ${load(lh.machine.loadAfter)} after; Lighthouse benchmarkIndex ${bi.length ? `${Math.min(...bi)}–${Math.max(...bi)}` : '–'} (lower = slower or busier)${lh.machine.stolenShare === null ? '' : `; ${(lh.machine.stolenShare * 100).toFixed(1)}% of CPU time taken by the host during the runs`}; ${lh.seconds.toFixed(0)} s`,
    );
    ok &&= lh.pages.every((p) => p.ok);
  } catch (error) {
    ok = false;
    results.errors.push(brief(error));
    console.info(`  OVER Lighthouse could not run: ${brief(error)}`);
  }

  console.info(
    '\nWeb app JS chunks (production build, gzip as served); * = in the first load of / (static import graph)',
  );
  try {
    const chunks = await measureWebChunks();
    results.chunks = chunks;
    const first = chunks.filter((c) => c.firstLoadOfHome);
    const lazy = chunks.filter((c) => !c.firstLoadOfHome);
    const shownLazy = lazy.filter((c) => c.gzipKb >= 1);
    for (const c of [...first, ...shownLazy])
      console.info(
        `  ${c.firstLoadOfHome ? '*' : ' '} ${kb(c.gzipKb).padStart(9)} gzip ${kb(c.rawKb).padStart(9)} raw  ${c.file.padEnd(44)} ${c.role}`,
      );
    const rest = lazy.filter((c) => c.gzipKb < 1);
    if (rest.length > 0)
      console.info(
        `    ${kb(rest.reduce((s, c) => s + c.gzipKb, 0)).padStart(9)} gzip in ${rest.length} more lazy chunks under 1 KB each (all in bench/results/latest.json)`,
      );
    const firstKb = first.reduce((s, c) => s + c.gzipKb, 0);
    console.info(`  first load of / by the import graph: ${first.length} chunks, ${kb(firstKb)} gzip`);
    const home = results.lighthouse?.pages.find((p) => p.path === '/')?.median;
    if (home) {
      const loaded = new Set(home.scriptUrls.map((url) => chunkName(new URL(url).pathname)));
      const graph = new Set(first.map((c) => chunkName(c.file)));
      console.info(
        `  measured by Lighthouse on /: ${home.scriptRequests} scripts, ${kb(home.scriptKb)} transferred (with headers)`,
      );
      const extra = [...loaded].filter((f) => !graph.has(f));
      const missing = [...graph].filter((f) => !loaded.has(f));
      if (extra.length) console.info(`  also loaded by /: ${extra.join(', ')}`);
      if (missing.length) console.info(`  in the graph but not loaded by /: ${missing.join(', ')}`);
    }
  } catch (error) {
    ok = false;
    results.errors.push(brief(error));
    console.info(`  OVER the chunk listing failed: ${brief(error)}`);
  }
  return { ok, results };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
