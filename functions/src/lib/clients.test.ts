import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServiceUnavailable, ServiceUnavailableError } from './errors';

/**
 * The store clients against a scripted endpoint: what the service answers (or fails to) decides whether a call
 * fails with the 503 error or with the service's own error, and a store that never answers still lets go.
 */
type Mode = 'hang' | 'reset' | 'internal-error' | 'throttled' | 'condition-failed' | 'not-found';
let mode: Mode = 'reset';
const requests: Record<Mode, number> = {
  hang: 0,
  reset: 0,
  'internal-error': 0,
  throttled: 0,
  'condition-failed': 0,
  'not-found': 0,
};

const dynamoError = (res: http.ServerResponse, status: number, type: string) => {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
  res.end(JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: type }));
};

const server = http.createServer((req, res) => {
  requests[mode]++;
  req.resume();
  if (mode === 'hang') return; // accepts, reads, never answers
  if (mode === 'reset') return req.socket.destroy();
  if (mode === 'internal-error') return dynamoError(res, 500, 'InternalServerError');
  if (mode === 'throttled') return dynamoError(res, 400, 'ProvisionedThroughputExceededException');
  if (mode === 'condition-failed') return dynamoError(res, 400, 'ConditionalCheckFailedException');
  res.writeHead(404).end();
});

let clients: typeof import('./clients');
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    DYNAMODB_ENDPOINT: endpoint,
    S3_ENDPOINT: endpoint,
  });
  clients = await import('./clients');
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = () => clients.db().send(new GetCommand({ TableName: 't', Key: { PK: 'a', SK: 'b' } }));
const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error as Error,
  );

describe('store clients', () => {
  it('fail with the 503 error when the connection is reset, after the retries', async () => {
    mode = 'reset';
    const error = await failure(get());
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error).toMatchObject({
      statusCode: 503,
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(requests.reset).toBe(clients.STORE_TIMEOUTS.maxAttempts);
  });

  it('give up on a store that accepts the connection and never answers (the test timeout is the bound)', async () => {
    mode = 'hang';
    const error = await failure(get());
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error.cause as Error).name).toBe('TimeoutError');
    expect(requests.hang).toBe(clients.STORE_TIMEOUTS.maxAttempts);
  });

  it('answer 503 for a 5xx of the service and for throttling that outlasts the retries', async () => {
    mode = 'internal-error';
    expect(await failure(get())).toBeInstanceOf(ServiceUnavailableError);
    mode = 'throttled';
    expect(await failure(get())).toBeInstanceOf(ServiceUnavailableError);
  });

  it('pass the service’s answer about the request itself through untouched', async () => {
    mode = 'condition-failed';
    const put = clients
      .db()
      .send(new PutCommand({ TableName: 't', Item: { PK: 'a', SK: 'b' }, ConditionExpression: 'x' }));
    expect(await failure(put)).toMatchObject({ name: 'ConditionalCheckFailedException' });
    mode = 'not-found';
    const head = clients.s3Client().send(new HeadObjectCommand({ Bucket: 'b', Key: 'k' }));
    expect(await failure(head)).toMatchObject({ name: 'NotFound' });
  });

  it('the S3 client answers 503 too when the bucket’s endpoint fails', async () => {
    mode = 'reset';
    const head = clients.s3Client().send(new HeadObjectCommand({ Bucket: 'b', Key: 'k' }));
    expect(await failure(head)).toBeInstanceOf(ServiceUnavailableError);
  });
});

describe('isServiceUnavailable', () => {
  it('knows "nobody answers" from "this request is wrong"', () => {
    const sdkError = (name: string, httpStatusCode?: number, code?: string) =>
      Object.assign(new Error(name), { name, code, $metadata: { httpStatusCode } });
    expect(isServiceUnavailable(sdkError('Error', undefined, 'ECONNREFUSED'))).toBe(true);
    expect(isServiceUnavailable(sdkError('TimeoutError'))).toBe(true);
    expect(isServiceUnavailable(sdkError('ServiceUnavailable', 503))).toBe(true);
    expect(isServiceUnavailable(sdkError('SlowDown', 503))).toBe(true);
    expect(isServiceUnavailable(sdkError('ThrottlingException', 400))).toBe(true);
    expect(isServiceUnavailable(new Error('wrapped', { cause: sdkError('Error', undefined, 'EPIPE') }))).toBe(
      true,
    );
    expect(isServiceUnavailable(sdkError('ConditionalCheckFailedException', 400))).toBe(false);
    expect(isServiceUnavailable(sdkError('TransactionCanceledException', 400))).toBe(false);
    expect(isServiceUnavailable(sdkError('ValidationException', 400))).toBe(false);
    expect(isServiceUnavailable(sdkError('NoSuchKey', 404))).toBe(false);
    expect(isServiceUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isServiceUnavailable(undefined)).toBe(false);
  });
});
