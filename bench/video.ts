import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { probe, type TranscodeResult, transcodeToHls } from '../functions/src/videos/transcode';
import { ensureLecture, LECTURE, videoWorkDir } from './video-lecture';
import {
  HLS_AUTO,
  HLS_DATA_SAVER,
  HLS_VARIANTS,
  LINK,
  launchBrowser,
  measurePlayback,
  PLAYER_BOX,
  type PlaybackRun,
  playerPage,
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
 * The data saver's default start mode, which its budget is judged by: `lowest` (hls.js started and capped at
 * the lowest rendition, as issue 38 describes it) or `audio` (the audio-only playlist). Both are measured.
 */
export const DATA_SAVER_START: 'lowest' | 'audio' = 'lowest';

export interface TranscodeFigures {
  /** Wall clock of the whole transcoding path, lecture in, HLS out. */
  wallMs: number;
  /** What ran: the function swapped in by `transcodeLecture`. */
  path: string;
  result: TranscodeResult;
  /** Per output folder (each rendition, audio) and the poster: bytes, effective kbit/s, when it was finished. */
  outputs: { name: string; files: number; bytes: number; kbitPerSecond: number; finishedAtS: number }[];
  at: string;
  /** Share of the machine's CPU time busy during the transcoding (ffmpeg's and anything else's). */
  cpuBusy: number;
  /** CPU seconds ffmpeg used (user + system of the finished runs): the cost, whatever else ran. */
  ffmpegCpuSeconds: number | null;
  loadAfter: number[];
}

/**
 * The transcoding path, lecture in, HLS out: the one function to change when the queue pipeline replaces the
 * single-run transcoder. It must leave `master.m3u8`, `<rendition>/index.m3u8` and `audio/index.m3u8` in `outDir`.
 */
async function transcodeLecture(
  input: string,
  outDir: string,
): Promise<{ path: string; result: TranscodeResult }> {
  const result = await transcodeToHls({ ffmpegPath: ffmpeg.path, input, outDir });
  return {
    path: 'transcodeToHls (functions/src/videos/transcode.ts), renditions one after the other',
    result,
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
  const { path: what, result } = await transcodeLecture(input, outDir);
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
  player: { box: typeof PLAYER_BOX; auto: typeof HLS_AUTO; dataSaver: typeof HLS_DATA_SAVER };
  playSeconds: number;
  runs: Record<
    'original' | 'auto' | 'dataSaver' | 'audio',
    PlaybackRun & { cpuBusy: number; wallMs: number }
  >;
  /** The what-ifs of HLS_VARIANTS, when asked for; not judged. */
  variants: ((typeof HLS_VARIANTS)[number] & PlaybackRun & { cpuBusy: number; wallMs: number })[];
  /** `judged`: counts for the section's verdict; the others are shown beside. */
  checks: { name: string; ok: boolean; judged: boolean; detail: string }[];
  dataSaverStart: 'lowest' | 'audio';
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
  const variants: VideoResults['variants'] = [];
  try {
    const plays = [
      ['original', { kind: 'mp4', url: '/media/lecture.mp4' }, false],
      ['auto', { kind: 'hls', url: '/media/hls/master.m3u8', setup: HLS_AUTO }, false],
      ['dataSaver', { kind: 'hls', url: '/media/hls/master.m3u8', setup: HLS_DATA_SAVER }, false],
      ['audio', { kind: 'hls', url: `/media/hls/${transcoded.result.audio}`, setup: HLS_AUTO }, true],
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
          { kind: 'hls', url: '/media/hls/master.m3u8', setup: variant.setup },
          { playSeconds: PLAY_SECONDS, firstFrameTimeoutMs: FIRST_FRAME_TIMEOUT_MS },
        );
        variants.push({ ...variant, ...run, cpuBusy: busy(), wallMs: performance.now() - started });
      }
  } finally {
    await browser.close();
    await server.close();
  }
  const playbackS = (performance.now() - t) / 1000;

  const { original, auto, dataSaver, audio } = runs;
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
  checks.push({
    name: `Data saver, lowest rendition${DATA_SAVER_START === 'lowest' ? ' (its default start mode)' : ''}`,
    ok: saverOk(dataSaver),
    judged: DATA_SAVER_START === 'lowest',
    detail: `${mb(dataSaver.bytesPerMinuteWatched)} per minute watched (budget ≤ ${mb(b.dataSaverBytesPerMinute)}); first frame ${s(dataSaver.firstFrameMs)}, rebuffering ${pct(dataSaver.rebufferingRatio)}`,
  });
  checks.push({
    name: `Data saver, audio only${DATA_SAVER_START === 'audio' ? ' (its default start mode)' : ''}`,
    ok: saverOk(audio),
    judged: DATA_SAVER_START === 'audio',
    detail: `${mb(audio.bytesPerMinuteWatched)} per minute watched (budget ≤ ${mb(b.dataSaverBytesPerMinute)}); first playing ${s(audio.firstPlayingMs)}, rebuffering ${pct(audio.rebufferingRatio)}`,
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
    player: { box: PLAYER_BOX, auto: HLS_AUTO, dataSaver: HLS_DATA_SAVER },
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
