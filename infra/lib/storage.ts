import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  HttpMethods,
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
 * The private buckets: course videos (uploaded and played through presigned URLs) and the files students attach
 * to submissions (under their own prefixes of the same bucket), certificates (PDFs the API writes), and one
 * access-log bucket that receives the S3 server access logs of every bucket and the CloudFront logs.
 */
export class Storage extends Construct {
  readonly logsBucket: Bucket;
  readonly videosBucket: Bucket;
  readonly certificatesBucket: Bucket;

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
