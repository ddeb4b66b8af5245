import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaServer, parseRange, startMediaServer } from './video-server';

describe('the video bench server', () => {
  let dir: string;
  let server: MediaServer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'academy-video-server-'));
    writeFileSync(path.join(dir, 'clip.mp4'), Buffer.from('0123456789'));
    writeFileSync(path.join(dir, 'index.m3u8'), '#EXTM3U\n');
    server = await startMediaServer({ '/media': dir }, { '/page.html': '<p>hi</p>' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the ranges a media element and hls.js send', () => {
    expect(parseRange(undefined, 10)).toBe('whole');
    expect(parseRange('bytes=0-', 10)).toEqual([0, 9]);
    expect(parseRange('bytes=2-4', 10)).toEqual([2, 4]);
    expect(parseRange('bytes=8-100', 10)).toEqual([8, 9]);
    expect(parseRange('bytes=-3', 10)).toEqual([7, 9]);
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
  });

  it('answers a range with 206 and its bytes, a whole file with 200, and content types by extension', async () => {
    const part = await fetch(`${server.origin}/media/clip.mp4`, { headers: { range: 'bytes=2-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(await part.text()).toBe('234');

    const whole = await fetch(`${server.origin}/media/index.m3u8`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');

    const outside = await fetch(`${server.origin}/media/clip.mp4`, { headers: { range: 'bytes=20-' } });
    expect(outside.status).toBe(416);
    await outside.body?.cancel();
  });

  it('serves nothing outside its mounts', async () => {
    const escaped = await fetch(`${server.origin}/media/..%2F..%2Fetc%2Fpasswd`);
    expect(escaped.status).toBe(404);
    await escaped.body?.cancel();
    expect((await fetch(`${server.origin}/page.html`)).status).toBe(200);
  });
});
