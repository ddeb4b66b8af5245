import net from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { localRazorpay } from '../../infra/local/razorpay';
import { api } from '../support/api';

/**
 * One request written byte for byte on a socket: fetch would normalise the odd targets and refuse the odd
 * headers these tests are about. HTTP/1.0, so the answer is not chunked and the connection closes after it.
 * Answers the status, the content type and the body as text.
 */
function rawRequest(head: string): Promise<{ status: number; contentType: string; body: string }> {
  const { hostname, port } = new URL(inject('apiUrl'));
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = headers.split('\r\n');
      const contentType =
        lines.find((l) => /^content-type:/i.test(l))?.replace(/^content-type:\s*/i, '') ?? '';
      resolve({ status: Number(statusLine.split(' ')[1]), contentType, body });
    });
  });
}

const get = (target: string, extraHeaders = '') =>
  rawRequest(`GET ${target} HTTP/1.0\r\nHost: localhost\r\n${extraHeaders}\r\n`);

describe('the local gateway refuses input it cannot read with a JSON 400, as API Gateway does', () => {
  it.each(['/api/courses/%E0%A4%A', '/api/certificates/verify/%ZZ', '/api/courses/%'])(
    'answers 400 for the undecodable path %s',
    async (path) => {
      const res = await api(path);
      expect(res).toEqual({ status: 400, body: { message: 'Malformed URL encoding in the path' } });
    },
  );

  it('answers 400 for undecodable percent-encoding in the query string, not a silently changed value', async () => {
    const res = await api('/api/courses?search=%E0%A4');
    expect(res).toEqual({ status: 400, body: { message: 'Malformed URL encoding in the query string' } });
    // Well-formed encoding still reaches the route.
    expect((await api('/api/courses?search=%E0%A4%B9')).status).toBe(200);
  });

  it('reads every target as a path: `//[` and `//host/api/...` match no route (no 502, no other host)', async () => {
    for (const target of ['//[', '//evil.example/api/health']) {
      const res = await get(target);
      expect(res.status, target).toBe(404);
      expect(JSON.parse(res.body), target).toEqual({ message: 'Not Found' });
    }
  });

  it('answers a header it cannot parse with a JSON 400', async () => {
    const res = await get('/api/health', 'X-Broken: a\u0001b\r\n');
    expect(res.status).toBe(400);
    expect(res.contentType).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toEqual({ message: 'Bad Request' });
  });
});

describe('the local Razorpay stand-in answers a body it cannot read with a JSON 400', () => {
  const basicAuth = `Basic ${Buffer.from(`${localRazorpay.keyId}:${localRazorpay.keySecret}`).toString('base64')}`;

  it.each([
    ['/razorpay/v1/orders', 'not json', 'The request body is not valid JSON'],
    ['/razorpay/v1/orders', 'null', 'The request body must be a JSON object'],
    ['/razorpay/test-checkout/pay', '{"order_id":', 'The request body is not valid JSON'],
    ['/razorpay/test-checkout/pay', '[]', 'The request body must be a JSON object'],
  ])('POST %s with %j answers 400', async (path, rawBody, description) => {
    const res = await api(path, { method: 'POST', rawBody, headers: { authorization: basicAuth } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', description }) });
  });
});
