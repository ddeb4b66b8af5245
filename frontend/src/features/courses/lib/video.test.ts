import { describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES } from '../constants';
import { moduleVideoStateOf, videoContentTypeOf, videoFileProblem } from './video';

describe('video files', () => {
  it('takes the browser type, or the extension when the browser gives none', () => {
    expect(videoContentTypeOf({ name: 'a.mp4', type: 'video/mp4' })).toBe('video/mp4');
    expect(videoContentTypeOf({ name: 'clip.MOV', type: '' })).toBe('video/quicktime');
    expect(videoContentTypeOf({ name: 'notes.pdf', type: 'application/pdf' })).toBeNull();
    expect(videoContentTypeOf({ name: 'film.avi', type: 'video/x-msvideo' })).toBeNull();
  });

  it('allows up to 500 MB and says why a file is refused', () => {
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: MAX_VIDEO_BYTES })).toBeNull();
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: MAX_VIDEO_BYTES + 1 })).toBe(
      'This video is 500 MB; videos can be at most 500 MB.',
    );
    expect(videoFileProblem({ name: 'big.mp4', type: 'video/mp4', size: 734 * 1024 * 1024 })).toBe(
      'This video is 734 MB; videos can be at most 500 MB.',
    );
    expect(videoFileProblem({ name: 'a.mp4', type: 'video/mp4', size: 0 })).toBe('The file is empty.');
    expect(videoFileProblem({ name: 'a.txt', type: 'text/plain', size: 10 })).toBe(
      'Upload an MP4, WebM, MOV or Ogg video.',
    );
  });

  it('names what plays for a module: an upload before a link', () => {
    expect(moduleVideoStateOf({ hasUploadedVideo: true, videoUrl: 'https://x.in/v' })).toBe('uploaded');
    expect(moduleVideoStateOf({ hasUploadedVideo: false, videoUrl: 'https://x.in/v' })).toBe('external');
    expect(moduleVideoStateOf({ hasUploadedVideo: false })).toBe('none');
  });
});
