import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateLecture,
  masterPlaylist,
  parseSourceInfo,
  planChunks,
  planTasks,
  renditionsFor,
  stitchPlaylists,
  transcodeToHls,
} from './transcode';

describe('the rendition ladder', () => {
  it('never upscales, and a tiny source keeps its own height', () => {
    expect(renditionsFor(1080).map((r) => r.name)).toEqual(['240p', '360p', '480p', '720p']);
    expect(renditionsFor(480).map((r) => r.name)).toEqual(['240p', '360p', '480p']);
    expect(renditionsFor(719).map((r) => r.name)).toEqual(['240p', '360p', '480p']);
    expect(renditionsFor(180).map((r) => [r.name, r.height])).toEqual([['180p', 180]]);
  });

  it('reads duration, size and sound from ffmpeg’s words', () => {
    const stderr = `Input #0, mov,mp4 from 'x.mp4':
  Duration: 01:02:03.50, start: 0.000000, bitrate: 1198 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1920x1080 [SAR 1:1 DAR 16:9], 25 fps
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo`;
    expect(parseSourceInfo(stderr)).toEqual({
      durationSeconds: 3723.5,
      width: 1920,
      height: 1080,
      hasAudio: true,
    });
    expect(parseSourceInfo('not a video')).toBeUndefined();
  });

  it('writes a master playlist with each rendition’s bandwidth, size and codecs, lowest first', () => {
    const text = masterPlaylist(
      [
        { rendition: { name: '240p', height: 240, videoBitrate: 300_000 }, width: 428 },
        { rendition: { name: '360p', height: 360, videoBitrate: 600_000 }, width: 640 },
      ],
      true,
    );
    expect(text).toContain('#EXT-X-STREAM-INF:BANDWIDTH=394000,AVERAGE-BANDWIDTH=364000,RESOLUTION=428x240');
    expect(text).toContain('360p/index.m3u8');
    expect(text.indexOf('240p/')).toBeLessThan(text.indexOf('360p/'));
  });
});

describe('split and stitch', () => {
  it('cuts a lecture into chunks of whole segments; the last runs to the end', () => {
    expect(planChunks(8)).toEqual([{ index: 0, start: 0 }]);
    expect(planChunks(600)).toEqual([{ index: 0, start: 0 }]);
    expect(planChunks(7200).map((c) => [c.start, c.duration])).toHaveLength(12);
    expect(planChunks(1201)).toEqual([
      { index: 0, start: 0, duration: 600 },
      { index: 1, start: 600, duration: 600 },
      { index: 2, start: 1200 },
    ]);
    expect(() => planChunks(100, 10)).toThrow('whole number of segments');
  });

  it('plans each rendition’s chunks, the audio’s and a poster: a two-hour 1080p lecture is 61 tasks', () => {
    const tasks = planTasks({ durationSeconds: 7200, width: 1920, height: 1080, hasAudio: true });
    expect(tasks).toHaveLength(4 * 12 + 12 + 1);
    expect(new Set(tasks.map((t) => t.id)).size).toBe(tasks.length);
    expect(
      planTasks({ durationSeconds: 30, width: 640, height: 360, hasAudio: false }).map((t) => t.id),
    ).toEqual(['240p-0', '360p-0', 'poster']);
  });

  it('stitches chunk playlists into one VOD playlist, in order, with the longest segment as its target', () => {
    const chunk = (first: number, lengths: number[]) =>
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:6\n#EXT-X-MEDIA-SEQUENCE:${first}\n${lengths
        .map((l, i) => `#EXTINF:${l.toFixed(6)},\nseg_${String(first + i).padStart(5, '0')}.ts`)
        .join('\n')}\n#EXT-X-ENDLIST\n`;
    const text = stitchPlaylists([chunk(0, [6, 6]), chunk(2, [6.04, 1.5])]);
    expect(text.match(/seg_\d+\.ts/g)).toEqual([
      'seg_00000.ts',
      'seg_00001.ts',
      'seg_00002.ts',
      'seg_00003.ts',
    ]);
    expect(text).toContain('#EXT-X-TARGETDURATION:7');
    expect(text.match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
    expect(text.startsWith('#EXTM3U\n')).toBe(true);
  });
});

describe('transcoding with the registry package’s ffmpeg', () => {
  let dir: string;
  let input: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'academy-transcode-'));
    input = path.join(dir, 'lecture.mp4');
    // A generated lecture (ffmpeg's test pattern and a tone): nothing is fetched.
    await generateLecture(ffmpeg.path, input, { seconds: 8, width: 854, height: 480 });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes 240p, 360p and 480p of a 480p lecture, the audio-only rendition, a poster and the master playlist', async () => {
    const out = path.join(dir, 'hls');
    const progress: number[] = [];
    const result = await transcodeToHls({
      ffmpegPath: ffmpeg.path,
      input,
      outDir: out,
      onProgress: (p) => progress.push(p),
    });

    expect(result.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
      ['240p', 428, 240],
      ['360p', 640, 360],
      ['480p', 854, 480],
    ]);
    expect(result.durationSeconds).toBeGreaterThan(7.5);
    expect(result.durationSeconds).toBeLessThan(8.5);
    expect(result.audio).toBe('audio/index.m3u8');
    expect(statSync(path.join(out, 'poster.jpg')).size).toBeGreaterThan(1000);
    const master = readFileSync(path.join(out, 'master.m3u8'), 'utf8');
    expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(3);
    for (const name of ['240p', '360p', '480p', 'audio']) {
      const playlist = readFileSync(path.join(out, name, 'index.m3u8'), 'utf8');
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      // 8 s in 6-second segments: two, whose durations add up to the lecture's.
      const segments = readdirSync(path.join(out, name)).filter((f) => f.endsWith('.ts'));
      expect(segments).toHaveLength(2);
      const total = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(Math.abs(total - result.durationSeconds)).toBeLessThan(0.5);
    }
    // Lower renditions are smaller: the ladder's bitrates hold.
    const size = (name: string) =>
      readdirSync(path.join(out, name)).reduce((sum, f) => sum + statSync(path.join(out, name, f)).size, 0);
    expect(size('240p')).toBeLessThan(size('360p'));
    expect(size('360p')).toBeLessThan(size('480p'));
    expect(size('audio')).toBeLessThan(size('240p'));
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  }, 120_000);

  it('in chunks, gives the same lecture: segments numbered on, timestamps continuing, durations adding up', async () => {
    const out = path.join(dir, 'chunked');
    const result = await transcodeToHls({ ffmpegPath: ffmpeg.path, input, outDir: out, chunkSeconds: 6 });
    for (const name of ['240p', 'audio']) {
      const playlist = readFileSync(path.join(out, name, 'index.m3u8'), 'utf8');
      // Video chunks cut at keyframes; audio may leave a sliver at a chunk's end: every name is its own.
      const names = playlist.match(/seg_\d+\.ts/g) ?? [];
      expect(names[0]).toBe('seg_00000.ts');
      if (name === '240p') expect(names).toEqual(['seg_00000.ts', 'seg_00002.ts']);
      expect(new Set(names).size).toBe(names.length);
      const total = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(Math.abs(total - result.durationSeconds)).toBeLessThan(0.5);
    }
    // The second chunk's first segment starts where the lecture is at 6 s (plus MPEG-TS's own start offset).
    const starts = ['seg_00000.ts', 'seg_00002.ts'].map((segment) => {
      const info = spawnSync(ffmpeg.path, ['-hide_banner', '-i', path.join(out, '240p', segment)]);
      return Number(/start: ([\d.]+)/.exec(info.stderr.toString())?.[1]);
    });
    expect(starts[1]! - starts[0]!).toBeGreaterThan(5.9);
    expect(starts[1]! - starts[0]!).toBeLessThan(6.1);
  }, 120_000);

  it('refuses a file that is not a video', async () => {
    const fake = path.join(dir, 'notes.mp4');
    await import('node:fs/promises').then((fs) => fs.writeFile(fake, 'just text'));
    await expect(
      transcodeToHls({ ffmpegPath: ffmpeg.path, input: fake, outDir: path.join(dir, 'x') }),
    ).rejects.toThrow('not a video');
  });
});
