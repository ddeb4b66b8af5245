import type { HlsConfig } from 'hls.js';

/** What the browser tells of the connection (the Network Information API; Chromium only, so all optional). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** A rendition of the lesson as the quality menu lists it (the contract's `hls.renditions`, lowest first). */
export interface Rendition {
  name: string;
  height: number;
  bandwidth: number;
}

/** The quality menu's choice: adaptive, one rendition by its name (`240p` …), or the audio-only playlist. */
export type Quality = 'auto' | 'audio' | (string & {});

/** Connections the data saver starts on by itself. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);
/** With the data saver on, adaptive playback goes no higher than this (the 360p step of the ladder). */
export const DATA_SAVER_MAX_HEIGHT = 360;
/** Seconds of video buffered ahead; the data saver keeps less, so less is wasted when a learner stops. */
const BUFFER_SECONDS = { normal: 30, dataSaver: 12 } as const;
/** The data saver's first bandwidth guess (bits/s): low enough that the first segments come from the lowest step. */
const DATA_SAVER_ESTIMATE = 250_000;

/** The data saver is on by default when the browser asks to save data or the connection is 3G or slower. */
export const prefersDataSaver = (connection: ConnectionHints | undefined): boolean =>
  Boolean(connection?.saveData) || SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');

/** The browser's hints, where it gives them. */
export const connectionHints = (): ConnectionHints | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: ConnectionHints }).connection;

/** Whether a saved or picked quality still names something this lesson has. */
export const isQualityOf = (quality: string, renditions: readonly Rendition[], hasAudio: boolean) =>
  quality === 'auto' || (quality === 'audio' ? hasAudio : renditions.some((r) => r.name === quality));

/**
 * Where playback starts: the person's remembered choice if the lesson has it; else, with the data saver on, audio
 * only (with the poster: ~0.6 MB a minute, the only step under the data saver's 1 MB a minute; 240p alone is ~3 MB)
 * when the lesson has sound, adaptive capped at 360p when it has none; else adaptive.
 */
export function startQuality(input: {
  saved: string | undefined;
  renditions: readonly Rendition[];
  hasAudio: boolean;
  dataSaver: boolean;
  connection: ConnectionHints | undefined;
}): Quality {
  const { saved, renditions, hasAudio, dataSaver } = input;
  if (saved && isQualityOf(saved, renditions, hasAudio)) return saved;
  if (dataSaver && hasAudio) return 'audio';
  return 'auto';
}

/** The index (lowest first) of the highest rendition the data saver allows: 360p, or the lowest if all are higher. */
export function dataSaverCap(renditions: readonly Pick<Rendition, 'height'>[]): number {
  let cap = 0;
  renditions.forEach((r, i) => {
    if (r.height <= DATA_SAVER_MAX_HEIGHT) cap = i;
  });
  return cap;
}

/** How hls.js is steered for a choice: `level` -1 is adaptive, `cap` -1 is no cap; `audio` plays the audio playlist. */
export interface LevelPlan {
  audio: boolean;
  level: number;
  cap: number;
}

/** The hls.js levels for a quality and the data saver (levels and renditions both lowest first). */
export function levelPlan(quality: Quality, renditions: readonly Rendition[], dataSaver: boolean): LevelPlan {
  if (quality === 'audio') return { audio: true, level: -1, cap: -1 };
  const index = renditions.findIndex((r) => r.name === quality);
  if (index >= 0) return { audio: false, level: index, cap: -1 };
  return { audio: false, level: -1, cap: dataSaver ? dataSaverCap(renditions) : -1 };
}

/**
 * The hls.js level that shows a rendition: hls.js orders its levels by bitrate, as the renditions are, but
 * match by height (then bandwidth) so a master playlist in another order still picks the right one.
 */
export function levelIndexOf(
  levels: readonly { height: number; bitrate: number }[],
  renditions: readonly Rendition[],
  index: number,
): number {
  if (index < 0) return index;
  const wanted = renditions[index];
  if (!wanted) return -1;
  const same = levels.findIndex((l) => l.height === wanted.height && l.bitrate === wanted.bandwidth);
  if (same >= 0) return same;
  const byHeight = levels.findIndex((l) => l.height === wanted.height);
  return byHeight >= 0 ? byHeight : Math.min(index, levels.length - 1);
}

/**
 * hls.js's configuration: the first level (the chosen one, else the lowest: its first 6-s segment is ~300 KB, so
 * the first frame comes in about a second on a 1.6 Mbit/s link, and adaptive playback climbs from there), segments
 * appended as they arrive (`progressive`: the first 2-s keyframe interval is enough to start), at most 30 s buffered
 * ahead (less with the data saver: what a learner never watches is not paid for), a lower first bandwidth guess
 * with the data saver, and the picture never larger than the player shows. Captions are <track> elements, not
 * hls.js's. The video bench measured these (docs/performance.md, "Video").
 */
export function hlsConfig(plan: LevelPlan, dataSaver: boolean): Partial<HlsConfig> {
  const buffer = dataSaver ? BUFFER_SECONDS.dataSaver : BUFFER_SECONDS.normal;
  return {
    startLevel: plan.level >= 0 ? plan.level : 0,
    progressive: true,
    capLevelToPlayerSize: true,
    maxBufferLength: buffer,
    maxMaxBufferLength: buffer,
    backBufferLength: BUFFER_SECONDS.normal,
    ...(dataSaver ? { abrEwmaDefaultEstimate: DATA_SAVER_ESTIMATE, testBandwidth: false } : {}),
    enableWebVTT: false,
  };
}

/** How this browser plays HLS: hls.js over Media Source Extensions, else natively (Safari on iOS), else not at all. */
export type HlsEngine = 'hls.js' | 'native' | 'none';

export function hlsEngine(input: { mediaSource: boolean; nativeHls: boolean }): HlsEngine {
  if (input.mediaSource) return 'hls.js';
  return input.nativeHls ? 'native' : 'none';
}

/** An hls.js error that means the access cookies ran out: a playlist or segment answered 403. */
export const isAccessExpired = (data: { response?: { code?: number } }) => data.response?.code === 403;
