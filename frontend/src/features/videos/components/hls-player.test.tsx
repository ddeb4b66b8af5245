import { describe, expect, it } from 'vitest';
import { markup } from '../../../testing/markup';
import HlsPlayer, { type HlsPlayback } from './hls-player';

const playback: HlsPlayback = {
  master: '/hls/c1/m1/v1/master.m3u8',
  audio: '/hls/c1/m1/v1/audio/index.m3u8',
  poster: '/hls/c1/m1/v1/poster.jpg',
  durationSeconds: 600,
  renditions: [
    { name: '240p', width: 426, height: 240, bandwidth: 400_000 },
    { name: '720p', width: 1280, height: 720, bandwidth: 2_800_000 },
  ],
  captions: [{ language: 'hi', label: 'Hindi', url: '/hls/c1/m1/captions/hi.vtt' }],
};

const render = (overrides: Partial<HlsPlayback> = {}) =>
  markup(
    <HlsPlayer
      playback={{ ...playback, ...overrides }}
      title="Intro"
      refresh={async () => undefined}
      frameClassName="frame"
    />,
  );

describe('the HLS player', () => {
  it('is a named, focusable video with the poster and a subtitles track per caption language', () => {
    const html = render();
    expect(html).toMatch(/<video[^>]*aria-label="Video: Intro"/);
    expect(html).toMatch(/<video[^>]*tabindex="0"/);
    expect(html).toContain('poster="/hls/c1/m1/v1/poster.jpg"');
    expect(html).toContain(
      '<track kind="subtitles" srcLang="hi" label="Hindi" src="/hls/c1/m1/captions/hi.vtt"/>',
    );
  });

  it('offers Auto, each rendition highest first and Audio only; every speed; captions Off or each language', () => {
    const html = render();
    expect(html).toContain('Video settings');
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map(
      (m) => `${m[1]}=${m[2]}`,
    );
    expect(options).toEqual([
      'auto=Auto',
      '720p=720p',
      '240p=240p',
      'audio=Audio only',
      '0.5=0.5x',
      '0.75=0.75x',
      '1=1x',
      '1.25=1.25x',
      '1.5=1.5x',
      '1.75=1.75x',
      '2=2x',
      'off=Off',
      'hi=Hindi',
    ]);
    expect(html).toContain('Data saver');
  });

  it('leaves out Audio only without an audio playlist, and the captions menu without captions', () => {
    const html = render({ audio: undefined, captions: [] });
    expect(html).not.toContain('Audio only');
    expect(html).not.toContain('>Captions<');
    expect(html).not.toContain('<track');
  });
});
