import type { VideoStatus } from '@academy/shared';
import { t } from '@lingui/core/macro';

/** Whether the course's list should be asked for again soon. */
export const anyProcessing = (videos: readonly Pick<VideoStatus, 'state'>[] | undefined) =>
  Boolean(videos?.some((v) => v.state === 'processing'));

/** The list with one lesson's state replaced (or added). */
export function withVideo(videos: readonly VideoStatus[], video: VideoStatus): VideoStatus[] {
  const found = videos.some((v) => v.moduleId === video.moduleId);
  return found ? videos.map((v) => (v.moduleId === video.moduleId ? video : v)) : [...videos, video];
}

/**
 * The state in the instructor's words: "Processing 45 %", "Ready", "Failed: <reason>" (in the language being
 * rendered; the reason is the server's).
 */
export function videoStateText(video: Pick<VideoStatus, 'state' | 'percent' | 'reason'>): string {
  const percent = video.percent;
  if (video.state === 'processing') return t`Processing ${percent} %`;
  if (video.state === 'ready') return t`Ready`;
  const reason = video.reason?.trim();
  return reason ? t`Failed: ${reason}` : t`Failed: the video could not be processed`;
}
