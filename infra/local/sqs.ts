import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';

const ACCOUNT = '000000000000';
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * A local stand-in for Amazon SQS that speaks its JSON protocol (`POST` with `X-Amz-Target: AmazonSQS.<Operation>`,
 * queue URLs `http://127.0.0.1:<port>/000000000000/<name>`), so the SDK's SQSClient talks to it as to AWS. It holds
 * the queue the local stack's scheduled runs fail into (infra/local/scheduler.ts plays Lambda's on-failure
 * destination), in memory.
 *
 * Operations: CreateQueue, GetQueueUrl, SendMessage, ReceiveMessage (visibility timeout, no long polling),
 * DeleteMessage, GetQueueAttributes (ApproximateNumberOfMessages, ApproximateNumberOfMessagesNotVisible).
 * Signatures are not checked; errors carry SQS's `__type` and status 400.
 */
export async function startSqs(port: number) {
  interface Message {
    id: string;
    body: string;
    receipt?: string;
    visibleAt: number;
    receiveCount: number;
    sentAt: number;
  }
  const base = `http://127.0.0.1:${port}`;
  const queues = new Map<string, Message[]>();
  const urlOf = (name: string) => `${base}/${ACCOUNT}/${name}`;

  class ApiError extends Error {
    constructor(
      readonly type: string,
      message: string,
    ) {
      super(message);
    }
  }
  const queueOf = (url: unknown): Message[] => {
    const name = typeof url === 'string' ? url.split('/').pop() : undefined;
    const queue = name ? queues.get(name) : undefined;
    if (!queue)
      throw new ApiError('com.amazonaws.sqs#QueueDoesNotExist', 'The specified queue does not exist.');
    return queue;
  };

  const operations: Record<string, (input: Record<string, unknown>) => unknown> = {
    CreateQueue(input) {
      const name = String(input.QueueName ?? '');
      if (!/^[A-Za-z0-9_-]{1,80}(\.fifo)?$/.test(name))
        throw new ApiError('com.amazonaws.sqs#InvalidParameterValue', 'Invalid QueueName.');
      if (!queues.has(name)) queues.set(name, []);
      return { QueueUrl: urlOf(name) };
    },
    GetQueueUrl(input) {
      const name = String(input.QueueName ?? '');
      if (!queues.has(name))
        throw new ApiError('com.amazonaws.sqs#QueueDoesNotExist', 'The specified queue does not exist.');
      return { QueueUrl: urlOf(name) };
    },
    SendMessage(input) {
      const queue = queueOf(input.QueueUrl);
      const body = String(input.MessageBody ?? '');
      if (!body) throw new ApiError('com.amazonaws.sqs#MissingParameter', 'MessageBody is required.');
      const message = { id: randomUUID(), body, visibleAt: 0, receiveCount: 0, sentAt: Date.now() };
      queue.push(message);
      return { MessageId: message.id, MD5OfMessageBody: md5(body) };
    },
    ReceiveMessage(input) {
      const queue = queueOf(input.QueueUrl);
      const max = Math.min(10, Math.max(1, Number(input.MaxNumberOfMessages ?? 1)));
      const hideFor = Number(input.VisibilityTimeout ?? 30) * 1000;
      const now = Date.now();
      const taken = queue.filter((m) => m.visibleAt <= now).slice(0, max);
      for (const m of taken) {
        m.receipt = randomUUID();
        m.visibleAt = now + hideFor;
        m.receiveCount += 1;
      }
      return {
        Messages: taken.map((m) => ({
          MessageId: m.id,
          ReceiptHandle: m.receipt,
          MD5OfBody: md5(m.body),
          Body: m.body,
          Attributes: { ApproximateReceiveCount: String(m.receiveCount), SentTimestamp: String(m.sentAt) },
        })),
      };
    },
    DeleteMessage(input) {
      const queue = queueOf(input.QueueUrl);
      const at = queue.findIndex((m) => m.receipt !== undefined && m.receipt === input.ReceiptHandle);
      if (at < 0)
        throw new ApiError('com.amazonaws.sqs#ReceiptHandleIsInvalid', 'The receipt handle is not valid.');
      queue.splice(at, 1);
      return {};
    },
    GetQueueAttributes(input) {
      const queue = queueOf(input.QueueUrl);
      const now = Date.now();
      const visible = queue.filter((m) => m.visibleAt <= now).length;
      return {
        Attributes: {
          ApproximateNumberOfMessages: String(visible),
          ApproximateNumberOfMessagesNotVisible: String(queue.length - visible),
        },
      };
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const reply = (status: number, body: unknown, queryError?: string) => {
        res.writeHead(status, {
          'content-type': 'application/x-amz-json-1.0',
          ...(queryError ? { 'x-amzn-query-error': queryError } : {}),
        });
        res.end(JSON.stringify(body));
      };
      const operation = target.startsWith('AmazonSQS.') ? operations[target.slice(10)] : undefined;
      if (req.method !== 'POST' || !operation)
        return reply(400, { __type: 'com.amazonaws.sqs#UnsupportedOperation', message: `Unknown ${target}` });
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        reply(200, operation(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
      } catch (error) {
        if (error instanceof ApiError)
          return reply(
            400,
            { __type: error.type, message: error.message },
            `${error.type.split('#')[1]};Sender`,
          );
        reply(500, { __type: 'com.amazonaws.sqs#InternalError', message: String(error) });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    endpoint: base,
    /** Creates a queue (or finds it) and gives its URL. */
    queue(name: string): string {
      operations.CreateQueue!({ QueueName: name });
      return urlOf(name);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
