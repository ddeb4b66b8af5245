import {
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  type ThumbnailContentType,
  thumbnailContentTypes,
} from '@academy/shared/course-page-limits';
import { t } from '@lingui/core/macro';
import { formatBytes } from '../../../lib/format';
import { fileTypeOf } from './file-type';

/**
 * The largest picture the browser is asked to open. What is uploaded is the resized copy (a few dozen KB, the
 * API takes at most 2 MB); a photo straight from a phone (3–8 MB) is fine to pick.
 */
export const MAX_PICKED_IMAGE_BYTES = 15 * 1024 * 1024;
/** Below this a thumbnail looks blurred on every card. */
export const MIN_THUMBNAIL_WIDTH = 320;
export const MIN_THUMBNAIL_HEIGHT = 180;

const byExtension: Record<string, ThumbnailContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The picked file's type: the browser's, or from the extension when the browser gives none. */
export const imageTypeOf = (file: { name: string; type: string }): ThumbnailContentType | null =>
  fileTypeOf(file, thumbnailContentTypes, byExtension);

/**
 * Why a picked file cannot be a thumbnail, checked before it is opened; null when it can. In the language being
 * rendered (the core `t`, called when a file is picked).
 */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!imageTypeOf(file)) return t`Choose a JPEG, PNG or WebP image.`;
  if (file.size === 0) return t`The file is empty.`;
  if (file.size > MAX_PICKED_IMAGE_BYTES) {
    const size = formatBytes(file.size);
    const limit = MAX_PICKED_IMAGE_BYTES / 1024 / 1024;
    return t`This image is ${size}; choose one of at most ${limit} MB.`;
  }
  return null;
}

/**
 * The part of a `width` × `height` picture a 16:9 thumbnail shows (the middle, as the cards' `object-fit: cover`
 * does), and the size it is drawn at: THUMBNAIL_WIDTH × THUMBNAIL_HEIGHT, or smaller when the picture is (never
 * enlarged).
 */
export function thumbnailCrop(width: number, height: number) {
  const ratio = THUMBNAIL_WIDTH / THUMBNAIL_HEIGHT;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(width / ratio));
  const scale = Math.min(1, THUMBNAIL_WIDTH / cropWidth);
  return {
    sx: Math.floor((width - cropWidth) / 2),
    sy: Math.floor((height - cropHeight) / 2),
    sw: cropWidth,
    sh: cropHeight,
    width: Math.round(cropWidth * scale),
    height: Math.round(cropHeight * scale),
  };
}

export interface PreparedThumbnail {
  blob: Blob;
  contentType: ThumbnailContentType;
  width: number;
  height: number;
  /** The picked file's size, for the "3.2 MB → 41 KB" note. */
  originalBytes: number;
}

/** A problem with the picked image, worded for the person who picked it. */
export class ThumbnailImageError extends Error {
  override readonly name = 'ThumbnailImageError';
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * The thumbnail the browser uploads: the picture opened (turned as its camera data says), its 16:9 middle drawn
 * at 800 × 450 at most and encoded as WebP (JPEG where the browser cannot write WebP). Re-encoding also drops
 * what the file carried besides the picture (a phone photo's location, for one).
 */
export async function prepareThumbnail(file: File): Promise<PreparedThumbnail> {
  const problem = imageFileProblem(file);
  if (problem) throw new ThumbnailImageError(problem);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ThumbnailImageError(t`This image could not be opened. Choose another JPEG, PNG or WebP file.`);
  }
  try {
    if (bitmap.width < MIN_THUMBNAIL_WIDTH || bitmap.height < MIN_THUMBNAIL_HEIGHT) {
      const { width, height } = bitmap;
      const minWidth = MIN_THUMBNAIL_WIDTH;
      const minHeight = MIN_THUMBNAIL_HEIGHT;
      throw new ThumbnailImageError(
        t`This image is ${width} × ${height} pixels; a thumbnail needs at least ${minWidth} × ${minHeight}.`,
      );
    }
    const crop = thumbnailCrop(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = crop.width;
    canvas.height = crop.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ThumbnailImageError(t`This browser cannot resize images. Try another browser.`);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, crop.width, crop.height);
    const webp = await encode(canvas, 'image/webp', 0.8);
    const blob = webp?.type === 'image/webp' ? webp : await encode(canvas, 'image/jpeg', 0.85);
    if (!blob) throw new ThumbnailImageError(t`The image could not be resized. Try another file.`);
    return {
      blob,
      contentType: blob.type === 'image/webp' ? 'image/webp' : 'image/jpeg',
      width: crop.width,
      height: crop.height,
      originalBytes: file.size,
    };
  } finally {
    bitmap.close();
  }
}
