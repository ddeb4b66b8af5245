/**
 * AWS on-demand list prices in Asia Pacific (Mumbai), ap-south-1, in US dollars: the only prices the cost bench
 * (`npm run bench -- cost`) uses. First tier of each, no free tier (the model compares designs, and the free
 * tiers vanish at scale), no tax.
 *
 * Sources, as of November 2026 (update the figure and this date together):
 * - CloudFront, India edge, first 10 TB out to the internet: $0.109/GB, read from aws.amazon.com/cloudfront/pricing.
 * - API Gateway HTTP API (aws.amazon.com/api-gateway/pricing), Lambda arm64 (aws.amazon.com/lambda/pricing),
 *   DynamoDB on-demand Standard table class, after the November 2024 price cut
 *   (aws.amazon.com/dynamodb/pricing/on-demand), and CloudFront HTTPS requests from India: the region's rates
 *   on those pages, taken down without a live check in this run. Check them in the AWS Pricing Calculator
 *   (region ap-south-1) before quoting a figure outside this repository.
 */

/** API Gateway HTTP API: per million requests (first 300 million a month). */
export const HTTP_API_PER_MILLION_REQUESTS = 1.0;
/** Lambda: per million requests (invocations). */
export const LAMBDA_PER_MILLION_REQUESTS = 0.2;
/** Lambda on arm64 (Graviton): per GB-second of duration (first 7.5 billion GB-s a month). */
export const LAMBDA_ARM_PER_GB_SECOND = 0.0000133334;
/** DynamoDB on-demand: per million write request units. */
export const DYNAMODB_PER_MILLION_WRITE_UNITS = 0.7116;
/** DynamoDB on-demand: per million read request units. */
export const DYNAMODB_PER_MILLION_READ_UNITS = 0.1423;
/** DynamoDB Standard table class: per GB-month stored (items and index entries, 100 bytes overhead each). */
export const DYNAMODB_PER_GB_MONTH = 0.285;
/** CloudFront, India edge: per GB out to the internet (first 10 TB a month). */
export const CLOUDFRONT_PER_GB_OUT = 0.109;
/** CloudFront, India edge: per 10,000 HTTPS requests. */
export const CLOUDFRONT_PER_10K_HTTPS_REQUESTS = 0.012;
