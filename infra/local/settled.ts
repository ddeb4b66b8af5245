import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The one door of the local stack that no AWS service has: `GET /settled` answers 200 once `settled()` resolves
 * (every record written before the request has reached its stream consumers, the queues are empty with no handler
 * running, and the mails sent have had their SES events), 503 when it fails. The handlers run in the stack's process; the test workers are other processes and
 * wait through this (test/support/events.ts). On a free port of 127.0.0.1.
 */
export async function startSettledEndpoint(settled: () => Promise<void>) {
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || req.url !== '/settled') return answer(404, { message: 'Not found' });
    settled().then(
      () => answer(200, { settled: true }),
      (error: Error) => answer(503, { message: error.message }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/settled`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
