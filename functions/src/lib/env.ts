import * as z from 'zod';

/**
 * Configuration comes only from the environment. In AWS the endpoints are unset and the SDK uses
 * the regional ones; the local stack sets them to its stand-ins. Code never asks "am I local?".
 */
const Env = z.object({
  AWS_REGION: z.string().default('ap-south-1'),
  TABLE_NAME: z.string().default('academy'),
  DYNAMODB_ENDPOINT: z.url().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
  USER_POOL_ID: z.string().optional(),
  USER_POOL_CLIENT_ID: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  VIDEOS_BUCKET: z.string().optional(),
  CERTIFICATES_BUCKET: z.string().optional(),
  /** The tax documents' bucket (issue 39): invoices' and credit notes' PDFs, kept eight years. */
  INVOICES_BUCKET: z.string().optional(),
  /** The data exports' bucket (issue 41): each person's export archive, removed after PRIVACY_LIMITS.exportKeepDays. */
  EXPORTS_BUCKET: z.string().optional(),
  /** The site's bucket: uploaded course thumbnails are copied into its course-media/ folder (CloudFront serves it). */
  SITE_BUCKET: z.string().optional(),
  /** The web app's public address: certificate QR codes point at its /verify page. */
  PUBLIC_SITE_URL: z.url().optional(),
  /** Where SES is; unset means the regional one (the local stack points it at aws-ses-v2-local). */
  SES_ENDPOINT: z.url().optional(),
  /** The address mails come from: an address of the stage's verified SES identity. */
  EMAIL_FROM: z.string().optional(),
  /** The SES configuration set every mail goes with (it publishes bounces and complaints); unset sends without one. */
  EMAIL_CONFIGURATION_SET: z.string().optional(),
  /** Mails a second one function may send at most (the stage's SES send rate for it; 14 in the SES sandbox). */
  EMAIL_SEND_RATE: z.coerce.number().positive().max(10_000).default(14),
  /** The secret (name or ARN) whose value signs e-mail links (one-click unsubscribe). */
  EMAIL_TOKEN_SECRET_ID: z.string().optional(),
  /** Where Secrets Manager is; unset means the regional one (the local stack points it at its stand-in). */
  SECRETS_ENDPOINT: z.url().optional(),
  /**
   * The secret (name or ARN) whose JSON `current` (and, while it is rotated, `previous`) value CloudFront sends as
   * the ORIGIN_HEADER of every request it forwards to the API: httpHandler refuses requests without it.
   */
  ORIGIN_SECRET_ID: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  /** The secrets (names or ARNs) holding Razorpay's key secret and webhook secret, read at run time. */
  RAZORPAY_KEY_SECRET_ID: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET_ID: z.string().optional(),
  /** Where Razorpay's API is; unset means Razorpay itself (the local stack points it at its stand-in). */
  RAZORPAY_API_URL: z.url().optional(),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /**
   * The seller on the tax documents and the rules they follow (issue 39), set per stage by CDK (context `seller`)
   * and by the local stack: strings here, read and checked together by the payments feature's `seller()`
   * (functions/src/payments/seller-settings.ts, with shared's SellerSettings), since lib knows no feature.
   */
  SELLER_LEGAL_NAME: z.string().optional(),
  SELLER_GSTIN: z.string().optional(),
  SELLER_STATE: z.string().optional(),
  SELLER_ADDRESS: z.string().optional(),
  SELLER_SAC: z.string().optional(),
  GST_RATE_BASIS_POINTS: z.string().optional(),
  INVOICE_SERIES: z.string().optional(),
  CREDIT_NOTE_SERIES: z.string().optional(),
  REFUND_WINDOW_DAYS: z.string().optional(),
  /**
   * How long one table or bucket call may wait for a connection and then for its answer (clients.ts).
   * DynamoDB answers in milliseconds; DynamoDB Local runs transactions one at a time, so a hundred writers at
   * once queue for seconds there, and the local stack sets both higher.
   */
  /** Where SQS is; unset means the regional one (the local stack points it at its stand-in). */
  SQS_ENDPOINT: z.url().optional(),
  /** The transcode queue (issue 38): the planner queues an upload's tasks on it. */
  TRANSCODE_QUEUE_URL: z.url().optional(),
  /**
   * Seconds of a lecture one transcoding task takes on (a whole number of 6-s segments; docs/video.md). 600 keeps
   * every task of a 720p chunk well inside Lambda's 15 minutes.
   */
  TRANSCODE_CHUNK_SECONDS: z.coerce
    .number()
    .int()
    .min(6)
    .max(1800)
    .refine((n) => n % 6 === 0, 'A whole number of 6-second segments')
    .default(600),
  /** The secret (name or ARN) holding the private key that signs the videos' CloudFront cookies (PEM). */
  VIDEO_SIGNING_KEY_SECRET_ID: z.string().optional(),
  /** The id of its public key in CloudFront's trusted key group. */
  VIDEO_SIGNING_KEY_PAIR_ID: z.string().optional(),
  /**
   * During a rotation only: the key being replaced, still in the key group. Its id, and the SHA-256 of its public
   * half (SPKI, DER, hex) by which the signer knows that the secret still holds its private key.
   */
  VIDEO_SIGNING_PREVIOUS_KEY_PAIR_ID: z.string().optional(),
  VIDEO_SIGNING_PREVIOUS_KEY_SHA256: z.string().optional(),
  /**
   * The folder of the Noto Sans TTFs that documents with Indian scripts embed (lib/pdf/noto-fonts.ts): beside the
   * bundle on AWS (CDK copies them), /usr/share/fonts/truetype/noto (Debian's fonts-noto-core) locally.
   */
  PDF_FONTS_DIR: z.string().optional(),
  /** The folder of harfbuzz.wasm and harfbuzz-subset.wasm (harfbuzzjs/dist): beside the bundle on AWS. */
  PDF_WASM_DIR: z.string().optional(),
  STORE_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  STORE_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
});
type Env = z.infer<typeof Env>;

let cached: Env | undefined;
export function env(): Env {
  cached ??= Env.parse(process.env);
  return cached;
}

/** A setting this code path cannot work without; fails loudly (a deployment error, not a user error). */
export function required<K extends keyof Env>(name: K): NonNullable<Env[K]> {
  const value = env()[name];
  if (value === undefined || value === '') throw new Error(`Missing configuration ${String(name)}`);
  return value as NonNullable<Env[K]>;
}
