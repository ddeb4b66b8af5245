import { demoSeller, SellerSettings } from '@academy/shared';
import * as z from 'zod';
import { PLACEHOLDER_ORIGIN_DOMAIN } from './api';
import type { SellerInput } from './seller';

/**
 * The settings of one deployed stage (Staging, Prod), from the context key `stages` (cdk.json, or
 * `cdk.context.json`, docs/deploy.md#the-pipeline): the same keys the application reads from context when it is
 * deployed on its own, set on that stage alone.
 */
export interface StageConfig {
  /** The API's host name (CloudFront's origin) and how its certificate is made (infra/lib/api.ts). */
  readonly apiDomainName?: string;
  readonly apiHostedZoneId?: string;
  readonly apiHostedZoneName?: string;
  readonly apiCertificateArn?: string;
  /** Razorpay's publishable key id: `rzp_test_…` on Staging (the smoke tests order with it), `rzp_live_…` on Prod. */
  readonly razorpayKeyId?: string;
  readonly razorpayKeySecretName?: string;
  readonly razorpayWebhookSecretName?: string;
  /** Where the stage's alarms are e-mailed. */
  readonly alarmEmail?: string;
  /**
   * The domain the user pool and the notification mails send from through SES (infra/lib/auth.ts, its identity and
   * DKIM), its sender (`no-reply@<emailDomain>` unless given) and Route 53 zone.
   */
  readonly emailDomain?: string;
  readonly emailFromAddress?: string;
  /** Mails a second one function may send (infra/lib/email.ts): the account's SES rate. @default 14, the sandbox's */
  readonly emailSendRate?: number;
  readonly emailHostedZoneId?: string;
  readonly emailHostedZoneName?: string;
  /** The web app's own address when it has a domain (certificate QR codes, calendar feeds). */
  readonly publicSiteUrl?: string;
  /** `canary` on Prod (infra/lib/feature-api.ts). */
  readonly lambdaDeployment?: 'canary' | 'all-at-once';
  readonly originSecretVersionId?: string;
  /**
   * The public key (PEM) CloudFront checks the video cookies with (issue 38), its private half in the stage's
   * signing secret; while rotating, the key it replaces too (docs/deploy.md#video-signing-key).
   */
  readonly videoSigningPublicKey?: string;
  readonly videoSigningPreviousPublicKey?: string;
  /**
   * Staging: the Secrets Manager secret (JSON `email`, `password`) of the student account the smoke tests sign in
   * as.
   */
  readonly smokeUserSecretName?: string;
  /**
   * The seller on the stage's tax documents (issue 39): legal name, GSTIN, state, address, and optionally SAC, GST
   * rate, series and refund window (SellerSettings of shared/src/features/payments/seller.ts; ./seller.ts).
   */
  readonly seller?: SellerInput;
}

export interface StagesConfig {
  readonly staging: StageConfig;
  readonly prod: StageConfig;
}

/** The context keys of a StageConfig the application stack reads (set on the stage's construct scope). */
export const STACK_CONTEXT_KEYS = [
  'apiDomainName',
  'apiHostedZoneId',
  'apiHostedZoneName',
  'apiCertificateArn',
  'razorpayKeyId',
  'razorpayKeySecretName',
  'razorpayWebhookSecretName',
  'alarmEmail',
  'emailDomain',
  'emailFromAddress',
  'emailSendRate',
  'emailHostedZoneId',
  'emailHostedZoneName',
  'publicSiteUrl',
  'lambdaDeployment',
  'originSecretVersionId',
  'videoSigningPublicKey',
  'videoSigningPreviousPublicKey',
  'seller',
] as const satisfies readonly (keyof StageConfig)[];

const PLACEHOLDERS = new Set(['rzp_test_placeholder', PLACEHOLDER_ORIGIN_DOMAIN, '']);

/**
 * What is wrong with a stage's settings, one line each (empty when nothing): a stage the pipeline deploys must
 * reach its API by a real domain, e-mail its alarms somewhere, sign its video cookies, take money in the mode
 * it is for, and invoice as a real seller; Prod rolls
 * out gradually. The pipeline refuses to synthesise with any of these, so placeholder settings never reach a
 * deployment.
 */
export function stageConfigProblems(stage: 'staging' | 'prod', config: StageConfig | undefined): string[] {
  const problems: string[] = [];
  const missing = (key: keyof StageConfig) => {
    const value = config?.[key];
    if (value === undefined || PLACEHOLDERS.has(String(value))) problems.push(`${stage}.${key} is not set`);
  };
  missing('apiDomainName');
  if (!config?.apiCertificateArn && !(config?.apiHostedZoneId && config?.apiHostedZoneName))
    problems.push(`${stage}: give apiCertificateArn, or apiHostedZoneId and apiHostedZoneName`);
  missing('razorpayKeyId');
  missing('alarmEmail');
  missing('emailDomain');
  // Without it the stage would play every lesson from its original: no adaptive video.
  missing('videoSigningPublicKey');
  // Every paid enrolment gets a tax invoice in the seller's name: a real registration, valid by the GST rules.
  if (config?.seller === undefined) problems.push(`${stage}.seller is not set`);
  else {
    const seller = SellerSettings.safeParse(config.seller);
    if (!seller.success)
      problems.push(`${stage}.seller is invalid: ${z.prettifyError(seller.error).replaceAll('\n', ' ')}`);
    else if (seller.data.gstin === demoSeller.gstin)
      problems.push(
        `${stage}.seller is the demo seller (GSTIN ${demoSeller.gstin}), not a real registration`,
      );
  }
  const keyId = config?.razorpayKeyId ?? '';
  if (stage === 'prod') {
    if (keyId && !keyId.startsWith('rzp_live_') && !PLACEHOLDERS.has(keyId))
      problems.push('prod.razorpayKeyId must be a live key (rzp_live_…)');
    if (config?.lambdaDeployment !== 'canary') problems.push('prod.lambdaDeployment must be "canary"');
  } else {
    if (keyId && !keyId.startsWith('rzp_test_'))
      problems.push('staging.razorpayKeyId must be a test key (rzp_test_…)');
    missing('smokeUserSecretName');
  }
  return problems;
}
