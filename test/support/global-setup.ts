import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/ports';
import { seed } from '../../infra/local/seed';
import { freeStackPorts, startLocalStack } from '../../infra/local/stack';
import { watchHandlerCommands } from './handler-commands';
import { startPreview } from './web-preview';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    webUrl: string;
    /** The production web build the e2e project serves at webUrl ('' in the other projects). */
    webDir: string;
    dynamoEndpoint: string;
    cognitoEndpoint: string;
    s3Endpoint: string;
    secretsEndpoint: string;
    /** The SES v2 stand-in (aws-ses-v2-local): its /store holds the mails sent. */
    sesEndpoint: string;
    /** The SQS stand-in and its queue of failed scheduled runs. */
    scheduledFailures: { endpoint: string; queueUrl: string };
    /** The SQS stand-in and its queue of stream records the consumers gave up on. */
    streamFailures: { endpoint: string; queueUrl: string };
    /**
     * `GET` it to wait until what was written has reached the stream consumers, the queues' handlers (transcoding)
     * and SES events (test/support/events.ts).
     */
    settledUrl: string;
    /** The SQS stand-in and the transcoding queue (TRANSCODE_QUEUE_URL) with its dead-letter queue. */
    transcodeQueue: { endpoint: string; queueUrl: string; deadLetterQueueUrl: string };
    /** The video origin (CloudFront's `/hls/*` behaviour with signed cookies; VIDEO_ORIGIN_URL). */
    videoOriginUrl: string;
    userPoolId: string;
    userPoolClientId: string;
    dataDir: string;
    scanGuard: ScanGuardReport;
  }
}

/** What the Scan guard found when it was installed (the no-scan test checks it). */
export interface ScanGuardReport {
  /** A Scan sent through the handlers' client was refused before it reached DynamoDB. */
  refusesScan: boolean;
  /** Commands the guard saw while the gateway answered one request: it sits on the client the handlers use. */
  sawHandlerCommands: string[];
  /** Where each Scan refused during the run is written (one line each: the command and its caller's stack). */
  logFile: string;
}

/** Refused on request paths: a Scan reads the whole table (and PartiQL without a key condition is a Scan). */
const REFUSED_COMMANDS = new Set(['Scan', 'ExecuteStatement', 'BatchExecuteStatement']);

/**
 * Starts the real local stack (DynamoDB Local, cognito-local, s3rver, gateway) on free ports with a
 * throw-away data folder and the demo users; the e2e project also gets the production web build.
 * Everything is torn down after the run.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-test-'));
  const ports = await freeStackPorts();
  const stack = await startLocalStack({ dataDir, ports });
  await seed();
  // The demo's uploaded lessons are transcoded (and its mails sent) before any test looks.
  await stack.settled();
  const scanGuard = await guardAgainstScans(stack.apiUrl, path.join(dataDir, 'refused-scans.log'));
  let stopWeb: (() => Promise<void>) | undefined;
  let webUrl = '';
  let webDir = '';
  if (project.name === 'e2e') {
    const web = await startPreview(await freePort(), stack.apiUrl);
    stopWeb = web.stop;
    webUrl = web.url;
    webDir = web.outDir;
  }
  project.provide('apiUrl', stack.apiUrl);
  project.provide('webUrl', webUrl);
  project.provide('webDir', webDir);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('cognitoEndpoint', stack.cognitoEndpoint);
  project.provide('s3Endpoint', stack.s3Endpoint);
  project.provide('secretsEndpoint', stack.secretsEndpoint);
  project.provide('sesEndpoint', stack.sesEndpoint);
  project.provide('scheduledFailures', stack.scheduledFailures);
  project.provide('streamFailures', stack.streamFailures);
  project.provide('settledUrl', stack.settledUrl);
  project.provide('transcodeQueue', stack.transcodeQueue);
  project.provide('videoOriginUrl', stack.videoOriginUrl);
  project.provide('userPoolId', stack.pool.userPoolId);
  project.provide('userPoolClientId', stack.pool.userPoolClientId);
  project.provide('dataDir', dataDir);
  project.provide('scanGuard', scanGuard);
  return async () => {
    if (existsSync(scanGuard.logFile))
      console.error(`Request paths sent a Scan during this run:\n${readFileSync(scanGuard.logFile, 'utf8')}`);
    await stopWeb?.();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * No request path may Scan. The gateway runs the handlers in this process, on the client `db()` returns, so a
 * middleware on that client refuses every Scan before it is sent: the handler answers 500 and the test that
 * made the call fails. Each refusal is also written to `logFile`. Handlers do not know about it; only the test
 * stack's wiring differs. (Tests' own clients, e.g. payments.test.ts's `testDb()`, are not guarded.)
 */
async function guardAgainstScans(apiUrl: string, logFile: string): Promise<ScanGuardReport> {
  // The very module instance the gateway's handlers import (the stack has set the environment by now).
  const { db } = await import('../../functions/src/lib/clients');
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const seen: string[] = [];
  await watchHandlerCommands((command) => {
    if (seen.length < 100) seen.push(command);
    if (REFUSED_COMMANDS.has(command)) {
      // Past this function's frame and the watcher's: the frames of whoever sent the command.
      const where = new Error().stack?.split('\n').slice(3, 13).join('\n') ?? '';
      appendFileSync(logFile, `${command} refused\n${where}\n\n`);
      throw Object.assign(new Error(`${command} on a request path (refused by the test stack)`), {
        name: 'ScanRefusedInTests',
      });
    }
  }, 'initialize');
  // Prove it: a Scan through the handlers' client is refused, and a request through the gateway passes the guard.
  const refusesScan = await db()
    .send(new ScanCommand({ TableName: 'academy', Limit: 1 }))
    .then(
      () => false,
      (error: Error) => error.name === 'ScanRefusedInTests',
    );
  rmSync(logFile, { force: true }); // the self-check's refusal is not a request path's
  seen.length = 0;
  const res = await fetch(`${apiUrl}/api/courses?limit=1`);
  await res.arrayBuffer();
  return { refusesScan, sawHandlerCommands: [...seen], logFile };
}
