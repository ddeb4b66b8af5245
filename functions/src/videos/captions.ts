import { MAX_CAPTION_TRACKS } from '@academy/shared';
import { text } from '@academy/shared/messages';
import { ulid } from 'ulid';
import { loadManagedCourse } from '../courses/service';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';
import type { Caller } from '../lib/http';
import { logger } from '../lib/logger';
import { captionKey, deleteKey, putText } from './hls-storage';
import { toVideoStatus } from './playback';
import { type CaptionRecord, getVideo, setCaptions, type VideoRecord } from './repository';
import { webVttProblem } from './webvtt';

/** The lesson's uploaded video, if the caller manages the course (captions belong to uploaded lessons only). */
async function managedVideo(courseId: string, moduleId: string, caller: Caller): Promise<VideoRecord> {
  const { modules } = await loadManagedCourse(courseId, caller);
  const module = modules.find((m) => m.id === moduleId);
  const video = module?.videoKey ? await getVideo(courseId, moduleId) : undefined;
  if (!module || !video || video.sourceKey !== module.videoKey) {
    throw new NotFoundError(/*i18n*/ 'Upload a video to this lesson first: captions go with uploaded videos');
  }
  return video;
}

/**
 * A lesson's captions in one language added or replaced: checked as WebVTT, stored under a new name beside the
 * lesson's renditions (same cookies, cached for good), then listed on the video; a replaced file is deleted.
 */
export async function putCaptionTrack(
  target: { courseId: string; moduleId: string; language: string },
  track: { label: string; vtt: string },
  caller: Caller,
) {
  const problem = webVttProblem(track.vtt);
  if (problem)
    throw new BadRequestError(text(/*i18n*/ 'That is not a WebVTT caption file: {problem}', { problem }));
  const video = await managedVideo(target.courseId, target.moduleId, caller);
  const others = video.captions.filter((c) => c.language !== target.language);
  if (others.length >= MAX_CAPTION_TRACKS) {
    throw new ConflictError(
      text(/*i18n*/ 'A lesson can have captions in at most {max} languages', { max: MAX_CAPTION_TRACKS }),
    );
  }
  const key = captionKey(target.courseId, target.moduleId, target.language, ulid());
  await putText(key, track.vtt);
  const record: CaptionRecord = { language: target.language, label: track.label, key };
  const updated = await setCaptions(target.courseId, target.moduleId, video.captions, [...others, record]);
  if (!updated) {
    await deleteKey(key).catch(() => undefined);
    throw new ConflictError(/*i18n*/ 'The captions changed meanwhile: reload the page and try again');
  }
  await retire(video.captions.filter((c) => c.language === target.language));
  return { video: toVideoStatus(updated) };
}

/** A lesson's captions in one language removed (404 when it has none in that language). */
export async function deleteCaptionTrack(
  target: { courseId: string; moduleId: string; language: string },
  caller: Caller,
) {
  const video = await managedVideo(target.courseId, target.moduleId, caller);
  const gone = video.captions.filter((c) => c.language === target.language);
  if (gone.length === 0) throw new NotFoundError(/*i18n*/ 'This lesson has no captions in that language');
  const updated = await setCaptions(
    target.courseId,
    target.moduleId,
    video.captions,
    video.captions.filter((c) => c.language !== target.language),
  );
  if (!updated)
    throw new ConflictError(/*i18n*/ 'The captions changed meanwhile: reload the page and try again');
  await retire(gone);
  return { video: toVideoStatus(updated) };
}

/** Best effort: a file left behind is only an unused object. */
const retire = (captions: CaptionRecord[]) =>
  Promise.all(
    captions.map((c) =>
      deleteKey(c.key).catch((error) => logger.warn('old captions not deleted', { key: c.key, error })),
    ),
  );
