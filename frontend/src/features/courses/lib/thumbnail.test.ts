import { describe, expect, it } from 'vitest';
import { imageFileProblem, imageTypeOf, thumbnailCrop } from './thumbnail';

describe('thumbnail', () => {
  it('keeps the middle 16:9 of a picture, at 800 × 450 at most and never enlarged', () => {
    expect(thumbnailCrop(4000, 3000)).toEqual({
      sx: 0,
      sy: 375,
      sw: 4000,
      sh: 2250,
      width: 800,
      height: 450,
    });
    expect(thumbnailCrop(1080, 1920)).toEqual({ sx: 0, sy: 656, sw: 1080, sh: 608, width: 800, height: 450 });
    expect(thumbnailCrop(3000, 1000)).toEqual({
      sx: 611,
      sy: 0,
      sw: 1778,
      sh: 1000,
      width: 800,
      height: 450,
    });
    expect(thumbnailCrop(640, 360)).toEqual({ sx: 0, sy: 0, sw: 640, sh: 360, width: 640, height: 360 });
  });

  it('takes JPEG, PNG and WebP files (by type, or by name when the browser gives none)', () => {
    expect(imageTypeOf({ name: 'a.bin', type: 'image/webp' })).toBe('image/webp');
    expect(imageTypeOf({ name: 'photo.JPG', type: '' })).toBe('image/jpeg');
    expect(imageTypeOf({ name: 'a.gif', type: 'image/gif' })).toBeNull();
    expect(imageTypeOf({ name: 'a.svg', type: 'image/svg+xml' })).toBeNull();
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('The file is empty.');
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 16 * 1024 * 1024 })).toContain(
      'at most 15 MB',
    );
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 3 * 1024 * 1024 })).toBeNull();
  });
});
