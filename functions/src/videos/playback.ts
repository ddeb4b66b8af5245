import type { HlsPlayback, VideoStatus } from '@academy/shared';
import { env } from '../lib/env';
import { addressOf } from './hls-storage';
import type { VideoRecord } from './repository';
import { videoAccessCookies } from './signing';
import { playbackOf } from './storage';

/** A video as its course's staff see it (listCourseVideos, retry, captions). */
export const toVideoStatus = (video: VideoRecord): VideoStatus => ({
  moduleId: video.moduleId,
  state: video.state,
  percent: video.percent,
  ...(video.state === 'failed' && video.reason ? { reason: video.reason } : {}),
  ...(video.hls ? { durationSeconds: video.hls.durationSeconds } : {}),
  renditions: video.hls
    ? [...video.hls.renditions.map((r) => r.name), ...(video.hls.audio ? ['audio'] : [])]
    : [],
  captions: video.captions.map(({ language, label }) => ({ language, label })),
  updatedAt: video.updatedAt,
});

/** Where a ready video's files are, for the player (same origin, behind the course's cookies). */
const hlsPlayback = (video: VideoRecord & { hls: NonNullable<VideoRecord['hls']> }): HlsPlayback => {
  const { folder } = video.hls;
  return {
    master: addressOf(`${folder}${video.hls.master}`),
    ...(video.hls.audio ? { audio: addressOf(`${folder}${video.hls.audio}`) } : {}),
    poster: addressOf(`${folder}${video.hls.poster}`),
    durationSeconds: video.hls.durationSeconds,
    renditions: video.hls.renditions,
    captions: video.captions.map(({ language, label, key }) => ({ language, label, url: addressOf(key) })),
  };
};

/**
 * How a module's video plays, once the caller may watch it: its transcoded lesson when ready (for the module's
 * current upload), with the cookies that open the course's videos (or, for the preview, only this lesson's);
 * else as before: a short-lived link to the original (still processing, failed, or a stage without the CDN path's
 * key) or its external address.
 */
export async function playbackFor(
  module: { id: string; videoKey?: string; videoUrl?: string },
  video: VideoRecord | undefined,
  scope: { courseId: string; moduleId?: string },
) {
  // A stage deployed without a CloudFront key (no `videoSigningPublicKey`) has no CDN path: originals it is.
  const signing = Boolean(env().VIDEO_SIGNING_KEY_PAIR_ID);
  if (
    signing &&
    module.videoKey &&
    video?.state === 'ready' &&
    video.hls &&
    video.sourceKey === module.videoKey
  ) {
    const { cookies, expiresIn } = await videoAccessCookies(scope);
    const hls = hlsPlayback({ ...video, hls: video.hls });
    return { playback: { url: hls.master, kind: 'hls' as const, expiresIn, hls }, cookies };
  }
  const playback = await playbackOf(module);
  return playback && { playback, cookies: [] as string[] };
}
