import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';

const ACCOUNT = '000000000000';
const REGION = 'ap-south-1';
const md5 = (data: string | Buffer) => createHash('md5').update(data).digest('hex');

/** A message attribute as SQS's JSON protocol carries it. */
interface MessageAttribute {
  DataType: string;
  StringValue?: string;
  /** base64 on the wire */
  BinaryValue?: string;
}

/** The queue's ARN, as SQS names it (a redrive policy's `deadLetterTargetArn` is one). */
export const queueArn = (name: string) => `arn:aws:sqs:${REGION}:${ACCOUNT}:${name}`;

/**
 * A local stand-in for Amazon SQS that speaks its JSON protocol (`POST` with `X-Amz-Target: AmazonSQS.<Operation>`,
 * queue URLs `http://127.0.0.1:<port>/000000000000/<name>`), so the SDK's SQSClient talks to it as to AWS. It holds
 * the queue the local stack's scheduled runs fail into (infra/local/scheduler.ts plays Lambda's on-failure
 * destination) and the queues of `queueConsumers` with their dead-letter queues (infra/local/queues.ts), in memory.
 *
 * Operations: CreateQueue (attributes `VisibilityTimeout`, `RedrivePolicy`), GetQueueUrl, SendMessage and
 * SendMessageBatch (`DelaySeconds`, message attributes), ReceiveMessage (visibility timeout, no long polling; the
 * system attributes and message attributes asked for, as SQS answers only those), DeleteMessage,
 * DeleteMessageBatch, ChangeMessageVisibility, GetQueueAttributes (QueueArn, VisibilityTimeout, RedrivePolicy,
 * ApproximateNumberOfMessages, ApproximateNumberOfMessagesNotVisible, ApproximateNumberOfMessagesDelayed).
 * Redrive as SQS does it: a message about to be received once more than the redrive policy's `maxReceiveCount`
 * moves to the dead-letter queue instead (same id, body and attributes). Signatures are not checked; errors carry
 * SQS's `__type` and status 400.
 */
export async function startSqs(port: number) {
  interface Message {
    id: string;
    body: string;
    attributes: Record<string, MessageAttribute>;
    receipt?: string;
    visibleAt: number;
    receiveCount: number;
    sentAt: number;
    firstReceivedAt?: number;
  }
  interface Queue {
    name: string;
    messages: Message[];
    visibilityTimeout: number;
    redrive?: { deadLetterTargetArn: string; maxReceiveCount: number };
  }
  const base = `http://127.0.0.1:${port}`;
  const queues = new Map<string, Queue>();
  const urlOf = (name: string) => `${base}/${ACCOUNT}/${name}`;

  class ApiError extends Error {
    constructor(
      readonly type: string,
      message: string,
    ) {
      super(message);
    }
  }
  const invalid = (message: string) => new ApiError('com.amazonaws.sqs#InvalidParameterValue', message);
  const queueOf = (url: unknown): Queue => {
    const name = typeof url === 'string' ? url.split('/').pop() : undefined;
    const queue = name ? queues.get(name) : undefined;
    if (!queue)
      throw new ApiError('com.amazonaws.sqs#QueueDoesNotExist', 'The specified queue does not exist.');
    return queue;
  };
  const redriveOf = (text: string): Queue['redrive'] => {
    let policy: { deadLetterTargetArn?: unknown; maxReceiveCount?: unknown };
    try {
      policy = JSON.parse(text);
    } catch {
      throw invalid(
        'Value for parameter RedrivePolicy is invalid. Reason: Redrive policy is not a valid JSON.',
      );
    }
    const maxReceiveCount = Number(policy.maxReceiveCount);
    if (
      typeof policy.deadLetterTargetArn !== 'string' ||
      !Number.isInteger(maxReceiveCount) ||
      maxReceiveCount < 1
    )
      throw invalid('Value for parameter RedrivePolicy is invalid.');
    return { deadLetterTargetArn: policy.deadLetterTargetArn, maxReceiveCount };
  };
  const visibilityOf = (value: unknown, name: string): number => {
    const seconds = Number(value);
    if (!Number.isInteger(seconds) || seconds < 0 || seconds > 43_200)
      throw invalid(`Value ${String(value)} for parameter ${name} is invalid.`);
    return seconds;
  };

  /** What a message is sent with, checked as SQS checks it; `enqueue` puts it on the queue. */
  const newMessage = (input: Record<string, unknown>) => {
    const body = String(input.MessageBody ?? '');
    if (!body) throw new ApiError('com.amazonaws.sqs#MissingParameter', 'MessageBody is required.');
    if (Buffer.byteLength(body) > 262_144)
      throw invalid('One or more parameters are invalid. Reason: Message must be shorter than 262144 bytes.');
    const delay = input.DelaySeconds === undefined ? 0 : Number(input.DelaySeconds);
    if (!Number.isInteger(delay) || delay < 0 || delay > 900)
      throw invalid(`Value ${String(input.DelaySeconds)} for parameter DelaySeconds is invalid.`);
    const attributes = (input.MessageAttributes ?? {}) as Record<string, MessageAttribute>;
    const now = Date.now();
    const message: Message = {
      id: randomUUID(),
      body,
      attributes,
      visibleAt: now + delay * 1000,
      receiveCount: 0,
      sentAt: now,
    };
    const attributesMd5 = Object.keys(attributes).length > 0 ? md5OfAttributes(attributes) : undefined;
    return {
      message,
      answer: {
        MessageId: message.id,
        MD5OfMessageBody: md5(body),
        ...(attributesMd5 ? { MD5OfMessageAttributes: attributesMd5 } : {}),
      },
    };
  };

  /** One entry of a batch request: its own answer or its own error, as SQS answers batches. */
  const batch = (
    input: Record<string, unknown>,
    each: (entry: Record<string, unknown>) => Record<string, unknown>,
  ) => {
    const entries = (input.Entries ?? []) as Record<string, unknown>[];
    if (entries.length === 0)
      throw new ApiError(
        'com.amazonaws.sqs#EmptyBatchRequest',
        'There should be at least one entry in the request.',
      );
    if (entries.length > 10)
      throw new ApiError(
        'com.amazonaws.sqs#TooManyEntriesInBatchRequest',
        'Maximum number of entries per request are 10.',
      );
    const ids = entries.map((e) => String(e.Id ?? ''));
    if (new Set(ids).size !== ids.length)
      throw new ApiError(
        'com.amazonaws.sqs#BatchEntryIdsNotDistinct',
        'Two or more batch entries have the same Id.',
      );
    const Successful: Record<string, unknown>[] = [];
    const Failed: Record<string, unknown>[] = [];
    for (const entry of entries) {
      try {
        Successful.push({ Id: entry.Id, ...each(entry) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        Failed.push({
          Id: entry.Id,
          SenderFault: true,
          Code: error.type.split('#')[1],
          Message: error.message,
        });
      }
    }
    return { Successful, Failed };
  };

  const deleteMessage = (queue: Queue, receipt: unknown) => {
    const at = queue.messages.findIndex((m) => m.receipt !== undefined && m.receipt === receipt);
    if (at < 0)
      throw new ApiError('com.amazonaws.sqs#ReceiptHandleIsInvalid', 'The receipt handle is not valid.');
    queue.messages.splice(at, 1);
  };

  /** Moves the visible messages received `maxReceiveCount` times already to the dead-letter queue (SQS's redrive). */
  const redrive = (queue: Queue, now: number) => {
    if (!queue.redrive) return;
    const target = [...queues.values()].find((q) => queueArn(q.name) === queue.redrive?.deadLetterTargetArn);
    if (!target) return; // SQS keeps them where they are while the dead-letter queue does not exist
    const max = queue.redrive.maxReceiveCount;
    for (const m of queue.messages.filter((m) => m.visibleAt <= now && m.receiveCount >= max)) {
      queue.messages.splice(queue.messages.indexOf(m), 1);
      target.messages.push({ ...m, receipt: undefined, visibleAt: now });
    }
  };

  const counts = (queue: Queue, now: number) => {
    const delayed = queue.messages.filter((m) => m.visibleAt > now && m.receiveCount === 0).length;
    const visible = queue.messages.filter((m) => m.visibleAt <= now).length;
    return { visible, delayed, inFlight: queue.messages.length - visible - delayed };
  };

  const operations: Record<string, (input: Record<string, unknown>) => unknown> = {
    CreateQueue(input) {
      const name = String(input.QueueName ?? '');
      if (!/^[A-Za-z0-9_-]{1,80}(\.fifo)?$/.test(name)) throw invalid('Invalid QueueName.');
      const attributes = (input.Attributes ?? {}) as Record<string, string>;
      const visibilityTimeout =
        attributes.VisibilityTimeout === undefined
          ? 30
          : visibilityOf(attributes.VisibilityTimeout, 'VisibilityTimeout');
      const redrivePolicy = attributes.RedrivePolicy ? redriveOf(attributes.RedrivePolicy) : undefined;
      const existing = queues.get(name);
      if (!existing) queues.set(name, { name, messages: [], visibilityTimeout, redrive: redrivePolicy });
      else if (
        (attributes.VisibilityTimeout !== undefined && existing.visibilityTimeout !== visibilityTimeout) ||
        (attributes.RedrivePolicy !== undefined &&
          JSON.stringify(existing.redrive) !== JSON.stringify(redrivePolicy))
      )
        throw new ApiError(
          'com.amazonaws.sqs#QueueNameExists',
          'A queue already exists with the same name and a different value for attribute(s) VisibilityTimeout, RedrivePolicy',
        );
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
      const { message, answer } = newMessage(input);
      queue.messages.push(message);
      return answer;
    },
    SendMessageBatch(input) {
      const queue = queueOf(input.QueueUrl);
      return batch(input, (entry) => {
        const { message, answer } = newMessage(entry);
        queue.messages.push(message);
        return answer;
      });
    },
    ReceiveMessage(input) {
      const queue = queueOf(input.QueueUrl);
      const max = Number(input.MaxNumberOfMessages ?? 1);
      if (!Number.isInteger(max) || max < 1 || max > 10)
        throw invalid(
          `Value ${String(input.MaxNumberOfMessages)} for parameter MaxNumberOfMessages is invalid.`,
        );
      const hideFor =
        (input.VisibilityTimeout === undefined
          ? queue.visibilityTimeout
          : visibilityOf(input.VisibilityTimeout, 'VisibilityTimeout')) * 1000;
      const now = Date.now();
      redrive(queue, now);
      const taken = queue.messages.filter((m) => m.visibleAt <= now).slice(0, max);
      for (const m of taken) {
        m.receipt = randomUUID();
        m.visibleAt = now + hideFor;
        m.receiveCount += 1;
        m.firstReceivedAt ??= now;
      }
      const systemNames = [
        ...((input.AttributeNames ?? []) as string[]),
        ...((input.MessageSystemAttributeNames ?? []) as string[]),
      ];
      const attributeNames = (input.MessageAttributeNames ?? []) as string[];
      return {
        Messages: taken.map((m) => {
          const system = systemAttributes(m, systemNames);
          const attributes = pickAttributes(m.attributes, attributeNames);
          return {
            MessageId: m.id,
            ReceiptHandle: m.receipt,
            MD5OfBody: md5(m.body),
            Body: m.body,
            ...(Object.keys(system).length > 0 ? { Attributes: system } : {}),
            ...(Object.keys(attributes).length > 0
              ? { MessageAttributes: attributes, MD5OfMessageAttributes: md5OfAttributes(attributes) }
              : {}),
          };
        }),
      };
    },
    DeleteMessage(input) {
      deleteMessage(queueOf(input.QueueUrl), input.ReceiptHandle);
      return {};
    },
    DeleteMessageBatch(input) {
      const queue = queueOf(input.QueueUrl);
      return batch(input, (entry) => {
        deleteMessage(queue, entry.ReceiptHandle);
        return {};
      });
    },
    ChangeMessageVisibility(input) {
      const queue = queueOf(input.QueueUrl);
      const seconds = visibilityOf(input.VisibilityTimeout, 'VisibilityTimeout');
      const message = queue.messages.find(
        (m) => m.receipt !== undefined && m.receipt === input.ReceiptHandle,
      );
      if (!message)
        throw new ApiError('com.amazonaws.sqs#ReceiptHandleIsInvalid', 'The receipt handle is not valid.');
      if (message.visibleAt <= Date.now())
        throw new ApiError(
          'com.amazonaws.sqs#MessageNotInflight',
          'Value for parameter ReceiptHandle is invalid. Reason: Message does not exist or is not available for visibility timeout change.',
        );
      message.visibleAt = Date.now() + seconds * 1000;
      return {};
    },
    GetQueueAttributes(input) {
      const queue = queueOf(input.QueueUrl);
      const now = Date.now();
      redrive(queue, now);
      const { visible, delayed, inFlight } = counts(queue, now);
      const all: Record<string, string> = {
        QueueArn: queueArn(queue.name),
        VisibilityTimeout: String(queue.visibilityTimeout),
        ApproximateNumberOfMessages: String(visible),
        ApproximateNumberOfMessagesNotVisible: String(inFlight),
        ApproximateNumberOfMessagesDelayed: String(delayed),
        ...(queue.redrive ? { RedrivePolicy: JSON.stringify(queue.redrive) } : {}),
      };
      const names = (input.AttributeNames ?? []) as string[];
      return {
        Attributes: names.includes('All')
          ? all
          : Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name))),
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

/** The system attributes ReceiveMessage answers: only those asked for (`All` for every one), as SQS does. */
function systemAttributes(
  m: { receiveCount: number; sentAt: number; firstReceivedAt?: number },
  names: string[],
): Record<string, string> {
  const all: Record<string, string> = {
    ApproximateReceiveCount: String(m.receiveCount),
    SentTimestamp: String(m.sentAt),
    ApproximateFirstReceiveTimestamp: String(m.firstReceivedAt ?? m.sentAt),
    SenderId: 'AIDAIENQZJOLO23YVJ4VO',
  };
  if (names.includes('All')) return all;
  return Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name)));
}

/** The message attributes asked for: `All`, `.*`, a name, or a prefix ending in `.*`. */
function pickAttributes(
  attributes: Record<string, MessageAttribute>,
  names: string[],
): Record<string, MessageAttribute> {
  const wanted = (name: string) =>
    names.some(
      (n) => n === 'All' || n === '.*' || n === name || (n.endsWith('.*') && name.startsWith(n.slice(0, -1))),
    );
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => wanted(name)));
}

/**
 * SQS's MD5 of message attributes: for each attribute by name, the name, the data type (each with its 4-byte
 * length), 1 and the string or 2 and the bytes (with their length).
 */
function md5OfAttributes(attributes: Record<string, MessageAttribute>): string {
  const parts: Buffer[] = [];
  const withLength = (bytes: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    parts.push(length, bytes);
  };
  for (const name of Object.keys(attributes).sort()) {
    const a = attributes[name]!;
    withLength(Buffer.from(name, 'utf8'));
    withLength(Buffer.from(a.DataType, 'utf8'));
    if (a.BinaryValue !== undefined) {
      parts.push(Buffer.from([2]));
      withLength(Buffer.from(a.BinaryValue, 'base64'));
    } else {
      parts.push(Buffer.from([1]));
      withLength(Buffer.from(a.StringValue ?? '', 'utf8'));
    }
  }
  return md5(Buffer.concat(parts));
}
