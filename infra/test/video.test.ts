import { execFileSync } from 'node:child_process';
import { accessSync, constants, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { queueConsumers, routes, streamConsumers, VIDEO_PATH } from '@academy/shared';
import { App, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicKeySha256 } from '../../functions/src/videos/signing';
import { FUNCTION_TAG, lambdaDescription, MAX_DESCRIPTION_LENGTH } from '../lib/academy-function';
import { AcademyStage } from '../lib/academy-stage';
import {
  copyFfmpegCommands,
  esbuildLambdaOptions,
  FFMPEG_PACKAGES,
  ffmpegBundling,
  packageFolder,
} from '../lib/bundling';
import { pascal, repoRoot } from '../lib/paths';
import { stageConfigProblems } from '../lib/stage-config';
import { publicKeyPem } from '../lib/video';
import { fixtureStages } from './fixtures/stages';
import {
  cdkContext,
  env,
  findCycle,
  flatTemplate,
  resourcesOfType as ofType,
  type Resources,
  refId,
  SYNTH_TIMEOUT,
  spaFixture,
  synthAcademy,
  testVideoSigningNextPublicKey,
  testVideoSigningPublicKey,
} from './support';

type Json = Record<string, any>;

/** The application with `context` (the test signing key unless overridden), one template, and its parent's. */
function synth(context: Record<string, unknown> = {}) {
  const { stack, resources } = synthAcademy(context);
  return { stack, resources, parent: Template.fromStack(stack).toJSON().Resources as Resources };
}

const only = (resources: Resources, type: string, prefix = '') => {
  const found = ofType(resources, type).filter(([id]) => id.startsWith(prefix));
  expect(found.map(([id]) => id)).toHaveLength(1);
  return found[0]! as [string, { Properties: Json }];
};
const distributionConfig = (resources: Resources): Json =>
  only(resources, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
const behaviours = (resources: Resources): Json[] => {
  const config = distributionConfig(resources);
  return [config.DefaultCacheBehavior, ...(config.CacheBehaviors ?? [])];
};
const hlsBehaviour = (resources: Resources) =>
  (distributionConfig(resources).CacheBehaviors as Json[]).find((b) => b.PathPattern === '/hls/*');
const videosBucketId = (resources: Resources) => only(resources, 'AWS::S3::Bucket', 'StorageVideosBucket')[0];

/** Our function's logical id by its construct id, from the tag every one carries. */
function functionIds(resources: Resources): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [id, r] of ofType(resources, 'AWS::Lambda::Function')) {
    const tag = (r.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.find(
      (t) => t.Key === FUNCTION_TAG,
    );
    if (tag) ids.set(tag.Value, id);
  }
  return ids;
}

/** The functions whose role has a statement matching `test`. */
function functionsWhoseRole(resources: Resources, test: (statement: Json) => boolean): string[] {
  const roles = new Set<string>();
  for (const [, policy] of ofType(resources, 'AWS::IAM::Policy'))
    if ((policy.Properties!.PolicyDocument as { Statement: Json[] }).Statement.some(test))
      for (const role of policy.Properties!.Roles as unknown[]) roles.add(refId(role)!);
  return [...functionIds(resources)]
    .filter(([, id]) => roles.has(refId((resources[id]!.Properties as Json).Role)!))
    .map(([tag]) => tag)
    .sort();
}

const actions = (statement: Json): string[] => [statement.Action].flat();
const mentions = (value: unknown, id: string) => JSON.stringify(value).includes(`"${id}"`);

let app: ReturnType<typeof synth>;

beforeAll(() => {
  app = synth();
}, SYNTH_TIMEOUT);

describe('the CDN path of the transcoded lessons (issue 38)', () => {
  it('serves /hls/* (VIDEO_PATH) from the videos bucket through an origin access control of its own', () => {
    expect(`${VIDEO_PATH}*`).toBe('/hls/*');
    const hls = hlsBehaviour(app.resources)!;
    expect(hls).toBeDefined();
    const origins = distributionConfig(app.resources).Origins as Json[];
    const origin = origins.find((o) => o.Id === hls.TargetOriginId)!;
    expect(origin.DomainName).toEqual({
      'Fn::GetAtt': [videosBucketId(app.resources), 'RegionalDomainName'],
    });
    // No origin path: `/hls/<course>/…` is the key `hls/<course>/…`.
    expect(origin.OriginPath).toBeUndefined();
    expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    const oac = refId(origin.OriginAccessControlId)!;
    expect(app.resources[oac]?.Type).toBe('AWS::CloudFront::OriginAccessControl');
    const site = origins.find(
      (o) => o.Id === distributionConfig(app.resources).DefaultCacheBehavior.TargetOriginId,
    )!;
    expect(refId(site.OriginAccessControlId)).not.toBe(oac);
  });

  it('lets in only holders of a cookie signed with the key of context videoSigningPublicKey, HTTPS, GET and HEAD, cached by path, compressed', () => {
    const hls = hlsBehaviour(app.resources)!;
    expect(hls).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // Managed-CachingOptimized: no cookie, no query string
      Compress: true,
    });
    expect(hls.OriginRequestPolicyId).toBeUndefined();
    expect(hls.ResponseHeadersPolicyId).toBeDefined();
    expect(hls.TrustedKeyGroups).toHaveLength(1);
    const [keyGroupId, keyGroup] = only(app.resources, 'AWS::CloudFront::KeyGroup');
    expect(refId(hls.TrustedKeyGroups[0])).toBe(keyGroupId);
    const items = keyGroup.Properties.KeyGroupConfig.Items as unknown[];
    expect(items).toHaveLength(1);
    const [keyId, key] = only(app.resources, 'AWS::CloudFront::PublicKey');
    expect(refId(items[0])).toBe(keyId);
    expect(key.Properties.PublicKeyConfig.EncodedKey).toBe(testVideoSigningPublicKey);
  });

  it('trusts the key group on /hls/* alone, and serves the videos bucket on no other path', () => {
    const hls = hlsBehaviour(app.resources)!;
    const others = behaviours(app.resources).filter((b) => b !== hls);
    expect(others.length).toBeGreaterThan(1);
    for (const b of others) {
      expect(b.TrustedKeyGroups, b.PathPattern ?? 'default').toBeUndefined();
      expect(b.TargetOriginId, b.PathPattern ?? 'default').not.toBe(hls.TargetOriginId);
    }
    const videos = videosBucketId(app.resources);
    const origins = distributionConfig(app.resources).Origins as Json[];
    expect(origins.filter((o) => mentions(o, videos)).map((o) => o.Id)).toEqual([hls.TargetOriginId]);
  });

  it('lets this distribution read the videos bucket’s hls/ alone (not the originals), nothing else', () => {
    const videos = videosBucketId(app.resources);
    const policies = ofType(app.resources, 'AWS::S3::BucketPolicy').filter(
      ([, p]) => refId(p.Properties!.Bucket) === videos,
    );
    expect(policies).toHaveLength(1);
    const statements = (policies[0]![1].Properties!.PolicyDocument as { Statement: Json[] }).Statement;
    const cloudFront = statements.filter((s) => JSON.stringify(s.Principal ?? '').includes('cloudfront'));
    expect(cloudFront).toHaveLength(1);
    const [statement] = cloudFront;
    expect(statement).toMatchObject({
      Effect: 'Allow',
      Action: 's3:GetObject',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [videos, 'Arn'] }, '/hls/*']] },
    });
    const [distributionId] = only(app.resources, 'AWS::CloudFront::Distribution');
    expect(JSON.stringify(statement!.Condition.StringEquals['AWS:SourceArn'])).toContain(
      `{"Ref":"${distributionId}"}`,
    );
    // Nobody else is let in by this policy: the other statements only deny (TLS).
    for (const s of statements.filter((x) => x !== statement)) expect(s.Effect).toBe('Deny');
  });

  it('leaves no dependency cycle: the videos bucket’s CORS names CloudFront’s domains, and the CSP the exact bucket', () => {
    expect(findCycle(app.parent)).toBeUndefined();
    const [, videos] = only(app.resources, 'AWS::S3::Bucket', 'StorageVideosBucket');
    const rules = (videos.Properties.CorsConfiguration as { CorsRules: Json[] }).CorsRules;
    expect(rules.map((r) => r.AllowedOrigins)).toEqual([['https://*.cloudfront.net']]);
    const [, policy] = only(app.resources, 'AWS::CloudFront::ResponseHeadersPolicy');
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    );
    expect(csp).toContain(`{"Fn::GetAtt":["${videosBucketId(app.resources)}","RegionalDomainName"]}`);
    expect(csp).not.toContain('*.s3.');
  });
});

describe('the video routes’ functions (issue 38)', () => {
  it('cut a summary longer than Lambda takes to 256 characters, the others as they are', () => {
    const summary = `${routes.getVideoLink.method} ${routes.getVideoLink.path}: ${'a long summary '.repeat(20)}`;
    expect(summary.length).toBeGreaterThan(MAX_DESCRIPTION_LENGTH);
    expect(lambdaDescription(summary).length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(lambdaDescription(summary).endsWith('…')).toBe(true);
    expect(lambdaDescription('GET /api/health: Health')).toBe('GET /api/health: Health');
    for (const id of functionIds(app.resources).values())
      expect(String((app.resources[id]!.Properties as Json).Description).length).toBeLessThanOrEqual(
        MAX_DESCRIPTION_LENGTH,
      );
  });
});

describe('the signing key (issue 38)', () => {
  const signingSecret = (resources: Resources) =>
    only(resources, 'AWS::SecretsManager::Secret', 'VideoSigning');

  it('keeps the private key in a secret of a known name, created with a placeholder, its value never in a template', () => {
    const [, secret] = signingSecret(app.resources);
    expect(secret.Properties).toMatchObject({
      Name: 'academy/video-signing-key',
      GenerateSecretString: { ExcludePunctuation: true },
      Description: expect.stringContaining('docs/deploy.md'),
    });
    expect(secret.Properties.SecretString).toBeUndefined();
    // The stack says where the key goes.
    expect(Template.fromStack(app.stack).toJSON().Outputs.VideoSigningSecretName.Value).toBe(
      'academy/video-signing-key',
    );
    const text = JSON.stringify(flatTemplate(app.stack).toJSON());
    expect(text).not.toMatch(/PRIVATE KEY/);
  });

  it('lets only getVideoLink and getCoursePreview read it, and gives them its ARN and the key-pair id', () => {
    const [secretId] = signingSecret(app.resources);
    const readers = functionsWhoseRole(
      app.resources,
      (s) => actions(s).includes('secretsmanager:GetSecretValue') && mentions(s.Resource, secretId),
    );
    const signers = [routes.getVideoLink.id, routes.getCoursePreview.id].map((id) => `${pascal(id)}Function`);
    expect(readers).toEqual(signers.sort());
    const [keyId] = only(app.resources, 'AWS::CloudFront::PublicKey');
    for (const [tag, id] of functionIds(app.resources)) {
      const vars = (app.resources[id]!.Properties as Json).Environment.Variables;
      if (signers.includes(tag)) {
        expect(vars.VIDEO_SIGNING_KEY_SECRET_ID, tag).toEqual({ Ref: secretId });
        expect(vars.VIDEO_SIGNING_KEY_PAIR_ID, tag).toEqual({ Ref: keyId });
        // No rotation under way: no previous key.
        expect(vars.VIDEO_SIGNING_PREVIOUS_KEY_PAIR_ID, tag).toBeUndefined();
      } else {
        expect(vars.VIDEO_SIGNING_KEY_SECRET_ID, tag).toBeUndefined();
        expect(vars.VIDEO_SIGNING_KEY_PAIR_ID, tag).toBeUndefined();
      }
    }
  });

  it('takes a PEM public key from context, also on one line (\\n written out, or spaces), and refuses a private key by name', () => {
    expect(publicKeyPem('k', testVideoSigningPublicKey)).toBe(testVideoSigningPublicKey);
    expect(publicKeyPem('k', testVideoSigningPublicKey.trim().replace(/\n/g, '\\n'))).toBe(
      testVideoSigningPublicKey,
    );
    // What `-c videoSigningPublicKey="$(tr '\n' ' ' < video-signing.pub.pem)"` passes (docs/deploy.md).
    expect(publicKeyPem('k', testVideoSigningPublicKey.replace(/\n/g, ' '))).toBe(testVideoSigningPublicKey);
    expect(() =>
      publicKeyPem('videoSigningPublicKey', '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----'),
    ).toThrow(/videoSigningPublicKey holds a PRIVATE key/);
    expect(() => publicKeyPem('videoSigningPublicKey', 'ssh-rsa AAAA')).toThrow(/not a PEM public key/);
  });

  it(
    'rotates without cutting off the cookies already handed out: the previous key stays trusted, unchanged, and the new one signs',
    () => {
      const rotating = synth({
        videoSigningPublicKey: testVideoSigningNextPublicKey,
        videoSigningPreviousPublicKey: testVideoSigningPublicKey,
      });
      const keys = ofType(rotating.resources, 'AWS::CloudFront::PublicKey');
      expect(keys).toHaveLength(2);
      const [before] = only(app.resources, 'AWS::CloudFront::PublicKey');
      // The old key keeps its logical id: CloudFormation leaves it as it is (a key cannot be changed in place).
      const previous = keys.find(
        ([, k]) => (k.Properties as Json).PublicKeyConfig.EncodedKey === testVideoSigningPublicKey,
      )!;
      expect(previous[0]).toBe(before);
      const current = keys.find(([id]) => id !== before)![0];
      const [, keyGroup] = only(rotating.resources, 'AWS::CloudFront::KeyGroup');
      expect((keyGroup.Properties.KeyGroupConfig.Items as unknown[]).map(refId).sort()).toEqual(
        [before, current].sort(),
      );
      const signer = functionIds(rotating.resources).get(`${pascal(routes.getVideoLink.id)}Function`)!;
      const vars = (rotating.resources[signer]!.Properties as Json).Environment.Variables;
      expect(vars.VIDEO_SIGNING_KEY_PAIR_ID).toEqual({ Ref: current });
      // Until the operator puts the new private key in the secret, the cookies it signs name the previous key:
      // the function knows that key by its public half, computed here as the function computes it.
      expect(vars.VIDEO_SIGNING_PREVIOUS_KEY_PAIR_ID).toEqual({ Ref: before });
      expect(vars.VIDEO_SIGNING_PREVIOUS_KEY_SHA256).toBe(publicKeySha256(testVideoSigningPublicKey));
    },
    SYNTH_TIMEOUT,
  );

  it(
    'without a key: no /hls/* path, no key, no key-pair id, the bucket closed to CloudFront, and a synth warning',
    () => {
      const without = synth({ videoSigningPublicKey: undefined });
      expect(hlsBehaviour(without.resources)).toBeUndefined();
      expect(ofType(without.resources, 'AWS::CloudFront::PublicKey')).toEqual([]);
      expect(ofType(without.resources, 'AWS::CloudFront::KeyGroup')).toEqual([]);
      for (const b of behaviours(without.resources)) expect(b.TrustedKeyGroups).toBeUndefined();
      expect(JSON.stringify(ofType(without.resources, 'AWS::S3::BucketPolicy'))).not.toContain('/hls/*');
      for (const id of functionIds(without.resources).values())
        expect(
          (without.resources[id]!.Properties as Json).Environment.Variables.VIDEO_SIGNING_KEY_PAIR_ID,
        ).toBeUndefined();
      const warnings = Annotations.fromStack(without.stack).findWarning(
        '*',
        Match.stringLikeRegexp('videoSigningPublicKey'),
      );
      expect(warnings).toHaveLength(1);
      expect(findCycle(without.parent)).toBeUndefined();
    },
    SYNTH_TIMEOUT,
  );

  it('is required of every stage the pipeline deploys', () => {
    const { videoSigningPublicKey: _, ...staging } = fixtureStages.staging;
    expect(stageConfigProblems('staging', staging)).toEqual(['staging.videoSigningPublicKey is not set']);
    expect(stageConfigProblems('prod', fixtureStages.prod)).toEqual([]);
  });
});

describe('the transcode queue and its worker (issue 38)', () => {
  const [task] = queueConsumers;
  const planner = streamConsumers.find((c) => c.id === 'planTranscode')!;
  const queueOf = (resources: Resources) =>
    only(resources, 'AWS::SQS::Queue', 'EventsWorkQueuesTranscodeTaskQueue');
  const deadLettersOf = (resources: Resources) =>
    only(resources, 'AWS::SQS::Queue', 'EventsWorkQueuesTranscodeTaskDeadLetters');
  const fn = (resources: Resources, id: string) => {
    const logicalId = functionIds(resources).get(`${pascal(id)}Function`)!;
    return [logicalId, resources[logicalId]!.Properties as Json] as const;
  };

  it('queues the tasks in an encrypted queue named for the stage, invisible a minute longer than the worker runs, then dead-lettered', () => {
    const [, queue] = queueOf(app.resources);
    const [deadLettersId, deadLetters] = deadLettersOf(app.resources);
    expect(queue.Properties).toMatchObject({
      QueueName: 'academy-transcode',
      VisibilityTimeout: task.timeoutSeconds + 60,
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [deadLettersId, 'Arn'] },
        maxReceiveCount: task.maxReceiveCount,
      },
    });
    expect(deadLetters.Properties).toMatchObject({
      QueueName: 'academy-transcode-dead-letters',
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
    // TLS only, both.
    const enforced = ofType(app.resources, 'AWS::SQS::QueuePolicy').filter(([, p]) =>
      JSON.stringify(p.Properties).includes('aws:SecureTransport'),
    );
    for (const id of [queueOf(app.resources)[0], deadLettersId])
      expect(
        enforced.some(([, p]) => mentions(p.Properties!.Queues, id)),
        id,
      ).toBe(true);
  });

  it('feeds the worker one message at a time, reporting its failed messages; alarms on any dead letter', () => {
    const [queueId] = queueOf(app.resources);
    const [workerId] = fn(app.resources, task.id);
    const [, mapping] = only(app.resources, 'AWS::Lambda::EventSourceMapping', 'EventsTranscodeTask');
    expect(mapping.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: workerId },
      BatchSize: task.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const [deadLettersId] = deadLettersOf(app.resources);
    const alarm = ofType(app.resources, 'AWS::CloudWatch::Alarm').find(
      ([, a]) =>
        a.Properties!.MetricName === 'ApproximateNumberOfMessagesVisible' &&
        mentions(a.Properties!.Dimensions, deadLettersId),
    );
    expect(alarm).toBeDefined();
    expect(alarm![1].Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    const topic = ofType(app.resources, 'AWS::SNS::Topic').find(
      ([, t]) => t.Properties!.DisplayName === 'Academy alarms',
    )![0];
    expect(refId((alarm![1].Properties!.AlarmActions as unknown[])[0])).toBe(topic);
    expect(refId((alarm![1].Properties!.OKActions as unknown[])[0])).toBe(topic);
  });

  it('runs the worker 15 minutes with its memory and 10 GB of /tmp, and both ffmpeg functions on x86_64', () => {
    const [, worker] = fn(app.resources, task.id);
    expect(worker).toMatchObject({
      Timeout: 900,
      MemorySize: task.memoryMb,
      EphemeralStorage: { Size: task.ephemeralStorageMb },
      Architectures: ['x86_64'],
    });
    const [, plan] = fn(app.resources, planner.id);
    expect(plan.Architectures).toEqual(['x86_64']);
    expect(
      [...functionIds(app.resources).values()].filter(
        (id) => (app.resources[id]!.Properties as Json).Architectures[0] === 'x86_64',
      ),
    ).toHaveLength(2);
  });

  it('lets only the planner send to the queue (SendMessage alone, its URL in TRANSCODE_QUEUE_URL), only the worker receive', () => {
    const [queueId] = queueOf(app.resources);
    const onQueue = (s: Json) => mentions(s.Resource, queueId);
    const senders = functionsWhoseRole(
      app.resources,
      (s) => onQueue(s) && actions(s).includes('sqs:SendMessage'),
    );
    expect(senders).toEqual([`${pascal(planner.id)}Function`]);
    const receivers = functionsWhoseRole(
      app.resources,
      (s) => onQueue(s) && actions(s).includes('sqs:ReceiveMessage'),
    );
    expect(receivers).toEqual([`${pascal(task.id)}Function`]);
    for (const [, policy] of ofType(app.resources, 'AWS::IAM::Policy'))
      for (const s of (policy.Properties!.PolicyDocument as { Statement: Json[] }).Statement)
        if (onQueue(s) && actions(s).includes('sqs:SendMessage'))
          expect(actions(s)).toEqual(['sqs:SendMessage']);
    for (const [tag, id] of functionIds(app.resources)) {
      const vars = (app.resources[id]!.Properties as Json).Environment.Variables;
      if (tag === `${pascal(planner.id)}Function`) expect(vars.TRANSCODE_QUEUE_URL).toEqual({ Ref: queueId });
      else expect(vars.TRANSCODE_QUEUE_URL, tag).toBeUndefined();
    }
  });

  it('runs the planner on the stream even without mail (only the mailing consumers wait for a sender)', () => {
    const mappings = ofType(app.resources, 'AWS::Lambda::EventSourceMapping');
    const of = (id: string) =>
      mappings.find(([, m]) => refId(m.Properties!.FunctionName) === fn(app.resources, id)[0])![1]
        .Properties!;
    expect(of(planner.id).Enabled).toBe(true);
    expect(of('emailNotifications').Enabled).toBe(false);
    expect(of(planner.id).FilterCriteria).toEqual({
      Filters: [
        {
          Pattern: JSON.stringify({
            eventName: ['INSERT'],
            dynamodb: { NewImage: { entity: { S: ['videoJob'] } } },
          }),
        },
      ],
    });
  });

  it(
    'names the queues and the secret after the stage in the pipeline’s stages',
    () => {
      const application = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
      const stage = new AcademyStage(application, 'Staging', {
        edge: false,
        env,
        config: fixtureStages.staging,
        academy: { spaDirectory: spaFixture },
      });
      const resources = flatTemplate(stage.stack as Stack).toJSON().Resources as Resources;
      expect(queueOf(resources)[1].Properties.QueueName).toBe('staging-academy-transcode');
      expect(deadLettersOf(resources)[1].Properties.QueueName).toBe('staging-academy-transcode-dead-letters');
      expect(only(resources, 'AWS::SecretsManager::Secret', 'VideoSigning')[1].Properties.Name).toBe(
        'academy/staging/video-signing-key',
      );
    },
    SYNTH_TIMEOUT,
  );
});

describe('the cookie signer in the bundles (issue 38)', () => {
  it('bundles @aws-sdk/cloudfront-signer, which the runtime’s SDK may not carry, and leaves the rest of the SDK out', async () => {
    const result = await build({
      stdin: {
        contents:
          "import { getSignedCookies } from '@aws-sdk/cloudfront-signer'; import { S3Client } from '@aws-sdk/client-s3'; console.log(getSignedCookies, S3Client);",
        resolveDir: path.join(repoRoot, 'functions'),
        loader: 'ts',
      },
      ...esbuildLambdaOptions(repoRoot),
      write: false,
      metafile: true,
    });
    const text = result.outputFiles[0]!.text;
    expect(Object.keys(result.metafile.inputs).some((i) => i.includes('cloudfront-signer'))).toBe(true);
    expect(text).not.toContain('require("@aws-sdk/cloudfront-signer")');
    expect(text).toContain('require("@aws-sdk/client-s3")');
  });
});

describe('ffmpeg in the bundles of the planner and the worker (issue 38)', () => {
  it('copies ffmpeg’s package and its linux-x64 binary into the bundle’s node_modules, executable', () => {
    const commands = copyFfmpegCommands('/in', '/out').join('\n');
    expect(commands).toContain(
      `cp "/in/${packageFolder('@ffmpeg-installer/linux-x64')}/ffmpeg" "/out/node_modules/@ffmpeg-installer/linux-x64/ffmpeg"`,
    );
    expect(commands).toContain('chmod 755 "/out/node_modules/@ffmpeg-installer/linux-x64/ffmpeg"');
    expect(ffmpegBundling.externalModules).toEqual([
      '@ffmpeg-installer/ffmpeg',
      '@ffmpeg-installer/linux-x64',
    ]);
    // Every file copied is there to copy.
    for (const [name, files] of Object.entries(FFMPEG_PACKAGES))
      for (const file of files) accessSync(path.join(repoRoot, packageFolder(name), file), constants.R_OK);
  });

  it('finds the binary from a bundle laid out as the copy lays it out (the binary linked, not copied: 68 MB)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'academy-ffmpeg-bundle-'));
    try {
      await build({
        stdin: {
          contents: "import ffmpeg from '@ffmpeg-installer/ffmpeg'; console.log(ffmpeg.path);",
          resolveDir: path.join(repoRoot, 'functions'),
          loader: 'ts',
        },
        ...esbuildLambdaOptions(repoRoot),
        external: [...esbuildLambdaOptions(repoRoot).external, ...ffmpegBundling.externalModules],
        outfile: path.join(dir, 'index.js'),
      });
      for (const [name, files] of Object.entries(FFMPEG_PACKAGES))
        for (const file of files) {
          const from = path.join(repoRoot, packageFolder(name), file);
          const to = path.join(dir, 'node_modules', name, file);
          mkdirSync(path.dirname(to), { recursive: true });
          if (file === 'ffmpeg') symlinkSync(from, to);
          else cpSync(from, to);
        }
      const printed = execFileSync(process.execPath, [path.join(dir, 'index.js')], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(printed.trim()).toBe(path.join(dir, 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
