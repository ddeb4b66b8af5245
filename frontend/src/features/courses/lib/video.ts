import type { Module } from '@academy/shared';
import { videoContentTypes } from '@academy/shared/limits';
import { t } from '@lingui/core/macro';
import { formatBytes } from '../../../lib/format';
import { MAX_VIDEO_BYTES } from '../constants';
import { fileTypeOf } from './file-type';

export type VideoContentType = (typeof videoContentTypes)[number];

const byExtension: Record<string, VideoContentType> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
};

/** The upload's content type: the browser's, or from the extension when the browser gives none. */
export const videoContentTypeOf = (file: { name: string; type: string }): VideoContentType | null =>
  fileTypeOf(file, videoContentTypes, byExtension);

const MB = 1024 * 1024;

/** Why a picked file cannot be uploaded, checked before anything is sent; null when it can (in the page's language). */
export function videoFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!videoContentTypeOf(file)) return t`Upload an MP4, WebM, MOV or Ogg video.`;
  if (file.size === 0) return t`The file is empty.`;
  if (file.size > MAX_VIDEO_BYTES) {
    const size = formatBytes(file.size);
    const limit = MAX_VIDEO_BYTES / MB;
    return t`This video is ${size}; videos can be at most ${limit} MB.`;
  }
  return null;
}

export type ModuleVideoState = 'uploaded' | 'external' | 'none';

/** What plays for a module: an uploaded video wins over a link. */
export const moduleVideoStateOf = (
  module: Pick<Module, 'hasUploadedVideo' | 'videoUrl'>,
): ModuleVideoState => (module.hasUploadedVideo ? 'uploaded' : module.videoUrl ? 'external' : 'none');
