import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { getSignedCookies } from '@aws-sdk/cloudfront-signer';
import { describe, expect, inject, it } from 'vitest';
import { useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';

useLocalStackEnv();

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'ap-south-1';

/** The cookies the API sets for a course: signed with the key the stack keeps in its Secrets Manager stand-in. */
async function courseCookies(courseId: string): Promise<string> {
  const secrets = new SecretsManagerClient({ endpoint: inject('secretsEndpoint'), region, credentials });
  const { SecretString: privateKey } = await secrets.send(
    new GetSecretValueCommand({ SecretId: process.env.VIDEO_SIGNING_KEY_SECRET_ID }),
  );
  secrets.destroy();
  const cookies = getSignedCookies({
    keyPairId: process.env.VIDEO_SIGNING_KEY_PAIR_ID!,
    privateKey: privateKey!,
    policy: JSON.stringify({
      Statement: [
        {
          Resource: `http*://*/hls/${courseId}/*`,
          Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor(Date.now() / 1000) + 600 } },
        },
      ],
    }),
  });
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

describe('the local stack’s video delivery (issue 38)', () => {
  it('serves the videos bucket’s hls/ files at VIDEO_ORIGIN_URL to cookies signed with the stack’s key pair', async () => {
    // Arrange: a playlist in the videos bucket, as the transcoder writes it
    const courseId = `C${randomUUID().slice(0, 8)}`;
    const key = `hls/${courseId}/M1/J1/master.m3u8`;
    const s3 = new S3Client({
      endpoint: inject('s3Endpoint'),
      region,
      credentials,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    await s3.send(new PutObjectCommand({ Bucket: process.env.VIDEOS_BUCKET, Key: key, Body: '#EXTM3U\n' }));
    s3.destroy();

    // Act
    const signed = await fetch(`${process.env.VIDEO_ORIGIN_URL}/${key}`, {
      headers: { cookie: await courseCookies(courseId) },
    });
    const otherCourse = await fetch(`${process.env.VIDEO_ORIGIN_URL}/${key}`, {
      headers: { cookie: await courseCookies(`${courseId}X`) },
    });
    const anonymous = await fetch(`${process.env.VIDEO_ORIGIN_URL}/${key}`);

    // Assert
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await signed.text()).toBe('#EXTM3U\n');
    expect(otherCourse.status).toBe(403);
    expect(anonymous.status).toBe(403);
  });

  it('has the transcoding queue at TRANSCODE_QUEUE_URL, redriving to its dead-letter queue, and settles', async () => {
    // Act
    const sqs = new SQSClient({ endpoint: process.env.SQS_ENDPOINT, region, credentials });
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: process.env.TRANSCODE_QUEUE_URL, AttributeNames: ['All'] }),
    );
    sqs.destroy();
    await eventsSettled();

    // Assert: the consumer's timeout (900 s) and a minute, three deliveries, as on AWS
    expect(process.env.TRANSCODE_QUEUE_URL).toBe(inject('transcodeQueue').queueUrl);
    expect(Attributes?.VisibilityTimeout).toBe('960');
    expect(JSON.parse(Attributes?.RedrivePolicy ?? '{}')).toMatchObject({
      deadLetterTargetArn: expect.stringMatching(/:academy-transcode-dlq$/),
      maxReceiveCount: 3,
    });
  });
});
