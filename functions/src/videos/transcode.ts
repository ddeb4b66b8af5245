import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
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

export interface TranscodeResult {
  durationSeconds: number;
  source: { width: number; height: number };
  renditions: { name: string; width: number; height: number; bandwidth: number }[];
  /** Relative to the output folder. */
  master: string;
  audio?: string;
  poster: string;
}

export interface TranscodeOptions {
  ffmpegPath: string;
  input: string;
  outDir: string;
  /** 0–100, as the work goes (each rendition's share of the whole). */
  onProgress?: (percent: number) => void;
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

/**
 * Transcodes `input` into `outDir`: `<name>/index.m3u8` and its segments for each rendition, `audio/index.m3u8`
 * (when the source has sound), `poster.jpg`, `master.m3u8`. Renditions run one after the other (a Lambda has few
 * cores; the split-and-stitch path for long lectures runs them apart).
 */
export async function transcodeToHls(options: TranscodeOptions): Promise<TranscodeResult> {
  const { ffmpegPath, input, outDir } = options;
  const source = await probe(ffmpegPath, input);
  const ladder = renditionsFor(source.height);
  const steps = ladder.length + (source.hasAudio ? 1 : 0) + 1;
  let done = 0;
  const report = (within: number) =>
    options.onProgress?.(Math.min(100, Math.round(((done + within) / steps) * 100)));
  const progressOf = (seconds: number) =>
    report(Math.min(1, seconds / Math.max(0.001, source.durationSeconds)));
  const hls = (folder: string) => [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    path.join(outDir, folder, 'seg_%04d.ts'),
    path.join(outDir, folder, 'index.m3u8'),
  ];
  /** Every run reads the source and reports its progress on stdout. */
  const reading = ['-y', '-progress', 'pipe:1', '-i', input];
  const made: { rendition: Rendition; width: number }[] = [];
  for (const rendition of ladder) {
    await mkdir(path.join(outDir, rendition.name), { recursive: true });
    const width = evenWidth(source, rendition.height);
    const kbit = (bits: number) => `${Math.round(bits / 1000)}k`;
    await run(
      ffmpegPath,
      [
        ...reading,
        '-map',
        '0:v:0',
        ...(source.hasAudio ? ['-map', '0:a:0'] : []),
        '-vf',
        `scale=${width}:${rendition.height}`,
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
        kbit(rendition.videoBitrate),
        '-maxrate',
        kbit(rendition.videoBitrate * 1.1),
        '-bufsize',
        kbit(rendition.videoBitrate * 2),
        ...(source.hasAudio ? ['-c:a', 'aac', '-b:a', kbit(AUDIO_BITRATE), '-ac', '2'] : []),
        ...hls(rendition.name),
      ],
      progressOf,
    );
    made.push({ rendition, width });
    done++;
    report(0);
  }
  if (source.hasAudio) {
    await mkdir(path.join(outDir, 'audio'), { recursive: true });
    const audioArgs = ['-map', '0:a:0', '-vn', '-c:a', 'aac', '-b:a', `${AUDIO_BITRATE / 1000}k`, '-ac', '2'];
    await run(ffmpegPath, [...reading, ...audioArgs, ...hls('audio')], progressOf);
    done++;
  }
  const posterAt = Math.min(1, source.durationSeconds / 2);
  await run(ffmpegPath, [
    '-y',
    '-ss',
    String(posterAt),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    `scale=${evenWidth(source, Math.min(360, source.height))}:${Math.min(360, source.height)}`,
    path.join(outDir, 'poster.jpg'),
  ]);
  done++;
  report(0);
  await writeFile(path.join(outDir, 'master.m3u8'), masterPlaylist(made, source.hasAudio));
  return {
    durationSeconds: source.durationSeconds,
    source: { width: source.width, height: source.height },
    renditions: made.map(({ rendition, width }) => ({
      name: rendition.name,
      width,
      height: rendition.height,
      bandwidth: Math.round(rendition.videoBitrate * 1.1) + (source.hasAudio ? AUDIO_BITRATE : 0),
    })),
    master: 'master.m3u8',
    ...(source.hasAudio ? { audio: 'audio/index.m3u8' } : {}),
    poster: 'poster.jpg',
  };
}
