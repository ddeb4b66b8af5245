import { describe, expect, it } from 'vitest';
import { makeVideo } from '../test/fixtures';
import { anyProcessing, videoStateText, withVideo } from './video-status';

describe('video status', () => {
  it('words each state for the instructor', () => {
    expect(videoStateText(makeVideo({ state: 'processing', percent: 45 }))).toBe('Processing 45 %');
    expect(videoStateText(makeVideo())).toBe('Ready');
    expect(videoStateText(makeVideo({ state: 'failed', reason: 'The file has no video stream' }))).toBe(
      'Failed: The file has no video stream',
    );
    expect(videoStateText(makeVideo({ state: 'failed' }))).toBe('Failed: the video could not be processed');
  });

  it('polls only while a lesson is processing', () => {
    expect(anyProcessing([makeVideo(), makeVideo({ state: 'processing', percent: 3 })])).toBe(true);
    expect(anyProcessing([makeVideo(), makeVideo({ state: 'failed' })])).toBe(false);
    expect(anyProcessing(undefined)).toBe(false);
  });

  it('replaces a lesson’s state in the list, or adds it', () => {
    const first = makeVideo();
    const second = makeVideo({ state: 'failed' });
    const retried = { ...second, state: 'processing' as const, percent: 0 };
    expect(withVideo([first, second], retried)).toEqual([first, retried]);
    const third = makeVideo();
    expect(withVideo([first], third)).toEqual([first, third]);
  });
});
