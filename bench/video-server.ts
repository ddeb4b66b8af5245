import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The video bench's static server: the lecture and its HLS output, hls.js and the player page, on a free
 * loopback port. Byte ranges as S3 and CloudFront answer them (a single `bytes=a-b`, `a-` or `-n` range; 206 with
 * Content-Range, 416 outside the file), no compression (video does not shrink), no caching.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** A range header read against a file of `size` bytes: the inclusive range, `'whole'`, or `'unsatisfiable'`. */
export function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | 'whole' | 'unsatisfiable' {
  if (!header) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  const [, from, to] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return [start, end];
}

export interface MediaServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves `mounts` (URL prefix → folder or file) and `pages` (exact path → HTML) on 127.0.0.1.
 * A path that leaves its mount's folder is a 404.
 */
export function startMediaServer(
  mounts: Record<string, string>,
  pages: Record<string, string>,
): Promise<MediaServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const page = pages[pathname];
    const common = { 'cache-control': 'no-store', 'access-control-allow-origin': '*' };
    if (page !== undefined) {
      res.writeHead(200, { ...common, 'content-type': CONTENT_TYPES['.html']! });
      res.end(page);
      return;
    }
    const mount = Object.keys(mounts)
      .sort((a, b) => b.length - a.length)
      .find(
        (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
      );
    const base = mount === undefined ? undefined : mounts[mount];
    let file: string | undefined;
    if (mount !== undefined && base !== undefined) {
      const rest = pathname.slice(mount.length);
      file = rest === '' ? base : path.join(base, rest);
      if (rest !== '' && !file.startsWith(path.join(base, path.sep))) file = undefined;
    }
    let size: number;
    try {
      if (!file) throw new Error('not mounted');
      const stat = statSync(file);
      if (!stat.isFile()) throw new Error('not a file');
      size = stat.size;
    } catch {
      res.writeHead(404, { ...common, 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const headers = {
      ...common,
      'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'accept-ranges': 'bytes',
    };
    const range = parseRange(req.headers.range, size);
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${size}` });
      res.end();
      return;
    }
    const [start, end] = range === 'whole' ? [0, size - 1] : range;
    res.writeHead(range === 'whole' ? 200 : 206, {
      ...headers,
      'content-length': String(size === 0 ? 0 : end - start + 1),
      ...(range === 'whole' ? {} : { 'content-range': `bytes ${start}-${end}/${size}` }),
    });
    if (req.method === 'HEAD' || size === 0) {
      res.end();
      return;
    }
    const stream = createReadStream(file, { start, end });
    stream.pipe(res);
    // The player drops a request it no longer needs (a seek, a level switch, the end of a run).
    res.once('close', () => stream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
