import { type App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { AcademyStack } from '../lib/academy-stack';
import { env, findCycle, type Resources, SYNTH_TIMEOUT, spaFixture, testApp } from './support';

const SITE = {
  webDomainName: 'academy.example.com',
  webCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
};

function synth(context: Record<string, string | undefined> = {}): { app: App; stack: AcademyStack } {
  const app = testApp();
  for (const [key, value] of Object.entries(context)) app.node.setContext(key, value);
  return { app, stack: new AcademyStack(app, 'Academy', { env, spaDirectory: spaFixture }) };
}

const resourcesOf = (stack: AcademyStack) => Template.fromStack(stack).toJSON().Resources as Resources;
const find = (resources: Resources, type: string, prefix = '') =>
  Object.entries(resources).find(([id, r]) => r.Type === type && id.startsWith(prefix))!;
const cspOf = (resources: Resources) =>
  (
    find(resources, 'AWS::CloudFront::ResponseHeadersPolicy')[1].Properties!.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
    }
  ).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;

let withDomain: { app: App; stack: AcademyStack };
let withDomainResources: Resources;

beforeAll(() => {
  withDomain = synth(SITE);
  withDomainResources = resourcesOf(withDomain.stack);
}, SYNTH_TIMEOUT);

describe('CSP names the exact media bucket (issue 36 item 4)', () => {
  it('with a site domain: connect-src and media-src name the videos bucket, not the region’s S3', () => {
    const [videosId] = find(withDomainResources, 'AWS::S3::Bucket', 'StorageVideosBucket');
    const csp = JSON.stringify(cspOf(withDomainResources));
    const bucket = `https://",{"Fn::GetAtt":["${videosId}","RegionalDomainName"]}`;
    expect(csp).toContain(`connect-src 'self' https://cognito-idp.ap-south-1.amazonaws.com ${bucket}`);
    expect(csp).toContain(`media-src 'self' blob: ${bucket}`);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain('*.s3.');
  });

  it('with a site domain: the bucket’s CORS names the site, not the distribution, so there is no cycle', () => {
    const [, videos] = find(withDomainResources, 'AWS::S3::Bucket', 'StorageVideosBucket');
    const rules = (videos.Properties!.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[] }[] })
      .CorsRules;
    expect(rules.map((r) => r.AllowedOrigins)).toEqual([['https://academy.example.com']]);
    expect(findCycle(withDomainResources)).toBeUndefined();
  });

  // Without a video signing key, the distribution does not serve the videos bucket (issue 38), and the CORS rule
  // names the distribution (infra/test/video.test.ts has the stack with both).
  const noVideoKey = { videoSigningPublicKey: '' };

  it('naming the bucket without a site domain is the cycle docs/deploy.md describes (synth refuses it)', () => {
    const { stack } = synth(noVideoKey);
    // What allowMediaFrom declines to do without a site domain.
    (stack.web as unknown as { mediaBuckets: unknown[] }).mediaBuckets.push(stack.storage.videosBucket);
    // CDK's CloudFormation validation (cdk.json) finds it as it would on `npm run synth`.
    expect(() => Template.fromStack(stack)).toThrow(
      /Circular dependency with \[StorageVideosBucket\w+ -> WebDistribution\w+ -> WebSecurityHeaders\w+ -> StorageVideosBucket/,
    );
  });

  it('without a site domain: the region’s S3, as before (and the CORS rule names the distribution)', () => {
    const resources = resourcesOf(synth(noVideoKey).stack);
    expect(JSON.stringify(cspOf(resources))).toContain('https://*.s3.ap-south-1.amazonaws.com');
    const [, videos] = find(resources, 'AWS::S3::Bucket', 'StorageVideosBucket');
    expect(JSON.stringify(videos.Properties!.CorsConfiguration)).toMatch(/Distribution.*DomainName/);
    expect(findCycle(resources)).toBeUndefined();
  });

  it('with a site domain: the distribution answers to it with TLS 1.2 at least, and links point there', () => {
    const [, distribution] = find(withDomainResources, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties!.DistributionConfig as Record<string, unknown>;
    expect(config.Aliases).toEqual(['academy.example.com']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: SITE.webCertificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(Template.fromStack(withDomain.stack).toJSON().Outputs.WebUrl.Value).toBe(
      'https://academy.example.com',
    );
  });

  it(
    'with a site domain: cdk-nag finds nothing, and needs no TLS acknowledgement',
    () => {
      Validations.of(withDomain.app).addPlugins(new AwsSolutionsChecks(withDomain.app));
      expect(() => withDomain.app.synth()).not.toThrow();
      const findings = new AwsSolutionsChecks().validateScope(withDomain.app).violations;
      expect(findings.map((v) => v.ruleName)).toEqual([]);
    },
    SYNTH_TIMEOUT,
  );

  it('refuses half a site domain', () => {
    expect(() => synth({ webDomainName: 'academy.example.com' })).toThrow(/webCertificateArn/);
  });
});
