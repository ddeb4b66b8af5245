import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Issue 38, first step: an uploaded lesson turned into adaptive HLS with ffmpeg, the same binary locally and on AWS
 * (`@ffmpeg-installer/linux-x64`, which carries it inside the registry package: nothing is downloaded at install).
 * One ffmpeg run per rendition (the binary's HLS muxer cannot be trusted with several variants in one run: it
 * crashes writing their master playlist), each a 6-second-segment VOD playlist with a keyframe every 2 s, so every
 * rendition's segments line up and a player may switch at any segment; then the audio-only rendition (the data
 * saver), a poster, and the master playlist written here from what was made. docs/video.md has the plan.
 */

export interface Rendition {
  /** Its folder and its name in the quality menu. */
  name: string;
  height: number;
  /** Video bitrate, bits a second (the peak is 10 % above it). */
  videoBitrate: number;
}

/** The ladder (issue 38): 240p ~300 kbit/s, 360p ~600, 480p ~1,000, 720p ~2,500; audio-only ~64. */
export const LADDER: readonly Rendition[] = [
  { name: '240p', height: 240, videoBitrate: 300_000 },
  { name: '360p', height: 360, videoBitrate: 600_000 },
  { name: '480p', height: 480, videoBitrate: 1_000_000 },
  { name: '720p', height: 720, videoBitrate: 2_500_000 },
];
export const AUDIO_BITRATE = 64_000;
export const SEGMENT_SECONDS = 6;
const KEYFRAME_SECONDS = 2;
/**
 * A long lecture is transcoded in chunks of this many seconds (a whole number of segments), each its own task, so
 * no task comes near Lambda's 15 minutes: 10 minutes of 720p take a few minutes on a Lambda's two cores.
 */
export const CHUNK_SECONDS = 600;
/** The audio-only rendition's folder and menu name. */
export const AUDIO = 'audio';

/** The renditions a source of this height allows: never upscaled; a source below 240p still gets its own height. */
export function renditionsFor(sourceHeight: number): Rendition[] {
  const fitting = LADDER.filter((r) => r.height <= sourceHeight);
  if (fitting.length > 0) return fitting;
  const height = Math.max(2, sourceHeight - (sourceHeight % 2));
  return [{ ...LADDER[0]!, name: `${height}p`, height }];
}

export interface SourceInfo {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** What ffmpeg says of an input (`ffmpeg -i`): its duration, the first video stream's size, whether it has audio. */
export function parseSourceInfo(ffmpegStderr: string): SourceInfo | undefined {
  const duration = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(ffmpegStderr);
  const video = /Stream #\d+:\d+.*?: Video: .*?(\d{2,5})x(\d{2,5})/.exec(ffmpegStderr);
  if (!duration || !video) return undefined;
  const [, h, m, s] = duration;
  return {
    durationSeconds: Number(h) * 3600 + Number(m) * 60 + Number(s),
    width: Number(video[1]),
    height: Number(video[2]),
    hasAudio: /Stream #\d+:\d+.*?: Audio: /.test(ffmpegStderr),
  };
}

/** The master playlist of the renditions made (bandwidth = video peak + audio), lowest first. */
export function masterPlaylist(
  made: readonly { rendition: Rendition; width: number }[],
  hasAudio: boolean,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const { rendition, width } of made) {
    const bandwidth = Math.round(rendition.videoBitrate * 1.1) + (hasAudio ? AUDIO_BITRATE : 0);
    const codecs = hasAudio ? 'avc1.4d401f,mp4a.40.2' : 'avc1.4d401f';
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},AVERAGE-BANDWIDTH=${rendition.videoBitrate + (hasAudio ? AUDIO_BITRATE : 0)},RESOLUTION=${width}x${rendition.height},CODECS="${codecs}"`,
      `${rendition.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Runs ffmpeg; answers its stderr; rejects with its last lines when it fails. */
function run(
  ffmpegPath: string,
  args: readonly string[],
  onTime?: (seconds: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const time = /out_time_ms=(\d+)/.exec(chunk.toString());
      if (time && onTime) onTime(Number(time[1]) / 1_000_000);
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve(stderr)
        : reject(new Error(`ffmpeg failed (${code}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`)),
    );
  });
}

/** Reads the source's duration, size and audio (`ffmpeg -i` with no output prints them, then exits 1). */
export function probe(ffmpegPath: string, input: string): Promise<SourceInfo> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-i', input], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let text = '';
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', () => {
      const info = parseSourceInfo(text);
      if (info) resolve(info);
      else reject(new Error('This file is not a video that can be read'));
    });
  });
}

/** The width that keeps the source's shape at `height`, to the nearest even number (x264 needs even sizes). */
const evenWidth = (source: SourceInfo, height: number) =>
  Math.max(2, Math.round((source.width * height) / source.height / 2) * 2);

/** One piece of a lecture's transcoding: a track's chunk (`start` for `duration` seconds; the last runs to the end). */
export interface Chunk {
  index: number;
  start: number;
  /** Undefined for the last chunk: it reads to the end of the source. */
  duration?: number;
}

/** The chunks of a lecture of this length: [0, c), [c, 2c) …; one for anything up to `chunkSeconds`. */
export function planChunks(durationSeconds: number, chunkSeconds = CHUNK_SECONDS): Chunk[] {
  if (chunkSeconds % SEGMENT_SECONDS !== 0)
    throw new RangeError('A chunk must be a whole number of segments');
  const count = Math.max(1, Math.ceil(durationSeconds / chunkSeconds - 1e-6));
  return Array.from({ length: count }, (_, index) => ({
    index,
    start: index * chunkSeconds,
    ...(index < count - 1 ? { duration: chunkSeconds } : {}),
  }));
}

/** What one task makes: a rendition's chunk, the audio's chunk, or the poster. */
export type Task =
  | { id: string; kind: 'video'; rendition: Rendition; width: number; chunk: Chunk; chunkSeconds: number }
  | { id: string; kind: 'audio'; chunk: Chunk; chunkSeconds: number }
  | { id: string; kind: 'poster' };

/** The whole plan of a lecture: the renditions its source allows, each in chunks, the audio's chunks, the poster. */
export function planTasks(source: SourceInfo, chunkSeconds = CHUNK_SECONDS): Task[] {
  const chunks = planChunks(source.durationSeconds, chunkSeconds);
  return [
    ...renditionsFor(source.height).flatMap((rendition) =>
      chunks.map(
        (chunk): Task => ({
          id: `${rendition.name}-${chunk.index}`,
          kind: 'video',
          rendition,
          width: evenWidth(source, rendition.height),
          chunk,
          chunkSeconds,
        }),
      ),
    ),
    ...(source.hasAudio
      ? chunks.map((chunk): Task => ({ id: `${AUDIO}-${chunk.index}`, kind: 'audio', chunk, chunkSeconds }))
      : []),
    { id: 'poster', kind: 'poster' },
  ];
}

/** The folder a task writes in (relative to the lecture's output folder). */
export const taskFolder = (task: Task) =>
  task.kind === 'video' ? task.rendition.name : task.kind === 'audio' ? AUDIO : '';

/** A chunk's own playlist, which the stitch joins: `<folder>/chunk-<index>.m3u8`. */
export const chunkPlaylistName = (index: number) => `chunk-${String(index).padStart(4, '0')}.m3u8`;
export const POSTER = 'poster.jpg';
export const MASTER = 'master.m3u8';
export const INDEX = 'index.m3u8';

const kbit = (bits: number) => `${Math.round(bits / 1000)}k`;

/**
 * Runs one task into `outDir`: a chunk's segments (numbered on from the chunks before it, with their timestamps
 * offset to the chunk's place in the lecture, so the stitched playlist plays as one) and its playlist, or the
 * poster. `onTime` hears the seconds done of the chunk.
 */
export async function runTask(options: {
  ffmpegPath: string;
  input: string;
  outDir: string;
  source: SourceInfo;
  task: Task;
  onTime?: (seconds: number) => void;
}): Promise<void> {
  const { ffmpegPath, input, outDir, source, task } = options;
  if (task.kind === 'poster') {
    const height = Math.min(360, source.height);
    await run(ffmpegPath, [
      '-y',
      '-ss',
      String(Math.min(1, source.durationSeconds / 2)),
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      `scale=${evenWidth(source, height)}:${height}`,
      path.join(outDir, POSTER),
    ]);
    return;
  }
  const folder = taskFolder(task);
  await mkdir(path.join(outDir, folder), { recursive: true });
  const { chunk, chunkSeconds } = task;
  // Input seeking (before -i) is exact when transcoding; the offset keeps the lecture's own timestamps.
  const reading = [
    '-y',
    '-progress',
    'pipe:1',
    '-ss',
    String(chunk.start),
    ...(chunk.duration === undefined ? [] : ['-t', String(chunk.duration)]),
    '-i',
    input,
    '-output_ts_offset',
    String(chunk.start),
  ];
  const audio = ['-c:a', 'aac', '-b:a', kbit(AUDIO_BITRATE), '-ac', '2'];
  const encoding =
    task.kind === 'audio'
      ? ['-map', '0:a:0', '-vn', ...audio]
      : [
          '-map',
          '0:v:0',
          ...(source.hasAudio ? ['-map', '0:a:0'] : []),
          '-vf',
          `scale=${task.width}:${task.rendition.height}`,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-profile:v',
          'main',
          '-pix_fmt',
          'yuv420p',
          '-force_key_frames',
          `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
          '-sc_threshold',
          '0',
          '-b:v',
          kbit(task.rendition.videoBitrate),
          '-maxrate',
          kbit(task.rendition.videoBitrate * 1.1),
          '-bufsize',
          kbit(task.rendition.videoBitrate * 2),
          ...(source.hasAudio ? audio : []),
        ];
  await run(
    ffmpegPath,
    [
      ...reading,
      ...encoding,
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_flags',
      'independent_segments',
      // Room for one more segment than the chunk's share: an audio-only chunk may end in a sliver past its
      // length (AAC frames do not fall on the second), which must not take the next chunk's first name.
      '-start_number',
      String(chunk.index * (chunkSeconds / SEGMENT_SECONDS + 1)),
      '-hls_segment_filename',
      path.join(outDir, folder, 'seg_%05d.ts'),
      path.join(outDir, folder, chunkPlaylistName(chunk.index)),
    ],
    options.onTime,
  );
}

/** The segments of a chunk playlist: each `#EXTINF` line with the segment it names. */
const segmentsOf = (playlist: string) =>
  [...playlist.matchAll(/^(#EXTINF:([\d.]+),[^\n]*)\n([^#\n][^\n]*)$/gm)].map((m) => ({
    info: m[1]!,
    seconds: Number(m[2]),
    uri: m[3]!.trim(),
  }));

/** One VOD playlist of a track from its chunks' playlists, in order. */
export function stitchPlaylists(chunkPlaylists: readonly string[]): string {
  const segments = chunkPlaylists.flatMap(segmentsOf);
  if (segments.length === 0) throw new Error('No segments to stitch');
  const target = Math.ceil(Math.max(...segments.map((s) => s.seconds)));
  return `${[
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...segments.flatMap((s) => [s.info, s.uri]),
    '#EXT-X-ENDLIST',
  ].join('\n')}\n`;
}

/** What a finished lecture is: its renditions, audio and poster (relative to its folder). */
export interface TranscodeResult {
  durationSeconds: number;
  source: { width: number; height: number };
  renditions: { name: string; width: number; height: number; bandwidth: number }[];
  /** Relative to the output folder. */
  master: string;
  audio?: string;
  poster: string;
}

/** The result of a plan, once every task is done: the master playlist's text and what the lecture offers. */
export function finishedLecture(source: SourceInfo): { result: TranscodeResult; master: string } {
  const made = renditionsFor(source.height).map((rendition) => ({
    rendition,
    width: evenWidth(source, rendition.height),
  }));
  return {
    master: masterPlaylist(made, source.hasAudio),
    result: {
      durationSeconds: source.durationSeconds,
      source: { width: source.width, height: source.height },
      renditions: made.map(({ rendition, width }) => ({
        name: rendition.name,
        width,
        height: rendition.height,
        bandwidth: Math.round(rendition.videoBitrate * 1.1) + (source.hasAudio ? AUDIO_BITRATE : 0),
      })),
      master: MASTER,
      ...(source.hasAudio ? { audio: `${AUDIO}/${INDEX}` } : {}),
      poster: POSTER,
    },
  };
}

/** The tracks (folders) whose chunk playlists a finished plan stitches, each with its chunk count. */
export function tracksOf(tasks: readonly Task[]): Map<string, number> {
  const tracks = new Map<string, number>();
  for (const task of tasks)
    if (task.kind !== 'poster') tracks.set(taskFolder(task), (tracks.get(taskFolder(task)) ?? 0) + 1);
  return tracks;
}

export interface TranscodeOptions {
  ffmpegPath: string;
  input: string;
  outDir: string;
  /** Seconds a chunk; CHUNK_SECONDS unless a test wants several chunks of a short lecture. */
  chunkSeconds?: number;
  /** 0–100, as the work goes (each task's share of the whole). */
  onProgress?: (percent: number) => void;
  /** Each task as it ends, with its wall clock (the bench times them). */
  onTaskDone?: (task: Task, ms: number) => void;
}

/**
 * Transcodes `input` into `outDir` on this machine, every task one after the other: `<name>/index.m3u8` and its
 * segments for each rendition, `audio/index.m3u8` (when the source has sound), `poster.jpg`, `master.m3u8`. The
 * queue path (pipeline.ts) runs the same tasks apart and stitches the same way.
 */
export async function transcodeToHls(options: TranscodeOptions): Promise<TranscodeResult> {
  const { ffmpegPath, input, outDir } = options;
  const source = await probe(ffmpegPath, input);
  const tasks = planTasks(source, options.chunkSeconds);
  let done = 0;
  const report = (within: number) =>
    options.onProgress?.(Math.min(100, Math.round(((done + within) / tasks.length) * 100)));
  await mkdir(outDir, { recursive: true });
  for (const task of tasks) {
    const started = performance.now();
    const length =
      task.kind === 'poster' ? 1 : (task.chunk.duration ?? source.durationSeconds - task.chunk.start);
    await runTask({
      ffmpegPath,
      input,
      outDir,
      source,
      task,
      onTime: (seconds) => report(Math.min(1, seconds / Math.max(0.001, length))),
    });
    options.onTaskDone?.(task, performance.now() - started);
    done++;
    report(0);
  }
  for (const [folder, chunks] of tracksOf(tasks)) {
    const playlists = await Promise.all(
      Array.from({ length: chunks }, (_, i) =>
        readFile(path.join(outDir, folder, chunkPlaylistName(i)), 'utf8'),
      ),
    );
    await writeFile(path.join(outDir, folder, INDEX), stitchPlaylists(playlists));
  }
  const { result, master } = finishedLecture(source);
  await writeFile(path.join(outDir, MASTER), master);
  return result;
}

/**
 * A lecture made from ffmpeg's own test sources (a moving test pattern and a tone), H.264 and AAC in an MP4 with its
 * index first: the demo's uploaded lessons and the tests' uploads, so nothing is ever fetched.
 */
export function generateLecture(
  ffmpegPath: string,
  file: string,
  {
    seconds,
    width,
    height,
    videoBitrate = 2_000_000,
  }: { seconds: number; width: number; height: number; videoBitrate?: number },
): Promise<string> {
  return run(ffmpegPath, [
    ...['-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100', '-t', String(seconds)],
    ...['-af', 'volume=0.15', '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', kbit(videoBitrate)],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-shortest', file],
  ]);
}
