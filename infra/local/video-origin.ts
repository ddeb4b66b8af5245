import { createPublicKey, generateKeyPairSync, type KeyObject, verify } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { VIDEO_PATH } from '@academy/shared';

/** What a viewer's file is served as, by its extension (the transcoder's playlists, segments, posters, captions). */
const contentTypes: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
};

/** The Content-Type of a key under `hls/` (undefined for an extension the transcoder does not write). */
export const hlsContentType = (key: string): string | undefined =>
  contentTypes[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];

/**
 * Every file under `hls/` is immutable: a transcoding run writes under its own job id, and the master playlist,
 * the renditions' playlists, segments and poster are never rewritten (a new upload is a new job, a new path), so
 * playlists are cached as long as segments. Captions are written once under their own id. `private`: each is
 * served only to holders of a course's cookie, so no shared cache beyond CloudFront's own may keep it.
 */
export const HLS_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** CloudFront's refusal: its code and message, sent as its XML error with status 403. */
export interface CookieRefusal {
  code: 'MissingKey' | 'InvalidKey' | 'MalformedPolicy' | 'AccessDenied';
  message: string;
}

const refusals = {
  missingKey: { code: 'MissingKey', message: 'Missing Key-Pair-Id query parameter or cookie value' },
  unknownKey: { code: 'InvalidKey', message: 'Unknown Key' },
  malformed: { code: 'MalformedPolicy', message: 'Malformed Policy' },
  denied: { code: 'AccessDenied', message: 'Access denied' },
} as const satisfies Record<string, CookieRefusal>;
/** How far a try of a cookie combination got: the request's refusal is that of the one that got furthest. */
const rank: Record<CookieRefusal['code'], number> = {
  MissingKey: 0,
  InvalidKey: 1,
  MalformedPolicy: 2,
  AccessDenied: 3,
};

/** CloudFront's URL-safe base64: `+` `=` `/` written as `-` `_` `~`. */
export const fromCloudFrontBase64 = (text: string): Buffer =>
  Buffer.from(text.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

/** The cookies of a request in the order sent (a name may come several times, longest path first from a browser). */
export function parseCookies(header: string | undefined): [string, string][] {
  if (!header) return [];
  return header.split(';').flatMap((part) => {
    const at = part.indexOf('=');
    if (at < 0) return [];
    const value = part.slice(at + 1).trim();
    return [[part.slice(0, at).trim(), value.replace(/^"(.*)"$/, '$1')] as [string, string]];
  });
}

/** A policy's Resource against the request's URL: `*` any run of characters, `?` one character, case-sensitive. */
export function resourceMatches(resource: string, url: string): boolean {
  const pattern = resource
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[\\^$.+()[\]{}|/]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`, 's').test(url);
}

export interface CookieCheck {
  /** The request's `Cookie` header. */
  cookies: string | undefined;
  /** The URL the viewer asked for, as it saw it: `<scheme>://<host><path>[?<query>]`. */
  url: string;
  /** The trusted key group: public key (PEM or key object) by its id. */
  publicKeys: ReadonlyMap<string, KeyObject>;
  /** Milliseconds since the epoch. */
  now: number;
}

/**
 * CloudFront's check of signed cookies for a behaviour that restricts viewer access to a trusted key group.
 *
 * - `CloudFront-Key-Pair-Id` names a public key of the group (else `InvalidKey`; none sent: `MissingKey`).
 * - A custom policy: `CloudFront-Policy` is the policy's JSON in CloudFront's base64, with exactly one statement
 *   (CloudFront supports no more); `CloudFront-Signature` is the RSA signature of those very bytes (SHA-1, or
 *   SHA-256 when `CloudFront-Hash-Algorithm=SHA256`), in CloudFront's base64. The statement's `Resource` (when
 *   given) matches the URL with its wildcards, `DateLessThan` is required and in the future, `DateGreaterThan`
 *   (when given) is past. `IpAddress` is ignored: every viewer of the local stack is this machine.
 * - A canned policy (`CloudFront-Expires` instead of `CloudFront-Policy`): the signature is of the canned policy
 *   CloudFront builds from the request's URL and that time.
 *
 * A browser sends a cookie name once per matching path (a module's preview cookie before its course's), and
 * CloudFront's documentation does not say which it takes; this check takes the request when any combination of
 * the sent key pair ids, policies and signatures is valid (the first few of each), which is what the app means.
 */
export function checkSignedCookies(check: CookieCheck): { ok: true } | { ok: false; refusal: CookieRefusal } {
  const cookies = parseCookies(check.cookies);
  const all = (name: string) =>
    cookies
      .filter(([n]) => n === name)
      .map(([, v]) => v)
      .filter((v) => v !== '')
      .slice(0, 4);
  const keyPairIds = all('CloudFront-Key-Pair-Id');
  if (keyPairIds.length === 0) return { ok: false, refusal: refusals.missingKey };
  const signatures = all('CloudFront-Signature');
  const algorithm = all('CloudFront-Hash-Algorithm')[0] === 'SHA256' ? 'sha256' : 'sha1';
  const seconds = Math.floor(check.now / 1000);
  /** The policies sent: each custom one as sent, and the canned one for each expiry. */
  const policies: { bytes: Buffer; canned: boolean }[] = [
    ...all('CloudFront-Policy').map((p) => ({ bytes: fromCloudFrontBase64(p), canned: false })),
    ...all('CloudFront-Expires').map((expires) => ({
      bytes: Buffer.from(
        JSON.stringify({
          Statement: [
            { Resource: check.url, Condition: { DateLessThan: { 'AWS:EpochTime': Number(expires) } } },
          ],
        }),
      ),
      canned: true,
    })),
  ];

  let best: CookieRefusal = refusals.unknownKey;
  const refuse = (refusal: CookieRefusal) => {
    if (rank[refusal.code] > rank[best.code]) best = refusal;
  };
  for (const keyPairId of keyPairIds) {
    const key = check.publicKeys.get(keyPairId);
    if (!key) {
      refuse(refusals.unknownKey);
      continue;
    }
    if (policies.length === 0 || signatures.length === 0) refuse(refusals.malformed);
    for (const policy of policies) {
      const statement = statementOf(policy.bytes);
      if (!statement) {
        refuse(refusals.malformed);
        continue;
      }
      for (const signature of signatures) {
        if (!verifies(algorithm, policy.bytes, key, fromCloudFrontBase64(signature))) {
          refuse(refusals.denied);
          continue;
        }
        const within =
          seconds < statement.dateLessThan &&
          (statement.dateGreaterThan === undefined || seconds >= statement.dateGreaterThan) &&
          (statement.resource === undefined || resourceMatches(statement.resource, check.url));
        if (within) return { ok: true };
        refuse(refusals.denied);
      }
    }
  }
  return { ok: false, refusal: best };
}

/** An RSA signature check that answers false, never throws, for bytes that are no signature at all. */
function verifies(algorithm: string, data: Buffer, key: KeyObject, signature: Buffer): boolean {
  try {
    return verify(algorithm, data, key, signature);
  } catch {
    return false;
  }
}

/** The one statement of a policy, or undefined when CloudFront would call the policy malformed. */
function statementOf(
  bytes: Buffer,
): { resource?: string; dateLessThan: number; dateGreaterThan?: number } | undefined {
  let policy: unknown;
  try {
    policy = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  const statements = (policy as { Statement?: unknown })?.Statement;
  if (!Array.isArray(statements) || statements.length !== 1 || typeof statements[0] !== 'object')
    return undefined;
  if (statements[0] === null) return undefined;
  const { Resource, Condition } = statements[0] as {
    Resource?: unknown;
    Condition?: Record<string, Record<string, unknown> | undefined>;
  };
  const epoch = (name: string) => Condition?.[name]?.['AWS:EpochTime'];
  const lessThan = epoch('DateLessThan');
  const greaterThan = epoch('DateGreaterThan');
  if (typeof lessThan !== 'number') return undefined;
  if (greaterThan !== undefined && typeof greaterThan !== 'number') return undefined;
  if (Resource !== undefined && typeof Resource !== 'string') return undefined;
  return { resource: Resource, dateLessThan: lessThan, dateGreaterThan: greaterThan };
}

export interface VideoOriginOptions {
  /** @default 0 (a free port) */
  port?: number;
  /** s3rver (infra/local/s3.ts). */
  s3Endpoint: string;
  /** The videos bucket. */
  bucket: string;
  /** The behaviour's trusted key group: each public key (PEM, SPKI) by its key pair id. */
  publicKeys: Readonly<Record<string, string>>;
  /** @default Date.now */
  now?: () => number;
  onLog?: (line: string) => void;
}

export type VideoOrigin = Awaited<ReturnType<typeof startVideoOrigin>>;

/**
 * CloudFront's `/hls/*` behaviour locally: the videos bucket's `hls/` prefix, served only to requests carrying
 * valid signed cookies (`checkSignedCookies`), GET and HEAD only. A request it lets through is read from s3rver
 * (the key is the path without its leading slash; `Range`, `If-None-Match` and `If-Modified-Since` passed on, so
 * a range answers 206 with its `Content-Range`), with the Content-Type of its extension and `HLS_CACHE_CONTROL`;
 * a missing object is 404. A refused one gets CloudFront's 403 with its XML error. The URL checked against the
 * policy is the one the browser saw: `X-Forwarded-Proto` (else http) and `X-Forwarded-Host` (else `Host`), so the
 * web server's proxy keeps the browser's host (frontend/vite.config.ts).
 */
export async function startVideoOrigin(options: VideoOriginOptions) {
  const publicKeys = new Map(
    Object.entries(options.publicKeys).map(([id, pem]) => [id, createPublicKey(pem)]),
  );
  const now = options.now ?? Date.now;
  const log = options.onLog ?? (() => undefined);

  const server = http.createServer((req, res) => {
    const xmlError = (status: number, code: string, message: string) => {
      const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
      res.writeHead(status, { 'content-type': 'text/xml', 'content-length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      handle(req, res, xmlError);
    } catch (error) {
      log(`video origin: ${req.url} failed: ${(error as Error).message}`);
      if (!res.headersSent)
        xmlError(500, 'InternalError', 'We encountered an internal error. Please try again.');
    }
  });

  function handle(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    xmlError: (status: number, code: string, message: string) => void,
  ): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      xmlError(
        403,
        'MethodNotAllowed',
        'This distribution is not configured to allow the HTTP request method that was used for this request.',
      );
      return;
    }
    // The path as a browser resolves it (dot segments gone), so `/hls/../x` cannot leave the prefix.
    const target = new URL(req.url ?? '/', 'http://origin');
    if (!target.pathname.startsWith(VIDEO_PATH)) {
      xmlError(404, 'NoSuchKey', 'The specified key does not exist.');
      return;
    }
    const header = (name: string) =>
      String(req.headers[name] ?? '')
        .split(',')[0]
        ?.trim() || undefined;
    const scheme = header('x-forwarded-proto') ?? 'http';
    const host = header('x-forwarded-host') ?? header('host') ?? 'localhost';
    const url = `${scheme}://${host}${target.pathname}${target.search}`;
    const check = checkSignedCookies({ cookies: req.headers.cookie, url, publicKeys, now: now() });
    if (!check.ok) {
      xmlError(403, check.refusal.code, check.refusal.message);
      return;
    }
    serveObject(req, res, target.pathname).catch((error: Error) => {
      log(`video origin: s3rver did not answer for ${target.pathname}: ${error.message}`);
      if (!res.headersSent) xmlError(502, 'BadGateway', 'The origin did not answer.');
      else res.destroy();
    });
  }

  /** Reads the object from s3rver and answers with it, as CloudFront passes S3's answer on. */
  async function serveObject(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
    const objectUrl = `${options.s3Endpoint}/${options.bucket}${pathname}`;
    const range = await rangeFor(objectUrl, req.headers.range);
    const passed: Record<string, string> = {};
    for (const name of ['if-none-match', 'if-modified-since'] as const) {
      const value = req.headers[name];
      if (value) passed[name] = value;
    }
    if (range) passed.range = range;
    const upstream = await request(objectUrl, req.method === 'HEAD' ? 'HEAD' : 'GET', passed);
    const status = upstream.statusCode ?? 502;
    const headers: Record<string, string> = {};
    for (const name of [
      'content-length',
      'content-range',
      'accept-ranges',
      'etag',
      'last-modified',
    ] as const) {
      const value = upstream.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (status === 200 || status === 206 || status === 304) {
      headers['content-type'] =
        hlsContentType(pathname) ?? String(upstream.headers['content-type'] ?? 'application/octet-stream');
      headers['cache-control'] = HLS_CACHE_CONTROL;
    } else headers['content-type'] = String(upstream.headers['content-type'] ?? 'application/xml');
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      upstream.resume();
      res.end();
    } else upstream.pipe(res);
  }

  /**
   * The Range to ask s3rver for: one range as sent, a suffix range (`bytes=-500`, which s3rver misreads) made
   * absolute from the object's size; none for several ranges or a malformed one (S3 then answers the whole object).
   */
  async function rangeFor(objectUrl: string, range: string | undefined): Promise<string | undefined> {
    const match = /^bytes=(\d*)-(\d*)$/.exec(range?.trim() ?? '');
    if (!match || (match[1] === '' && match[2] === '')) return undefined;
    if (match[1] !== '') return match[2] !== '' && Number(match[2]) < Number(match[1]) ? undefined : range;
    const head = await request(objectUrl, 'HEAD', {});
    head.resume();
    const size = Number(head.headers['content-length']);
    if (head.statusCode !== 200 || !Number.isFinite(size) || size === 0) return undefined;
    return `bytes=${Math.max(0, size - Number(match[2]))}-${size - 1}`;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function request(
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, resolve);
    req.once('error', reject);
    req.end();
  });
}

/**
 * The local stack's CloudFront key pair id (on AWS: the id CloudFront gives the public key; the API names it in the
 * `CloudFront-Key-Pair-Id` cookie, and the video origin's trusted key group holds its public key).
 */
export const LOCAL_VIDEO_KEY_PAIR_ID = 'K2LOCALVIDEOKEY0';

/**
 * The key pair that signs the local stack's video cookies: made once per data folder (RSA-2048, as CloudFront takes)
 * and kept in `<dataDir>/video-signing/`, so cookies a browser holds still open the videos after a restart. The
 * private key goes to the Secrets Manager stand-in (the API reads it there, as on AWS); the public key to the
 * video origin.
 */
export function localVideoSigningKeys(dataDir: string): {
  keyPairId: string;
  privateKey: string;
  publicKey: string;
} {
  const dir = path.join(dataDir, 'video-signing');
  const privateFile = path.join(dir, 'private-key.pem');
  const publicFile = path.join(dir, 'public-key.pem');
  if (!existsSync(privateFile) || !existsSync(publicFile)) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    mkdirSync(dir, { recursive: true });
    writeFileSync(privateFile, privateKey, { mode: 0o600 });
    writeFileSync(publicFile, publicKey);
  }
  return {
    keyPairId: LOCAL_VIDEO_KEY_PAIR_ID,
    privateKey: readFileSync(privateFile, 'utf8'),
    publicKey: readFileSync(publicFile, 'utf8'),
  };
}
