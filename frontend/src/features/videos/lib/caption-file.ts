import { MAX_CAPTION_BYTES } from '@academy/shared/limits';
import { t } from '@lingui/core/macro';

/** What the caption file picker offers. */
export const CAPTION_FILE_ACCEPT = '.vtt,text/vtt';

/** The most a caption file may weigh, in KB (as the messages say it). */
const LIMIT_KB = MAX_CAPTION_BYTES / 1024;

/** Why a picked caption file cannot be used, before it is read; null when it can be read (in the page's language). */
export function captionFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.vtt$/i.test(file.name)) return t`Choose a WebVTT caption file (.vtt).`;
  if (file.size === 0) return t`The caption file is empty.`;
  if (file.size > MAX_CAPTION_BYTES) {
    // Rounded up, so a file just over the limit never reads as exactly the limit.
    const size = Math.ceil(file.size / 1024);
    const limit = LIMIT_KB;
    return t`This file is ${size} KB; caption files can be at most ${limit} KB.`;
  }
  return null;
}

/** Why a caption file's text is not WebVTT: it must begin with WEBVTT (after an optional byte order mark). */
export function captionTextProblem(text: string): string | null {
  if (!/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text)) {
    return t`This is not a WebVTT file: its first line must start with WEBVTT.`;
  }
  if (new TextEncoder().encode(text).length > MAX_CAPTION_BYTES) {
    const limit = LIMIT_KB;
    return t`Caption files can be at most ${limit} KB.`;
  }
  return null;
}
