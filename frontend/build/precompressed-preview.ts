/**
 * Vite plugin: `vite preview` sends the build's text files gzipped once, at start, as CloudFront sends the
 * compressed copy it keeps at the edge (`compress: true` in infra/lib/web.ts), instead of compressing every
 * response again as Vite's preview does.
 *
 * Compressing on every request was not only unlike production: on a machine of two cores it took the CPU
 * from the browser while the page loaded, and Lighthouse counts that wait in the page's total blocking time
 * (issue 18, docs/performance.md).
 *
 * Registered after `prerender()`, so its middleware sees a path already mapped to its page (`htmlFileFor`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
/** Smaller files are sent as they are, as CloudFront does (it compresses from 1,000 bytes). */
const MIN_BYTES = 1000;

type Compressed = { body: Buffer; type: string };

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** The gzipped copy of every text file of the build, by its URL path. */
export function compressBuild(outDir: string): Map<string, Compressed> {
  const byPath = new Map<string, Compressed>();
  for (const file of filesUnder(outDir)) {
    const type = TYPES[path.extname(file)];
    if (!type) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const urlPath = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
    byPath.set(urlPath, { body: gzipSync(raw, { level: 9 }), type });
  }
  return byPath;
}

export function precompressedPreview(): Plugin {
  return {
    name: 'academy:precompressed-preview',
    apply: (_config, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const compressed = compressBuild(outDir);
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
        } catch {
          return next();
        }
        const file = compressed.get(pathname);
        if (!file) return next();
        res.statusCode = 200;
        res.setHeader('Content-Type', file.type);
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', file.body.length);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : file.body);
      });
    },
  };
}
