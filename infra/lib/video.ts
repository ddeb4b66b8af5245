import { createHash, createPublicKey } from 'node:crypto';
import { Annotations, App, Stage } from 'aws-cdk-lib';
import { KeyGroup, PublicKey } from 'aws-cdk-lib/aws-cloudfront';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

/**
 * The public keys CloudFront checks the learners' signed cookies with (issue 38), from context:
 * `videoSigningPublicKey`, the key the functions sign with (its private half is in the signing secret), and during a
 * rotation `videoSigningPreviousPublicKey`, the key it replaces, still trusted so that cookies already handed out
 * stay good until they expire (docs/deploy.md#video-signing-key).
 */
export interface VideoSigningKeys {
  readonly current: string;
  readonly previous?: string;
}

const PEM = /^-----BEGIN PUBLIC KEY-----([\s\S]+)-----END PUBLIC KEY-----$/;

/**
 * A public key as CloudFront takes it (PEM, `openssl rsa -pubout`: 64 characters a line), from a context value
 * however its lines came: as they are (cdk.json, `stages`), with `\n` written out (JSON), or joined by spaces (the
 * CDK CLI keeps only the first line of a multi-line `-c` value, so docs/deploy.md passes it on one line). Refuses
 * anything else by name, above all a private key, which must never reach a template.
 */
export function publicKeyPem(key: string, value: unknown): string {
  if (typeof value !== 'string') throw new Error(`${key} must be a PEM public key (a string)`);
  if (/PRIVATE KEY/.test(value))
    throw new Error(
      `${key} holds a PRIVATE key: give the public half (openssl rsa -in video-signing.pem -pubout), and put the private key in the signing secret only (docs/deploy.md#video-signing-key)`,
    );
  const body = PEM.exec(value.trim())?.[1]?.replace(/\\n|\s/g, '');
  if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body))
    throw new Error(
      `${key} is not a PEM public key (-----BEGIN PUBLIC KEY----- …): see docs/deploy.md#video-signing-key`,
    );
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

/** The keys from context (`videoSigningPublicKey`, `videoSigningPreviousPublicKey`), or none. */
export function videoSigningKeysFromContext(scope: Construct): VideoSigningKeys | undefined {
  const read = (key: string) => {
    const value = scope.node.tryGetContext(key);
    return value === undefined || value === '' ? undefined : publicKeyPem(key, value);
  };
  const current = read('videoSigningPublicKey');
  const previous = read('videoSigningPreviousPublicKey');
  if (!current && previous)
    throw new Error('videoSigningPreviousPublicKey is set without videoSigningPublicKey');
  if (!current) return undefined;
  return previous && previous !== current ? { current, previous } : { current };
}

/**
 * The lower-case name of the pipeline stage a construct is deployed in (`staging`, `prod`), or undefined for the
 * application deployed on its own (`npm run deploy`): names that must be unique in the account carry it.
 */
export function stageNameOf(scope: Construct): string | undefined {
  const stage = Stage.of(scope);
  return stage && !App.isApp(stage) ? stage.stageName.toLowerCase() : undefined;
}

/** `academy/video-signing-key`, `academy/staging/video-signing-key`, …: the signing secret's name. */
export const videoSigningSecretName = (stage: string | undefined): string =>
  `academy/${stage ? `${stage}/` : ''}video-signing-key`;

/** The SHA-256 (hex) of a public key's SPKI DER form: what the signer computes from the private key it holds. */
const publicHalfSha256 = (pem: string) =>
  createHash('sha256')
    .update(createPublicKey(pem).export({ type: 'spki', format: 'der' }))
    .digest('hex');

/** A key's construct id part, from its PEM: a new key is a new resource (CloudFront never changes a key in place). */
const keyId = (pem: string) => createHash('sha256').update(pem).digest('hex').slice(0, 8).toUpperCase();

export interface VideoSigningProps {
  /** @default from context (`videoSigningKeysFromContext`): without a key no CDN path for videos */
  readonly keys?: VideoSigningKeys;
}

/**
 * What signs the learners' CloudFront cookies (issue 38): the secret holding the private key (created here with a
 * placeholder, its value put by the operator, docs/deploy.md#video-signing-key, read by the functions granted
 * `video:sign` at run time), and, when a public key is given, CloudFront's public key(s) and the key group the
 * distribution's `/hls/*` behaviour trusts (infra/lib/web.ts `serveVideos`). Without a key (a stack synthesised on
 * its own without context `videoSigningPublicKey`) there is no CDN path for videos and no key-pair id: the functions
 * then hand out short-lived links to the originals as before; the pipeline refuses a stage without one
 * (./stage-config.ts).
 */
export class VideoSigning extends Construct {
  readonly secret: Secret;
  /** The secret's name, known before the deploy (`videoSigningSecretName`): the operator puts the key there. */
  readonly secretName: string;
  /** The key group `/hls/*` trusts: the current key, and the previous one during a rotation. */
  readonly keyGroup?: KeyGroup;
  /** The current public key's id, CloudFront's `Key-Pair-Id` in the cookies (VIDEO_SIGNING_KEY_PAIR_ID). */
  readonly keyPairId?: string;
  /**
   * During a rotation: the key being replaced, its id and the SHA-256 of its public half (SPKI, DER), by which the
   * functions know that the secret still holds its private key and name it in the cookies until the operator puts
   * the new one (functions/src/videos/signing.ts `keyPairIdFor`).
   */
  readonly previousKey?: { readonly keyPairId: string; readonly sha256: string };

  constructor(scope: Construct, id: string, props: VideoSigningProps = {}) {
    super(scope, id);
    const keys = props.keys ?? videoSigningKeysFromContext(this);
    // Generated, so that no value is ever in a template: a placeholder that signs nothing until the operator puts the
    // private key (PEM) in it. CloudFormation generates it once, at creation; updates leave the value alone.
    this.secretName = videoSigningSecretName(stageNameOf(this));
    this.secret = new Secret(this, 'Secret', {
      secretName: this.secretName,
      description:
        'Academy: the private key (PEM) that signs the CloudFront cookies for /hls/*; a placeholder until set as docs/deploy.md#video-signing-key says',
      generateSecretString: { excludePunctuation: true, passwordLength: 32 },
    });
    acknowledge(this.secret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by hand with its CloudFront public key (docs/deploy.md#video-signing-key): the key group must trust the new public key before cookies are signed with the new private key.',
    });
    if (!keys) {
      Annotations.of(this).addWarningV2(
        'academy:video-cdn-off',
        'No video signing key (context videoSigningPublicKey): transcoded lessons are not served through CloudFront (/hls/*), and lessons play from short-lived links to their originals. See docs/deploy.md#video-signing-key.',
      );
      return;
    }
    const publicKey = (pem: string, role: string) =>
      new PublicKey(this, `Key${keyId(pem)}`, {
        encodedKey: pem,
        comment: `Academy: checks the signed cookies for /hls/* (${role})`,
      });
    const current = publicKey(keys.current, 'current');
    this.keyPairId = current.publicKeyId;
    const previous = keys.previous && publicKey(keys.previous, 'previous, until rotated out');
    if (previous && keys.previous)
      this.previousKey = { keyPairId: previous.publicKeyId, sha256: publicHalfSha256(keys.previous) };
    this.keyGroup = new KeyGroup(this, 'KeyGroup', {
      comment: 'Academy: the keys whose signed cookies open /hls/*',
      items: previous ? [current, previous] : [current],
    });
  }
}
