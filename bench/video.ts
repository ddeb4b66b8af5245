import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import {
  CHUNK_SECONDS,
  probe,
  type TranscodeResult,
  transcodeToHls,
} from '../functions/src/videos/transcode';
import { ensureLecture, LECTURE, videoWorkDir } from './video-lecture';
import {
  HLS_VARIANTS,
  LINK,
  launchBrowser,
  measurePlayback,
  PLAYER_BOX,
  type PlaybackRun,
  playerPage,
  playerSetups,
} from './video-playback';
import { startMediaServer } from './video-server';

/**
 * `npm run bench -- video` (issue 38): a generated 5-minute 1080p lecture through the transcoding path, then
 * played in headless Chromium on a throttled link, as the original MP4 and as HLS.
 * `ACADEMY_BENCH_VIDEO_REUSE=1` plays the HLS output of the last run again without transcoding (its figures are
 * reported from then); `ACADEMY_BENCH_VIDEO_PLAY_SECONDS` shortens the playback window for a quick look;
 * `ACADEMY_BENCH_VIDEO_VARIANTS=1` also plays the what-ifs of HLS_VARIANTS (hls.js settings; not judged).
 */

/** Wall clock of playback measured after the first frame, each run (issue 38: 2 minutes). */
export const PLAY_SECONDS = Number(process.env.ACADEMY_BENCH_VIDEO_PLAY_SECONDS ?? 120);
/** How long a run may wait for its first frame before its window starts anyway. */
const FIRST_FRAME_TIMEOUT_MS = 60_000;

export const VIDEO_BUDGETS = {
  /** HLS Auto: time to first frame. */
  autoFirstFrameMs: 2_000,
  /** HLS Auto: stalled time after the first frame over the window. */
  autoRebuffering: 0.01,
  /** HLS Auto: bytes per minute watched, as a share of the original MP4's. */
  autoBytesShareOfOriginal: 0.25,
  /** Data saver: bytes per minute watched (1 MB = 1,000,000 bytes). */
  dataSaverBytesPerMinute: 1_000_000,
} as const;

/**
 * The data saver's default start mode, which its budget is judged by. The player (hls-settings.ts
 * `startQuality`) starts the data saver in `audio` only when the lesson has sound; `adaptive` (the lowest
 * rendition first, at most 360p) is what it plays if the learner then picks Auto; `lowest` is issue 38's wording
 * (held to the lowest rendition). All three are measured and shown.
 */
export const DATA_SAVER_START: 'adaptive' | 'lowest' | 'audio' = 'audio';

export interface TranscodeFigures {
  /** Wall clock of the whole transcoding path, lecture in, HLS out. */
  wallMs: number;
  /** What ran: the function swapped in by `transcodeLecture`. */
  path: string;
  result: TranscodeResult;
  /** Each task of the plan and its wall clock (in order; the longest is the wall clock of all of them at once). */
  tasks?: TaskTime[];
  /** Per output folder (each rendition, audio) and the poster: bytes, effective kbit/s, when it was finished. */
  outputs: { name: string; files: number; bytes: number; kbitPerSecond: number; finishedAtS: number }[];
  at: string;
  /** Share of the machine's CPU time busy during the transcoding (ffmpeg's and anything else's). */
  cpuBusy: number;
  /** CPU seconds ffmpeg used (user + system of the finished runs): the cost, whatever else ran. */
  ffmpegCpuSeconds: number | null;
  loadAfter: number[];
}

/** One task of the transcoding plan and its wall clock. */
export interface TaskTime {
  id: string;
  ms: number;
}

/**
 * The transcoding path, lecture in, HLS out: the one function to change when the path changes. It must leave
 * `master.m3u8`, `<rendition>/index.m3u8` and `audio/index.m3u8` in `outDir`.
 *
 * Now: the queue pipeline's own steps (functions/src/videos/pipeline.ts) without its storage, queue and table:
 * the planner's probe and `planTasks` (chunks of CHUNK_SECONDS, as TRANSCODE_CHUNK_SECONDS defaults), each task
 * through `runTask` one after the other as the local queue runner hands them out (one batch at a time), then
 * the last task's stitch and master playlist. Each task is timed, so the wall clock of the same tasks in
 * parallel (a Lambda each on AWS) can be read off too.
 */
async function transcodeLecture(
  input: string,
  outDir: string,
): Promise<{ path: string; result: TranscodeResult; tasks: TaskTime[] }> {
  const tasks: TaskTime[] = [];
  const result = await transcodeToHls({
    ffmpegPath: ffmpeg.path,
    input,
    outDir,
    onTaskDone: (task, ms) => tasks.push({ id: task.id, ms }),
  });
  return {
    path: `the pipeline's tasks (transcodeToHls: planTasks, runTask, stitchPlaylists of functions/src/videos/transcode.ts; ${tasks.length} tasks, chunks of ${CHUNK_SECONDS} s), one after the other as the local queue runs them`,
    result,
    tasks,
  };
}

/** The share of all cores' time busy between two samples of `os.cpus()`. */
function cpuSampler() {
  const sample = () =>
    os.cpus().reduce(
      (acc, cpu) => {
        const t = cpu.times;
        acc.idle += t.idle;
        acc.total += t.user + t.nice + t.sys + t.irq + t.idle;
        return acc;
      },
      { idle: 0, total: 0 },
    );
  const first = sample();
  return () => {
    const now = sample();
    const total = now.total - first.total;
    return total > 0 ? 1 - (now.idle - first.idle) / total : 0;
  };
}

/**
 * CPU seconds of this process's finished children (ffmpeg's runs), from /proc: what the transcoding cost
 * whatever else the machine was doing. Null where there is no /proc.
 */
function childCpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // After the name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14; clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** A folder's size and files; `lastMs`: when its last segment was written (playlists may be written later). */
const folderBytes = (dir: string) =>
  readdirSync(dir).reduce(
    (acc, f) => {
      const stat = statSync(path.join(dir, f));
      acc.bytes += stat.size;
      acc.files++;
      if (!f.endsWith('.m3u8')) acc.lastMs = Math.max(acc.lastMs, stat.mtimeMs);
      return acc;
    },
    { bytes: 0, files: 0, lastMs: 0 },
  );

async function transcode(input: string, outDir: string): Promise<TranscodeFigures> {
  rmSync(outDir, { recursive: true, force: true });
  const busy = cpuSampler();
  const cpuBefore = childCpuSeconds();
  const startedWall = Date.now();
  const started = performance.now();
  const { path: what, result, tasks } = await transcodeLecture(input, outDir);
  const wallMs = performance.now() - started;
  const cpuAfter = childCpuSeconds();
  const seconds = result.durationSeconds;
  const names = [
    ...result.renditions.map((r) => r.name),
    ...(result.audio ? [path.dirname(result.audio)] : []),
  ];
  const outputs = names.map((name) => {
    const f = folderBytes(path.join(outDir, name));
    return {
      name,
      files: f.files,
      bytes: f.bytes,
      kbitPerSecond: (f.bytes * 8) / seconds / 1000,
      finishedAtS: (f.lastMs - startedWall) / 1000,
    };
  });
  const poster = statSync(path.join(outDir, result.poster));
  outputs.push({
    name: 'poster',
    files: 1,
    bytes: poster.size,
    kbitPerSecond: 0,
    finishedAtS: (poster.mtimeMs - startedWall) / 1000,
  });
  return {
    wallMs,
    ffmpegCpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    path: what,
    result,
    tasks,
    outputs,
    at: new Date().toISOString(),
    cpuBusy: busy(),
    loadAfter: os.loadavg(),
  };
}

export interface VideoResults {
  machine: { cpus: number; model: string; loadBefore: number[]; loadAfter: number[] };
  lecture: typeof LECTURE & {
    file: string;
    bytes: number;
    measuredSeconds: number;
    kbitPerSecond: number;
    generatedMs: number | null;
  };
  transcode: TranscodeFigures & { reused: boolean };
  link: typeof LINK;
  player: { box: typeof PLAYER_BOX; setups: Awaited<ReturnType<typeof playerSetups>> };
  playSeconds: number;
  runs: Record<
    'original' | 'auto' | 'dataSaver' | 'lowest' | 'audio',
    PlaybackRun & { cpuBusy: number; wallMs: number }
  >;
  /** The what-ifs of HLS_VARIANTS, when asked for; not judged. */
  variants: ((typeof HLS_VARIANTS)[number] & PlaybackRun & { cpuBusy: number; wallMs: number })[];
  /** `judged`: counts for the section's verdict; the others are shown beside. */
  checks: { name: string; ok: boolean; judged: boolean; detail: string }[];
  dataSaverStart: 'adaptive' | 'lowest' | 'audio';
  chrome: string;
  seconds: { lecture: number; transcode: number; playback: number; total: number };
}

export async function measureVideo(log: (line: string) => void): Promise<VideoResults> {
  const sectionStarted = performance.now();
  const loadBefore = os.loadavg();
  const work = videoWorkDir();

  let t = performance.now();
  const lecture = await ensureLecture(ffmpeg.path);
  const lectureS = (performance.now() - t) / 1000;
  const info = await probe(ffmpeg.path, lecture.file);
  const lectureBytes = statSync(lecture.file).size;
  log(
    `  lecture: ${LECTURE.seconds} s of ${LECTURE.width}x${LECTURE.height} at ${LECTURE.fps} fps, H.264 High ${LECTURE.videoKbit} kbit/s + AAC ${LECTURE.audioKbit} kbit/s, faststart; ${(lectureBytes / 1e6).toFixed(1)} MB, ${((lectureBytes * 8) / info.durationSeconds / 1000).toFixed(0)} kbit/s overall (${lecture.made ? `generated in ${(lecture.ms / 1000).toFixed(0)} s` : 'cached'}: ${lecture.file})`,
  );

  const hlsDir = path.join(work, `hls-${path.basename(lecture.file, '.mp4')}`);
  const figuresFile = path.join(hlsDir, 'bench-transcode.json');
  t = performance.now();
  let transcoded: TranscodeFigures;
  let reused = false;
  if (process.env.ACADEMY_BENCH_VIDEO_REUSE === '1' && existsSync(figuresFile)) {
    transcoded = JSON.parse(readFileSync(figuresFile, 'utf8')) as TranscodeFigures;
    reused = true;
    log(`  transcoding: reusing the output of ${transcoded.at} (ACADEMY_BENCH_VIDEO_REUSE=1)`);
  } else {
    log('  transcoding (several minutes on 2 cores)…');
    transcoded = await transcode(lecture.file, hlsDir);
    writeFileSync(figuresFile, JSON.stringify(transcoded, null, 2));
  }
  const transcodeS = (performance.now() - t) / 1000;

  const server = await startMediaServer(
    {
      '/media/lecture.mp4': lecture.file,
      '/media/hls': hlsDir,
      '/hls.min.js': createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js'),
    },
    { '/mp4.html': playerPage(false), '/hls.html': playerPage(true) },
  );
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const browser = await launchBrowser(chromePath);
  const chrome = `Chromium ${browser.version()}`;
  t = performance.now();
  const runs = {} as VideoResults['runs'];
  const setups = await playerSetups(transcoded.result.renditions);
  const variants: VideoResults['variants'] = [];
  try {
    const plays = [
      ['original', { kind: 'mp4', url: '/media/lecture.mp4' }, false],
      ['auto', { kind: 'hls', url: '/media/hls/master.m3u8', setup: setups.auto }, false],
      ['dataSaver', { kind: 'hls', url: '/media/hls/master.m3u8', setup: setups.dataSaver }, false],
      ['lowest', { kind: 'hls', url: '/media/hls/master.m3u8', setup: setups.lowest }, false],
      ['audio', { kind: 'hls', url: `/media/hls/${transcoded.result.audio}`, setup: setups.audio }, true],
    ] as const;
    for (const [name, source, audioOnly] of plays) {
      log(`  playing ${name} (${PLAY_SECONDS} s after its first frame)…`);
      const busy = cpuSampler();
      const started = performance.now();
      const run = await measurePlayback(browser, server.origin, source, {
        playSeconds: PLAY_SECONDS,
        firstFrameTimeoutMs: FIRST_FRAME_TIMEOUT_MS,
        audioOnly,
      });
      runs[name] = { ...run, cpuBusy: busy(), wallMs: performance.now() - started };
    }
    if (process.env.ACADEMY_BENCH_VIDEO_VARIANTS === '1')
      for (const variant of HLS_VARIANTS) {
        log(`  playing the what-if "${variant.name}"…`);
        const busy = cpuSampler();
        const started = performance.now();
        const run = await measurePlayback(
          browser,
          server.origin,
          {
            kind: 'hls',
            url: '/media/hls/master.m3u8',
            setup: { ...setups.auto, config: { ...setups.auto.config, ...variant.change } },
          },
          { playSeconds: PLAY_SECONDS, firstFrameTimeoutMs: FIRST_FRAME_TIMEOUT_MS },
        );
        variants.push({ ...variant, ...run, cpuBusy: busy(), wallMs: performance.now() - started });
      }
  } finally {
    await browser.close();
    await server.close();
  }
  const playbackS = (performance.now() - t) / 1000;

  const { original, auto, dataSaver, lowest, audio } = runs;
  const b = VIDEO_BUDGETS;
  const checks: VideoResults['checks'] = [];
  const mb = (n: number | null) => (n === null ? '–' : `${(n / 1e6).toFixed(2)} MB`);
  const s = (n: number | null) => (n === null ? 'none' : `${(n / 1000).toFixed(2)} s`);
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  checks.push({
    name: 'HLS Auto: time to first frame',
    ok: auto.firstFrameMs !== null && auto.firstFrameMs <= b.autoFirstFrameMs,
    judged: true,
    detail: `${s(auto.firstFrameMs)} (budget ≤ ${s(b.autoFirstFrameMs)}); original MP4 ${s(original.firstFrameMs)}`,
  });
  checks.push({
    name: 'HLS Auto: rebuffering',
    ok: auto.startedBy !== null && auto.rebufferingRatio <= b.autoRebuffering,
    judged: true,
    detail: `${pct(auto.rebufferingRatio)} (${auto.stalls} stalls, ${(auto.stallMs / 1000).toFixed(1)} s of ${(auto.windowMs / 1000).toFixed(0)} s; budget ≤ ${pct(b.autoRebuffering)}); original MP4 ${pct(original.rebufferingRatio)} (${original.stalls} stalls, ${(original.stallMs / 1000).toFixed(1)} s)`,
  });
  // The original's own figure when it played at all; its file's rate otherwise.
  const originalPerMinute = original.bytesPerMinuteWatched ?? (lectureBytes / info.durationSeconds) * 60;
  const share = auto.bytesPerMinuteWatched === null ? null : auto.bytesPerMinuteWatched / originalPerMinute;
  checks.push({
    name: 'HLS Auto: bytes per minute watched',
    ok: share !== null && share <= b.autoBytesShareOfOriginal,
    judged: true,
    detail: `${mb(auto.bytesPerMinuteWatched)}, ${share === null ? '–' : pct(share)} of the original's ${mb(originalPerMinute)}${original.bytesPerMinuteWatched === null ? ' (its file rate: it never played)' : ''} (budget ≤ ${pct(b.autoBytesShareOfOriginal)}); the original file's own rate ${mb((lectureBytes / info.durationSeconds) * 60)}`,
  });
  const saverOk = (run: PlaybackRun) =>
    run.bytesPerMinuteWatched !== null && run.bytesPerMinuteWatched <= b.dataSaverBytesPerMinute;
  const saverRuns = [
    ['adaptive', 'Data saver, adaptive from the lowest rendition, at most 360p', dataSaver],
    ['lowest', 'Data saver held to the lowest rendition', lowest],
    ['audio', 'Data saver, audio only', audio],
  ] as const;
  for (const [mode, name, run] of saverRuns)
    checks.push({
      name: `${name}${DATA_SAVER_START === mode ? ' (its default start mode)' : ''}`,
      ok: saverOk(run),
      judged: DATA_SAVER_START === mode,
      detail: `${mb(run.bytesPerMinuteWatched)} per minute watched (budget ≤ ${mb(b.dataSaverBytesPerMinute)}); ${mode === 'audio' ? `first playing ${s(run.firstPlayingMs)}` : `first frame ${s(run.firstFrameMs)}`}, rebuffering ${pct(run.rebufferingRatio)}${run.levels ? `; played ${run.levels.map((l) => (l.height ? `${l.height}p` : `#${l.level}`)).join(', ')}` : ''}`,
    });

  return {
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? '',
      loadBefore,
      loadAfter: os.loadavg(),
    },
    lecture: {
      ...LECTURE,
      file: lecture.file,
      bytes: lectureBytes,
      measuredSeconds: info.durationSeconds,
      kbitPerSecond: (lectureBytes * 8) / info.durationSeconds / 1000,
      generatedMs: lecture.made ? lecture.ms : null,
    },
    transcode: { ...transcoded, reused },
    link: LINK,
    player: { box: PLAYER_BOX, setups },
    playSeconds: PLAY_SECONDS,
    runs,
    variants,
    checks,
    dataSaverStart: DATA_SAVER_START,
    chrome,
    seconds: {
      lecture: lectureS,
      transcode: transcodeS,
      playback: playbackS,
      total: (performance.now() - sectionStarted) / 1000,
    },
  };
}
