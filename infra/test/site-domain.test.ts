import { type App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { AcademyStack } from '../lib/academy-stack';
import { env, type Resources, SYNTH_TIMEOUT, spaFixture, testApp } from './support';

const SITE = {
  webDomainName: 'academy.example.com',
  webCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
};

function synth(context: Record<string, string> = {}): { app: App; stack: AcademyStack } {
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

/** Logical ids a value refers to: Ref, GetAtt and `${Id}` in Fn::Sub. */
function referencesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) referencesIn(v, into);
  else if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.Ref === 'string') into.add(v.Ref);
    const getAtt = v['Fn::GetAtt'];
    if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') into.add(getAtt[0]);
    const sub = v['Fn::Sub'];
    const text = typeof sub === 'string' ? sub : Array.isArray(sub) ? sub[0] : undefined;
    if (typeof text === 'string') for (const m of text.matchAll(/\$\{([A-Za-z0-9]+)[.}]/g)) into.add(m[1]!);
    for (const x of Object.values(v)) referencesIn(x, into);
  }
  return into;
}

/** A dependency cycle among a template's resources (references and DependsOn), if there is one. */
function findCycle(resources: Resources): string[] | undefined {
  const edges = new Map<string, string[]>();
  for (const [id, r] of Object.entries(resources)) {
    const deps = referencesIn({ p: r.Properties, c: r.Condition });
    for (const d of (r.DependsOn as string[] | string | undefined) ?? []) deps.add(d);
    edges.set(
      id,
      [...deps].filter((d) => d in resources && d !== id),
    );
  }
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'open') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'open');
    path.push(id);
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}

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
    expect(csp).not.toContain('*.s3.');
  });

  it('with a site domain: the bucket’s CORS names the site, not the distribution, so there is no cycle', () => {
    const [, videos] = find(withDomainResources, 'AWS::S3::Bucket', 'StorageVideosBucket');
    const rules = (videos.Properties!.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[] }[] })
      .CorsRules;
    expect(rules.map((r) => r.AllowedOrigins)).toEqual([['https://academy.example.com']]);
    expect(findCycle(withDomainResources)).toBeUndefined();
  });

  it('naming the bucket without a site domain is the cycle docs/deploy.md describes (synth refuses it)', () => {
    const { stack } = synth();
    // What allowMediaFrom declines to do without a site domain.
    (stack.web as unknown as { mediaBuckets: unknown[] }).mediaBuckets.push(stack.storage.videosBucket);
    // CDK's CloudFormation validation (cdk.json) finds it as it would on `npm run synth`.
    expect(() => Template.fromStack(stack)).toThrow(
      /Circular dependency with \[StorageVideosBucket\w+ -> WebDistribution\w+ -> WebSecurityHeaders\w+ -> StorageVideosBucket/,
    );
  });

  it('without a site domain: the region’s S3, as before (and the CORS rule names the distribution)', () => {
    const resources = resourcesOf(synth().stack);
    expect(JSON.stringify(cspOf(resources))).toContain('https://*.s3.ap-south-1.amazonaws.com');
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
