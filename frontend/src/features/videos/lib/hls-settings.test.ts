import { describe, expect, it } from 'vitest';
import {
  dataSaverCap,
  hlsConfig,
  hlsEngine,
  isAccessExpired,
  levelIndexOf,
  levelPlan,
  prefersDataSaver,
  startQuality,
} from './hls-settings';

const ladder = [
  { name: '240p', height: 240, bandwidth: 300_000 },
  { name: '360p', height: 360, bandwidth: 600_000 },
  { name: '480p', height: 480, bandwidth: 1_000_000 },
  { name: '720p', height: 720, bandwidth: 2_500_000 },
];

describe('prefersDataSaver', () => {
  it('is on when the browser asks to save data or the connection is 3G or slower', () => {
    expect(prefersDataSaver({ saveData: true, effectiveType: '4g' })).toBe(true);
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(prefersDataSaver({ effectiveType })).toBe(true);
  });

  it('is off on a fast connection or when the browser says nothing', () => {
    expect(prefersDataSaver({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(prefersDataSaver(undefined)).toBe(false);
  });
});

describe('startQuality', () => {
  const base = { renditions: ladder, hasAudio: true, dataSaver: false, connection: undefined };

  it('keeps a remembered choice the lesson has', () => {
    expect(startQuality({ ...base, saved: '480p' })).toBe('480p');
    expect(startQuality({ ...base, saved: 'audio', dataSaver: true })).toBe('audio');
  });

  it('drops a remembered rendition the lesson lacks, and audio only without an audio playlist', () => {
    expect(startQuality({ ...base, saved: '1080p' })).toBe('auto');
    expect(startQuality({ ...base, saved: 'audio', hasAudio: false })).toBe('auto');
  });

  it('starts with audio only with the data saver on (the browser asks to save data, or a slow connection)', () => {
    const saveData = { saveData: true };
    expect(startQuality({ ...base, saved: undefined, dataSaver: true, connection: saveData })).toBe('audio');
    expect(
      startQuality({ ...base, saved: undefined, dataSaver: true, connection: { effectiveType: '3g' } }),
    ).toBe('audio');
    expect(
      startQuality({ ...base, saved: undefined, dataSaver: true, hasAudio: false, connection: saveData }),
    ).toBe('auto');
  });

  it('respects a person who turned the data saver off on a save-data connection', () => {
    expect(
      startQuality({ ...base, saved: undefined, dataSaver: false, connection: { saveData: true } }),
    ).toBe('auto');
  });
});

describe('levelPlan and hlsConfig', () => {
  it('caps adaptive playback at 360p with the data saver, and starts at the lowest step', () => {
    const plan = levelPlan('auto', ladder, true);
    expect(plan).toEqual({ audio: false, level: -1, cap: 1 });
    const config = hlsConfig(plan, true);
    expect(config.startLevel).toBe(0);
    expect(config.testBandwidth).toBe(false);
    expect(config.maxBufferLength).toBeLessThan(
      hlsConfig(levelPlan('auto', ladder, false), false).maxBufferLength!,
    );
  });

  it('leaves adaptive playback uncapped without the data saver, starting low and appending as segments arrive', () => {
    const plan = levelPlan('auto', ladder, false);
    expect(plan).toEqual({ audio: false, level: -1, cap: -1 });
    expect(hlsConfig(plan, false)).toMatchObject({
      startLevel: 0,
      progressive: true,
      maxMaxBufferLength: 30,
    });
  });

  it('plays a chosen rendition from the start, uncapped even with the data saver', () => {
    const plan = levelPlan('720p', ladder, true);
    expect(plan).toEqual({ audio: false, level: 3, cap: -1 });
    expect(hlsConfig(plan, true).startLevel).toBe(3);
  });

  it('plays the audio playlist for Audio only', () => {
    expect(levelPlan('audio', ladder, false).audio).toBe(true);
  });

  it('caps at the lowest step when every rendition is above 360p', () => {
    expect(dataSaverCap([{ height: 480 }, { height: 720 }])).toBe(0);
    expect(dataSaverCap([{ height: 180 }])).toBe(0);
  });
});

describe('levelIndexOf', () => {
  it('finds the hls.js level of a rendition by height and bitrate, in any order', () => {
    const levels = [
      { height: 480, bitrate: 1_000_000 },
      { height: 240, bitrate: 300_000 },
      { height: 720, bitrate: 2_500_000 },
      { height: 360, bitrate: 600_000 },
    ];
    expect(levelIndexOf(levels, ladder, 0)).toBe(1);
    expect(levelIndexOf(levels, ladder, 3)).toBe(2);
    expect(levelIndexOf(levels, ladder, -1)).toBe(-1);
  });

  it('falls back to the height, then the position', () => {
    expect(
      levelIndexOf(
        [
          { height: 240, bitrate: 1 },
          { height: 360, bitrate: 2 },
        ],
        ladder,
        1,
      ),
    ).toBe(1);
    expect(levelIndexOf([{ height: 100, bitrate: 1 }], ladder, 3)).toBe(0);
  });
});

describe('hlsEngine and isAccessExpired', () => {
  it('uses hls.js with Media Source Extensions, the browser’s HLS without, else nothing', () => {
    expect(hlsEngine({ mediaSource: true, nativeHls: true })).toBe('hls.js');
    expect(hlsEngine({ mediaSource: false, nativeHls: true })).toBe('native');
    expect(hlsEngine({ mediaSource: false, nativeHls: false })).toBe('none');
  });

  it('takes a 403 for expired access cookies, not other failures', () => {
    expect(isAccessExpired({ response: { code: 403 } })).toBe(true);
    expect(isAccessExpired({ response: { code: 404 } })).toBe(false);
    expect(isAccessExpired({})).toBe(false);
  });
});
