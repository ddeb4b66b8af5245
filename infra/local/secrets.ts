import { randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * A local stand-in for AWS Secrets Manager that speaks its wire protocol (JSON 1.1: `POST /` with
 * `X-Amz-Target: secretsmanager.<Operation>`), so the handlers' SecretsManagerClient (through Powertools
 * Parameters, functions/src/lib/secrets.ts) talks to it exactly as to AWS; only SECRETS_ENDPOINT differs.
 * It keeps the secrets in memory: the local stack creates them from its configuration at every start.
 *
 * Operations: CreateSecret, PutSecretValue (the new value becomes AWSCURRENT, the one before AWSPREVIOUS),
 * GetSecretValue (by name or ARN, AWSCURRENT or the stage asked for), DescribeSecret. Signatures are not
 * checked (as DynamoDB Local and s3rver do not); errors have Secrets Manager's `__type` and status 400.
 */
export async function startSecrets(port: number) {
  interface Version {
    id: string;
    value: string;
    stages: string[];
    created: number;
  }
  const secrets = new Map<string, { arn: string; name: string; versions: Version[] }>();
  const arnOf = (name: string) =>
    `arn:aws:secretsmanager:ap-south-1:000000000000:secret:${name}-${randomUUID().slice(0, 6)}`;
  const find = (id: unknown) =>
    typeof id === 'string' ? (secrets.get(id) ?? [...secrets.values()].find((s) => s.arn === id)) : undefined;

  class ApiError extends Error {
    constructor(
      readonly type: string,
      message: string,
    ) {
      super(message);
    }
  }
  const notFound = () =>
    new ApiError('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");

  const putValue = (secret: { versions: Version[] }, value: string): Version => {
    for (const v of secret.versions) {
      v.stages = v.stages.filter((s) => s !== 'AWSPREVIOUS');
      if (v.stages.includes('AWSCURRENT')) v.stages = ['AWSPREVIOUS'];
    }
    const version = { id: randomUUID(), value, stages: ['AWSCURRENT'], created: Date.now() / 1000 };
    secret.versions.push(version);
    return version;
  };

  const operations: Record<string, (input: Record<string, unknown>) => unknown> = {
    CreateSecret(input) {
      const name = String(input.Name ?? '');
      if (!name) throw new ApiError('InvalidParameterException', 'Name is required.');
      if (secrets.has(name))
        throw new ApiError(
          'ResourceExistsException',
          `The operation failed because the secret ${name} already exists.`,
        );
      const secret = { arn: arnOf(name), name, versions: [] as Version[] };
      secrets.set(name, secret);
      const version =
        typeof input.SecretString === 'string' ? putValue(secret, input.SecretString) : undefined;
      return { ARN: secret.arn, Name: name, VersionId: version?.id };
    },
    PutSecretValue(input) {
      const secret = find(input.SecretId);
      if (!secret) throw notFound();
      if (typeof input.SecretString !== 'string')
        throw new ApiError('InvalidParameterException', 'SecretString is required.');
      const version = putValue(secret, input.SecretString);
      return { ARN: secret.arn, Name: secret.name, VersionId: version.id, VersionStages: version.stages };
    },
    GetSecretValue(input) {
      const secret = find(input.SecretId);
      if (!secret) throw notFound();
      const stage = typeof input.VersionStage === 'string' ? input.VersionStage : 'AWSCURRENT';
      const version =
        typeof input.VersionId === 'string'
          ? secret.versions.find((v) => v.id === input.VersionId)
          : secret.versions.find((v) => v.stages.includes(stage));
      if (!version)
        throw new ApiError(
          'ResourceNotFoundException',
          `Secrets Manager can't find the specified secret value for staging label: ${stage}`,
        );
      return {
        ARN: secret.arn,
        Name: secret.name,
        VersionId: version.id,
        SecretString: version.value,
        VersionStages: version.stages,
        CreatedDate: version.created,
      };
    },
    DescribeSecret(input) {
      const secret = find(input.SecretId);
      if (!secret) throw notFound();
      return {
        ARN: secret.arn,
        Name: secret.name,
        VersionIdsToStages: Object.fromEntries(secret.versions.map((v) => [v.id, v.stages])),
      };
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(body));
      };
      const operation = target.startsWith('secretsmanager.') ? operations[target.slice(15)] : undefined;
      if (req.method !== 'POST' || !operation)
        return reply(400, { __type: 'UnknownOperationException', message: `Unknown operation ${target}` });
      try {
        const input = chunks.length
          ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
          : {};
        reply(200, operation(input));
      } catch (error) {
        if (error instanceof ApiError) return reply(400, { __type: error.type, message: error.message });
        if (error instanceof SyntaxError)
          return reply(400, { __type: 'SerializationException', message: 'Bad JSON' });
        reply(500, { __type: 'InternalServiceError', message: String(error) });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Creates the secret, or gives it this value as its new current version when it differs. */
    ensure(name: string, value: string): void {
      const secret = secrets.get(name);
      if (!secret) operations.CreateSecret!({ Name: name, SecretString: value });
      else if (secret.versions.find((v) => v.stages.includes('AWSCURRENT'))?.value !== value)
        putValue(secret, value);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The secrets of the local stack, by the names the handlers are configured with (as CDK gives them ARNs). */
export const localSecretIds = {
  origin: 'academy/origin',
  razorpayKeySecret: 'academy/razorpay/key-secret',
  razorpayWebhookSecret: 'academy/razorpay/webhook-secret',
  emailToken: 'academy/email-token',
  /** The PEM private key that signs the video cookies (made per data folder: `localVideoSigningKeys`, video-origin.ts). */
  videoSigningKey: 'academy/video-signing-key',
} as const;

/**
 * The origin secret's value on the local stack: ORIGIN_SECRET (.env.example), or this test value. The gateway adds
 * it to every request as CloudFront adds the deployed one; never a value used on AWS (CDK generates that).
 */
export const localOriginSecret = (): string =>
  process.env.ORIGIN_SECRET ?? 'local-origin-secret-for-the-gateway';

/**
 * The key that signs the mails' unsubscribe links on the local stack: EMAIL_TOKEN_SECRET (.env.example), or this test
 * value. Never a value used on AWS (CDK generates that).
 */
export const localEmailTokenSecret = (): string =>
  process.env.EMAIL_TOKEN_SECRET ?? 'local-email-token-secret-for-unsubscribe-links';
