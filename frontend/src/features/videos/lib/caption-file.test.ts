import { MAX_CAPTION_BYTES } from '@academy/shared/limits';
import { describe, expect, it } from 'vitest';
import { captionFileProblem, captionTextProblem } from './caption-file';

describe('caption files', () => {
  it('takes a .vtt file within the limit', () => {
    expect(captionFileProblem({ name: 'lesson-1.en.VTT', size: 2048 })).toBeNull();
  });

  it('refuses other files, empty ones and ones over the limit, saying why', () => {
    expect(captionFileProblem({ name: 'lesson.srt', size: 100 })).toBe(
      'Choose a WebVTT caption file (.vtt).',
    );
    expect(captionFileProblem({ name: 'lesson.vtt', size: 0 })).toBe('The caption file is empty.');
    expect(captionFileProblem({ name: 'lesson.vtt', size: MAX_CAPTION_BYTES + 1 })).toBe(
      'This file is 513 KB; caption files can be at most 512 KB.',
    );
  });

  it('takes text that starts with WEBVTT, with or without a byte order mark or a header text', () => {
    expect(captionTextProblem('WEBVTT\n\n00:00.000 --> 00:02.000\nHello')).toBeNull();
    expect(captionTextProblem('\uFEFFWEBVTT - Lesson 1\r\n')).toBeNull();
    expect(captionTextProblem('WEBVTT')).toBeNull();
  });

  it('refuses text that is not WebVTT', () => {
    const message = 'This is not a WebVTT file: its first line must start with WEBVTT.';
    expect(captionTextProblem('1\n00:00:00,000 --> 00:00:02,000\nHello')).toBe(message);
    expect(captionTextProblem('WEBVTTX')).toBe(message);
    expect(captionTextProblem(' WEBVTT')).toBe(message);
  });

  it('refuses text over the limit once encoded (a file of many-byte characters)', () => {
    expect(captionTextProblem(`WEBVTT\n\n${'अ'.repeat(MAX_CAPTION_BYTES / 3)}`)).toBe(
      'Caption files can be at most 512 KB.',
    );
  });
});
