import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedCookies } from '@aws-sdk/cloudfront-signer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials } from './dynamo';
import { freePort } from './ports';
import { startS3 } from './s3';
import { resourceMatches, startVideoOrigin, type VideoOrigin } from './video-origin';

const BUCKET = 'test-videos';
const KEY_PAIR_ID = 'K2TESTVIDEOKEY0';
const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const { publicKey, privateKey } = keyPair();
const courseId = `c${Date.now()}`;
const playlistKey = `hls/${courseId}/m1/job1/360p/index.m3u8`;
const segmentKey = `hls/${courseId}/m1/job1/360p/seg_0000.ts`;
const playlist = '#EXTM3U\n#EXT-X-VERSION:3\n#EXTINF:6.0,\nseg_0000.ts\n#EXT-X-ENDLIST\n';
const segment = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

/** The cookies the API sets for a course, as `getSignedCookies` makes them, in a request's Cookie header. */
const cookieHeader = (
  options: { resource?: string; expiresAt?: number; key?: string; keyPairId?: string } = {},
): string => {
  const policy = JSON.stringify({
    Statement: [
      {
        Resource: options.resource ?? `http*://*/hls/${courseId}/*`,
        Condition: {
          DateLessThan: { 'AWS:EpochTime': options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600 },
        },
      },
    ],
  });
  const cookies = getSignedCookies({
    policy,
    keyPairId: options.keyPairId ?? KEY_PAIR_ID,
    privateKey: options.key ?? privateKey,
  });
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
};

describe('the video origin (CloudFront’s /hls/* behaviour with signed cookies, locally)', () => {
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let origin: VideoOrigin;
  const get = (key: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${origin.url}/${key}`, { method, headers: { 'x-forwarded-host': 'localhost:5173', ...headers } });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'video-origin-'));
    s3 = await startS3(await freePort(), dir, [BUCKET]);
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'ap-south-1',
      forcePathStyle: true,
      credentials: localCredentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: playlistKey, Body: playlist }));
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: segmentKey, Body: segment }));
    client.destroy();
    origin = await startVideoOrigin({
      s3Endpoint: s3.endpoint,
      bucket: BUCKET,
      publicKeys: { [KEY_PAIR_ID]: publicKey },
    });
  });
  afterAll(async () => {
    await origin?.stop();
    await s3?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a playlist to valid cookies, with its type and the cache policy', async () => {
    // Act
    const res = await get(playlistKey, { cookie: cookieHeader() });

    // Assert
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(await res.text()).toBe(playlist);
  });

  it('answers a range of a segment with 206 and its Content-Range', async () => {
    // Act
    const part = await get(segmentKey, { cookie: cookieHeader(), range: 'bytes=100-199' });
    const tail = await get(segmentKey, { cookie: cookieHeader(), range: 'bytes=-10' });

    // Assert
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp2t');
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(segment.subarray(100, 200));
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(segment.subarray(990));
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await get(segmentKey, { cookie: cookieHeader() }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('1000');
    expect(await res.text()).toBe('');
  });

  it('answers 404 for a missing object the cookies cover', async () => {
    const res = await get(`hls/${courseId}/m1/job1/720p/index.m3u8`, { cookie: cookieHeader() });
    expect(res.status).toBe(404);
  });

  it('refuses a request without cookies with CloudFront’s MissingKey error', async () => {
    const res = await get(playlistKey);
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>MissingKey</Code><Message>Missing Key-Pair-Id query parameter or cookie value</Message></Error>',
    );
  });

  it('refuses another course’s path', async () => {
    const res = await get(playlistKey, {
      cookie: cookieHeader({ resource: 'http*://*/hls/another-course/*' }),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('refuses expired cookies', async () => {
    const res = await get(playlistKey, {
      cookie: cookieHeader({ expiresAt: Math.floor(Date.now() / 1000) - 1 }),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('refuses a policy changed after signing', async () => {
    // Arrange: the signature of one course's policy beside another's policy
    const other = cookieHeader({ resource: 'http*://*/hls/another-course/*' });
    const mine = cookieHeader();
    const policyOf = (header: string) => /CloudFront-Policy=([^;]+)/.exec(header)![1];
    const tampered = other.replace(policyOf(other)!, policyOf(mine)!);

    // Act
    const res = await get(playlistKey, { cookie: tampered });

    // Assert
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('refuses an unknown key pair, and a known id signed with another key', async () => {
    const unknown = await get(playlistKey, { cookie: cookieHeader({ keyPairId: 'K2SOMEONEELSE' }) });
    const forged = await get(playlistKey, { cookie: cookieHeader({ key: keyPair().privateKey }) });
    expect(unknown.status).toBe(403);
    expect(await unknown.text()).toContain('<Code>InvalidKey</Code><Message>Unknown Key</Message>');
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('takes the request when any of the cookies sent under one name is valid (a preview and a course cookie)', async () => {
    // Arrange: a browser sends the longer path's cookies first: a preview cookie for another module, then the course's
    const preview = cookieHeader({ resource: `http*://*/hls/${courseId}/m2/*` });
    const course = cookieHeader();
    const pick = (header: string, name: string) => new RegExp(`${name}=[^;]+`).exec(header)![0];
    const names = ['CloudFront-Policy', 'CloudFront-Signature', 'CloudFront-Key-Pair-Id'];
    const both = names.flatMap((name) => [pick(preview, name), pick(course, name)]).join('; ');

    // Act
    const res = await get(playlistKey, { cookie: both });

    // Assert
    expect(res.status).toBe(200);
  });

  it('takes canned-policy cookies for the exact URL', async () => {
    const url = `http://localhost:5173/${playlistKey}`;
    const cookies = getSignedCookies({
      url,
      keyPairId: KEY_PAIR_ID,
      privateKey,
      dateLessThan: new Date(Date.now() + 60_000).toISOString(),
    });
    const header = Object.entries(cookies)
      .map(([n, v]) => `${n}=${v}`)
      .join('; ');
    expect(header).toContain('CloudFront-Expires=');
    expect((await get(playlistKey, { cookie: header })).status).toBe(200);
    expect((await get(segmentKey, { cookie: header })).status).toBe(403);
  });

  it('refuses malformed policies and signatures that are no signatures, with CloudFront’s errors', async () => {
    // Arrange: CloudFront's base64 of policies it cannot read, and of two statements (it takes only one)
    const encode = (text: string) =>
      Buffer.from(text).toString('base64').replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');
    const twoStatements = JSON.stringify({
      Statement: [0, 1].map(() => ({
        Resource: `http*://*/hls/${courseId}/*`,
        Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor(Date.now() / 1000) + 60 } },
      })),
    });
    const withPolicy = (policy: string, signature = 'bm90LWEtc2lnbmF0dXJl') =>
      `CloudFront-Policy=${encode(policy)}; CloudFront-Signature=${signature}; CloudFront-Key-Pair-Id=${KEY_PAIR_ID}`;

    // Act
    const answers = await Promise.all(
      [
        withPolicy('not json'),
        withPolicy('{"Statement":[null]}'),
        withPolicy(twoStatements),
        withPolicy('{}', ''),
      ].map(async (cookie) => {
        const res = await get(playlistKey, { cookie });
        return [res.status, /<Code>(\w+)<\/Code>/.exec(await res.text())?.[1]];
      }),
    );

    // Assert
    expect(answers).toEqual([
      [403, 'MalformedPolicy'],
      [403, 'MalformedPolicy'],
      [403, 'MalformedPolicy'],
      [403, 'MalformedPolicy'],
    ]);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const res = await get(playlistKey, { cookie: cookieHeader() }, 'PUT');
    expect(res.status).toBe(403);
  });

  it('matches resources with CloudFront’s wildcards', () => {
    expect(resourceMatches('http*://*/hls/c1/*', 'http://localhost:5173/hls/c1/m/x.ts')).toBe(true);
    expect(resourceMatches('http*://*/hls/c1/*', 'https://d1.cloudfront.net/hls/c1/m/x.ts')).toBe(true);
    expect(resourceMatches('http*://*/hls/c1/*', 'http://localhost:5173/hls/c10/m/x.ts')).toBe(false);
    expect(resourceMatches('https://*/hls/c1/*', 'http://localhost/hls/c1/x')).toBe(false);
    expect(resourceMatches('http://h/hls/c?/x', 'http://h/hls/c1/x')).toBe(true);
    expect(resourceMatches('http://h/hls/c.1/x', 'http://h/hls/cX1/x')).toBe(false);
  });
});
