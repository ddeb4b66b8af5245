import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ensurePool, startCognito } from './cognito';
import { ensureTable, localCredentials, startDynamo } from './dynamo';
import { type Invocation, startGateway } from './gateway';
import { localPdfEnvironment } from './pdf-assets';
import { freePort } from './ports';
import { startQueueRunner } from './queues';
import { localRazorpay, razorpayStandIn } from './razorpay';
import { startS3 } from './s3';
import { localEmailTokenSecret, localOriginSecret, localSecretIds, startSecrets } from './secrets';
import { localSellerEnvironment } from './seller';
import { localEmailEnv, startSes } from './ses';
import { addressList, startSesEvents } from './ses-events';
import { startSettledEndpoint } from './settled';
import { startSqs } from './sqs';
import { localStoreTimeouts } from './store-timeouts';
import { startStreamPoller } from './streams';
import { localVideoSigningKeys, startVideoOrigin } from './video-origin';

export interface StackPorts {
  api: number;
  dynamo: number;
  cognito: number;
  s3: number;
  secrets: number;
  sqs: number;
  ses: number;
  /** The video origin (CloudFront's `/hls/*` behaviour; infra/local/video-origin.ts). */
  videoOrigin: number;
}

/** Ports the OS says are free now, one for each service of the stack (tests, benches, screenshots). */
export async function freeStackPorts(): Promise<StackPorts> {
  return {
    api: await freePort(),
    dynamo: await freePort(),
    cognito: await freePort(),
    s3: await freePort(),
    secrets: await freePort(),
    sqs: await freePort(),
    ses: await freePort(),
    videoOrigin: await freePort(),
  };
}

export interface StackOptions {
  dataDir: string;
  ports: StackPorts;
  /** The web app's address (certificate QR codes point at its /verify page). @default http://localhost:5173 */
  publicSiteUrl?: string;
  onLog?: (line: string) => void;
  /** After each handler invocation through the gateway (the cost bench counts them). */
  onInvoke?: (invocation: Invocation) => void;
  /** DynamoDB Local in memory rather than under `dataDir` (lost when it stops): for the scale bench's big seed. */
  dynamoInMemory?: boolean;
}

export const TABLE_NAME = 'academy';
/**
 * The local failures queue (on AWS: the `ScheduledFailures` queue of infra/lib/schedule.ts): scheduled runs that
 * failed every attempt, and the stream consumers' batches they gave up on (infra/local/streams.ts), as on AWS.
 */
export const SCHEDULED_FAILURES_QUEUE = 'academy-scheduled-failures';
/**
 * s3rver's buckets: `site` stands in for the site bucket's course-media/ folder (the web servers proxy to it);
 * `invoices` for the tax documents' bucket (issue 39); `exports` for the data exports' (issue 41).
 */
export const buckets = {
  videos: 'academy-videos',
  certificates: 'academy-certificates',
  site: 'academy-site',
  invoices: 'academy-invoices',
  exports: 'academy-exports',
} as const;

/** The queue consumer whose queue the transcode planner sends its tasks to (TRANSCODE_QUEUE_URL). */
const TRANSCODE_CONSUMER = 'transcodeTask';

/**
 * DynamoDB Local, cognito-local, s3rver, the Secrets Manager and SQS stand-ins, the queue runner, the video origin
 * and the gateway, with all state under `dataDir` (the secrets are made from configuration at each start; the video
 * signing key pair once per `dataDir`).
 * It also sets this process's environment exactly as CDK sets each Lambda's, because the gateway
 * runs the handler modules in this process.
 */
export async function startLocalStack(options: StackOptions) {
  const { dataDir, ports } = options;
  const children: ChildProcess[] = [];
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : Promise.resolve())),
    );
  };
  try {
    // Checked before anything starts: a bad GSTIN stops the stack here, not at the first invoice.
    const seller = localSellerEnvironment();
    const pdfAssets = localPdfEnvironment();
    const [dynamo, cognito, s3] = await Promise.all([
      startDynamo(ports.dynamo, options.dynamoInMemory ? null : path.join(dataDir, 'dynamodb')).then((d) => {
        children.push(d.process);
        return d;
      }),
      startCognito(ports.cognito, path.join(dataDir, 'cognito')).then((c) => {
        children.push(c.process);
        return c;
      }),
      startS3(ports.s3, path.join(dataDir, 's3'), Object.values(buckets)).then((s) => {
        stops.push(s.stop); // the same function, so storeSwitches can take it out again
        return s;
      }),
    ]);
    const [pool] = await Promise.all([
      ensurePool(cognito.endpoint, path.join(dataDir, 'cognito')),
      ensureTable(dynamo.endpoint, TABLE_NAME),
    ]);
    const secrets = await startSecrets(ports.secrets);
    stops.push(secrets.stop);
    // The queue scheduled runs fail into (Lambda's on-failure destination on AWS; infra/local/scheduler.ts).
    const sqs = await startSqs(ports.sqs);
    stops.push(sqs.stop);
    const scheduledFailures = { endpoint: sqs.endpoint, queueUrl: sqs.queue(SCHEDULED_FAILURES_QUEUE) };
    // The stream consumers' on-failure destination is the same queue, as on AWS (infra/lib/events.ts).
    const streamFailures = scheduledFailures;
    // SES v2 with a web inbox (infra/local/ses.ts): every mail the academy sends locally lands there.
    const ses = await startSes(ports.ses);
    stops.push(ses.stop);
    const originSecret = localOriginSecret();
    const razorpayKeys = {
      keyId: process.env.RAZORPAY_KEY_ID ?? localRazorpay.keyId,
      keySecret: process.env.RAZORPAY_KEY_SECRET ?? localRazorpay.keySecret,
      webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET ?? localRazorpay.webhookSecret,
    };
    // The handlers read these at run time, by name, as on AWS (CDK creates or names them; docs/deploy.md).
    secrets.ensure(localSecretIds.origin, JSON.stringify({ current: originSecret }));
    secrets.ensure(localSecretIds.razorpayKeySecret, razorpayKeys.keySecret);
    secrets.ensure(localSecretIds.razorpayWebhookSecret, razorpayKeys.webhookSecret);
    secrets.ensure(localSecretIds.emailToken, localEmailTokenSecret());
    // CloudFront's key pair for the video cookies: the API signs with the private key (from Secrets Manager, as on
    // AWS), the video origin checks with the public one (the behaviour's trusted key group).
    const videoKeys = localVideoSigningKeys(dataDir);
    secrets.ensure(localSecretIds.videoSigningKey, videoKeys.privateKey);
    // Lambda's SQS event source mappings (queueConsumers): the queues and their dead-letter queues exist from here
    // on; they are empty at each start (the SQS stand-in keeps nothing), so no handler runs before the env is set.
    const queues = await startQueueRunner({ endpoint: sqs.endpoint, onLog: options.onLog });
    stops.push(queues.stop);
    const transcodeQueue = queues.queues[TRANSCODE_CONSUMER];
    if (!transcodeQueue)
      throw new Error(`queueConsumers has no ${TRANSCODE_CONSUMER} (shared/src/event-functions.ts)`);
    // CloudFront's `/hls/*` behaviour: the videos bucket's hls/ prefix to holders of valid signed cookies.
    const videoOrigin = await startVideoOrigin({
      port: ports.videoOrigin,
      s3Endpoint: s3.endpoint,
      bucket: buckets.videos,
      publicKeys: { [videoKeys.keyPairId]: videoKeys.publicKey },
      onLog: options.onLog,
    });
    stops.push(videoOrigin.stop);
    Object.assign(process.env, {
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      S3_ENDPOINT: s3.endpoint,
      VIDEOS_BUCKET: buckets.videos,
      PUBLIC_SITE_URL: options.publicSiteUrl ?? 'http://localhost:5173',
      CERTIFICATES_BUCKET: buckets.certificates,
      SITE_BUCKET: buckets.site,
      INVOICES_BUCKET: buckets.invoices,
      EXPORTS_BUCKET: buckets.exports,
      // The seller, the GST rate, the documents' series and the refund window (issue 39).
      ...seller,
      // The PDFs' Noto fonts and HarfBuzz wasm (issue 40): the system's and node_modules', beside the bundle on AWS.
      ...pdfAssets,
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      // Business metrics are CloudWatch log lines (lib/metrics.ts): nothing here reads them, so none are printed.
      POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
      ...localStoreTimeouts,
      SECRETS_ENDPOINT: secrets.endpoint,
      SES_ENDPOINT: ses.endpoint,
      ...localEmailEnv(),
      ORIGIN_SECRET_ID: localSecretIds.origin,
      SQS_ENDPOINT: sqs.endpoint,
      TRANSCODE_QUEUE_URL: transcodeQueue.queueUrl,
      VIDEO_SIGNING_KEY_SECRET_ID: localSecretIds.videoSigningKey,
      VIDEO_SIGNING_KEY_PAIR_ID: videoKeys.keyPairId,
      // Not a handler's: the web servers proxy VIDEO_PATH here (frontend/vite.config.ts), as CloudFront routes it.
      VIDEO_ORIGIN_URL: videoOrigin.url,
      // Razorpay: the local stand-in, mounted on the gateway, with test keys (see .env.example).
      RAZORPAY_KEY_ID: razorpayKeys.keyId,
      RAZORPAY_KEY_SECRET_ID: localSecretIds.razorpayKeySecret,
      RAZORPAY_WEBHOOK_SECRET_ID: localSecretIds.razorpayWebhookSecret,
      RAZORPAY_API_URL: `http://127.0.0.1:${ports.api}/razorpay`,
      RAZORPAY_CHECKOUT_URL: `http://localhost:${ports.api}/razorpay/checkout.js`,
    });
    const razorpay = razorpayStandIn({
      dataDir,
      apiUrl: () => `http://127.0.0.1:${ports.api}`,
      keys: razorpayKeys,
    });
    stops.push(async () => razorpay.stop());
    // Lambda's event source mappings on the table's stream, and SES's bounces and complaints through SNS: both
    // invoke the handler modules in this process. The poller starts before anything writes (the gateway, the seed).
    const streams = await startStreamPoller({
      endpoint: dynamo.endpoint,
      tableName: TABLE_NAME,
      failures: streamFailures,
      onLog: options.onLog,
    });
    stops.push(streams.stop);
    const sesEvents = startSesEvents({
      sesEndpoint: ses.endpoint,
      bouncing: addressList(process.env.SES_BOUNCE_ADDRESSES),
      complaining: addressList(process.env.SES_COMPLAINT_ADDRESSES),
      onLog: options.onLog,
    });
    stops.push(sesEvents.stop);
    /**
     * Everything written so far has reached its stream consumers, the messages sent to the queues have been handled
     * (or gone to their dead-letter queues), and the mails sent their SES events. A queue's handler writes to the
     * table (the stream) and a stream consumer sends to a queue, so it goes round until the queues had nothing to do.
     */
    const settled = async () => {
      do await streams.drained();
      while (await queues.drained());
      await sesEvents.drained();
    };
    const settledEndpoint = await startSettledEndpoint(settled);
    stops.push(settledEndpoint.stop);
    const gateway = await startGateway({
      port: ports.api,
      cognitoEndpoint: cognito.endpoint,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      originSecret,
      extra: razorpay.handle,
      onLog: options.onLog,
      onInvoke: options.onInvoke,
    });
    stops.push(gateway.stop);
    return {
      /**
       * Stops or starts DynamoDB Local, cognito-local or s3rver alone, on the same port with the same data,
       * while the rest of the stack runs on (the fault tests take a service away mid-run and bring it back; a
       * restarted cognito-local no longer reports reset codes to `onResetCode`).
       */
      faults: storeSwitches({
        ports,
        dataDir,
        children,
        stops,
        dynamo: dynamo.process,
        cognito: cognito.process,
        s3,
      }),
      apiUrl: gateway.url,
      dynamoEndpoint: dynamo.endpoint,
      cognitoEndpoint: cognito.endpoint,
      s3Endpoint: s3.endpoint,
      secretsEndpoint: secrets.endpoint,
      sesEndpoint: ses.endpoint,
      inboxUrl: ses.inboxUrl,
      scheduledFailures,
      /** The SQS stand-in and its queue of stream records the consumers gave up on. */
      streamFailures,
      /** The stream poller (Lambda's event source mappings): `drained()` resolves once it has read to the end. */
      streams,
      /** The SES event publishing stand-in: `drained()` resolves once every stored mail's events went out. */
      sesEvents,
      /**
       * Lambda's SQS event source mappings: each queue consumer's queue and dead-letter queue URLs (`queues.queues`),
       * and `drained()`, which resolves once the queues are empty and no handler runs.
       */
      queues,
      /** The SQS stand-in and the transcoding queue (TRANSCODE_QUEUE_URL) with its dead-letter queue. */
      transcodeQueue: { endpoint: sqs.endpoint, ...transcodeQueue },
      /** CloudFront's `/hls/*` behaviour (VIDEO_ORIGIN_URL): the web servers proxy VIDEO_PATH to it. */
      videoOriginUrl: videoOrigin.url,
      /** The CloudFront key pair id of the video cookies (VIDEO_SIGNING_KEY_PAIR_ID). */
      videoKeyPairId: videoKeys.keyPairId,
      settled,
      /** `GET` it to wait for `settled()` from another process (the test workers; infra/local/settled.ts). */
      settledUrl: settledEndpoint.url,
      pool,
      onResetCode: cognito.onCode,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type LocalStack = Awaited<ReturnType<typeof startLocalStack>>;

function storeSwitches(stack: {
  ports: StackPorts;
  dataDir: string;
  children: ChildProcess[];
  stops: (() => Promise<unknown>)[];
  dynamo: ChildProcess;
  cognito: ChildProcess;
  s3: Awaited<ReturnType<typeof startS3>>;
}) {
  const { ports, dataDir, children, stops } = stack;
  /** A child of the stack that a test stops and starts again; the stack's own stop must not wait for it twice. */
  const switchable = (running: ChildProcess, start: () => Promise<{ process: ChildProcess }>) => {
    let child: ChildProcess | undefined = running;
    return {
      async stop(): Promise<void> {
        const stopping = child;
        if (!stopping) return;
        child = undefined;
        children.splice(children.indexOf(stopping), 1);
        if (stopping.exitCode !== null || stopping.signalCode !== null) return;
        const exited = new Promise((resolve) => stopping.once('exit', resolve));
        stopping.kill('SIGTERM');
        await exited;
      },
      async start(): Promise<void> {
        if (child) return;
        child = (await start()).process;
        children.push(child);
      },
    };
  };
  const dynamo = switchable(stack.dynamo, () => startDynamo(ports.dynamo, path.join(dataDir, 'dynamodb')));
  const cognito = switchable(stack.cognito, () => startCognito(ports.cognito, path.join(dataDir, 'cognito')));
  let s3: Awaited<ReturnType<typeof startS3>> | undefined = stack.s3;
  return {
    stopDynamo: dynamo.stop,
    startDynamo: dynamo.start,
    stopCognito: cognito.stop,
    startCognito: cognito.start,
    async stopS3(): Promise<void> {
      const server = s3;
      if (!server) return;
      s3 = undefined;
      stops.splice(stops.indexOf(server.stop), 1);
      await server.stop();
    },
    async startS3(): Promise<void> {
      if (s3) return;
      s3 = await startS3(ports.s3, path.join(dataDir, 's3'), Object.values(buckets));
      stops.push(s3.stop);
    },
  };
}
