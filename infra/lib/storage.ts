import { PRIVACY_LIMITS } from '@academy/shared';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  HttpMethods,
  ObjectLockRetention,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** The settings every academy bucket shares: private, encrypted, TLS only, kept when the stack goes. */
export const privateBucketProps = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  removalPolicy: RemovalPolicy.RETAIN,
} as const satisfies BucketProps;

/**
 * How long a tax document (an invoice's or credit note's PDF) is kept at least: GST records are kept 72 months from
 * the due date of the annual return of their financial year (CGST Act s. 36, rule 56), which falls at most 21 months
 * after the document (one issued on 1 April: the year ends 31 March next, the return is due 31 December after that),
 * so 93 months at most; 8 years (with a leap day each 4 years) covers it with room.
 */
export const TAX_DOCUMENT_RETENTION = Duration.days(8 * 365 + 2);

/**
 * The private buckets: course videos (uploaded and played through presigned URLs) and the files students attach
 * to submissions (under their own prefixes of the same bucket), certificates (PDFs the API writes), tax documents
 * (issue 39: the invoices' and credit notes' PDFs, kept eight years), and one access-log bucket that receives the S3 server access logs of every bucket and the CloudFront logs.
 */
export class Storage extends Construct {
  readonly logsBucket: Bucket;
  readonly videosBucket: Bucket;
  readonly certificatesBucket: Bucket;
  /** The tax documents (issue 39): written once per document, never deleted before TAX_DOCUMENT_RETENTION. */
  readonly invoicesBucket: Bucket;
  /**
   * The data exports (issue 41): each person's archive, written by the export builder, downloaded through a
   * presigned GET, and removed by the bucket PRIVACY_LIMITS.exportKeepDays after it was written. Not versioned
   * (an archive is written once and a removed one must be gone) and not backed up: it is a copy of the table's
   * and the other buckets' data, made on request.
   */
  readonly exportsBucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.logsBucket = new Bucket(this, 'LogsBucket', {
      ...privateBucketProps,
      // CloudFront standard logging still delivers through the bucket ACL, so the writer must own its objects.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(90) }],
    });

    const dataBucket = (bucketId: string, prefix: string) =>
      new Bucket(this, bucketId, {
        ...privateBucketProps,
        versioned: true,
        serverAccessLogsBucket: this.logsBucket,
        serverAccessLogsPrefix: `s3/${prefix}/`,
        lifecycleRules: [
          { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) },
          { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
        ],
      });
    this.videosBucket = dataBucket('VideosBucket', 'videos');
    // A submission's file is uploaded under this prefix and moved out of it by the submit that accepts it
    // (functions/src/assignments/files.ts): what is still there a day later was never submitted.
    this.videosBucket.addLifecycleRule({
      id: 'expire-unsubmitted-uploads',
      prefix: 'submission-uploads/',
      expiration: Duration.days(1),
      noncurrentVersionExpiration: Duration.days(1),
    });
    // Course thumbnails are uploaded here first; the course takes a copy into the site's course media once it has
    // checked the file, so an upload is kept a day (one never attached goes too).
    this.videosBucket.addLifecycleRule({
      id: 'expire-thumbnail-uploads',
      prefix: 'thumbnails/',
      expiration: Duration.days(1),
      noncurrentVersionExpiration: Duration.days(1),
    });
    this.certificatesBucket = dataBucket('CertificatesBucket', 'certificates');
    // Tax documents are records the law says to keep: every version of each is locked for the retention (governance
    // mode: only a role with s3:BypassGovernanceRetention, which no function has, could remove one sooner), and the
    // lifecycle removes nothing before it. After it, a document and its older versions go.
    this.invoicesBucket = new Bucket(this, 'InvoicesBucket', {
      ...privateBucketProps,
      versioned: true,
      objectLockEnabled: true,
      objectLockDefaultRetention: ObjectLockRetention.governance(TAX_DOCUMENT_RETENTION),
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/invoices/',
      lifecycleRules: [
        {
          id: 'expire-after-retention',
          expiration: TAX_DOCUMENT_RETENTION,
          noncurrentVersionExpiration: TAX_DOCUMENT_RETENTION,
        },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ],
    });
    this.exportsBucket = new Bucket(this, 'ExportsBucket', {
      ...privateBucketProps,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/exports/',
      lifecycleRules: [
        { id: 'expire-exports', expiration: Duration.days(PRIVACY_LIMITS.exportKeepDays) },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }

  /**
   * Browsers upload and play videos straight from S3 with presigned URLs, so the videos bucket answers CORS
   * for the web origins (the CloudFront domain, plus any custom domain).
   */
  allowBrowserAccessFrom(origins: string[]): void {
    this.videosBucket.addCorsRule({
      allowedOrigins: origins,
      allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
