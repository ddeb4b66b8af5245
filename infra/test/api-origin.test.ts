import { routeList } from '@academy/shared';
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { AcademyStack } from '../lib/academy-stack';
import { PLACEHOLDER_ORIGIN_DOMAIN } from '../lib/api';
import { cdkContext, env, SYNTH_TIMEOUT, spaFixture } from './support';

/** The stack with one route and no schedule (the origin domain does not depend on them), under `context`. */
function synth(context: Record<string, string>) {
  const app = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], ...context } });
  const stack = new AcademyStack(app, 'Academy', {
    env,
    spaDirectory: spaFixture,
    routes: routeList.slice(0, 1),
    schedules: [],
  });
  return { stack, template: Template.fromStack(stack) };
}

const apiOrigin = (template: Template) => {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  const config = distribution!.Properties.DistributionConfig;
  const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
  return config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
};

describe('how CloudFront reaches the API', () => {
  it(
    'with a Route 53 zone: issues the certificate in the stack region, names the domain and points it at the API',
    () => {
      const { template } = synth({
        apiDomainName: 'api-origin.academy.example.com',
        apiHostedZoneId: 'Z0123456789ABCDEFGHIJ',
        apiHostedZoneName: 'academy.example.com',
      });
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
      template.hasResourceProperties('AWS::CertificateManager::Certificate', {
        DomainName: 'api-origin.academy.example.com',
        ValidationMethod: 'DNS',
        DomainValidationOptions: [Match.objectLike({ HostedZoneId: 'Z0123456789ABCDEFGHIJ' })],
      });
      const [domainId] = Object.keys(template.findResources('AWS::ApiGatewayV2::DomainName'));
      template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
        DomainName: 'api-origin.academy.example.com',
      });
      template.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'api-origin.academy.example.com.',
        Type: 'A',
        HostedZoneId: 'Z0123456789ABCDEFGHIJ',
        AliasTarget: {
          DNSName: { 'Fn::GetAtt': [domainId, 'RegionalDomainName'] },
          HostedZoneId: { 'Fn::GetAtt': [domainId, 'RegionalHostedZoneId'] },
        },
      });
      expect(apiOrigin(template).DomainName).toEqual({ Ref: domainId });
    },
    SYNTH_TIMEOUT,
  );

  it(
    'with a certificate of its own: uses it and adds no DNS record (the CNAME is the operator’s)',
    () => {
      const certificateArn = 'arn:aws:acm:ap-south-1:123456789012:certificate/abc';
      const { template } = synth({
        apiDomainName: 'api-origin.example.org',
        apiCertificateArn: certificateArn,
      });
      template.resourceCountIs('AWS::CertificateManager::Certificate', 0);
      template.resourceCountIs('AWS::Route53::RecordSet', 0);
      template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
        DomainName: 'api-origin.example.org',
        DomainNameConfigurations: [Match.objectLike({ CertificateArn: certificateArn })],
      });
      template.hasOutput('ApiOriginTarget', {
        Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('OriginDomain'), 'RegionalDomainName'] },
      });
    },
    SYNTH_TIMEOUT,
  );

  it(
    'without settings: still synthesises offline, on a placeholder that cannot deploy, and says so',
    () => {
      const { stack, template } = synth({});
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
      template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
        DomainName: PLACEHOLDER_ORIGIN_DOMAIN,
      });
      Annotations.fromStack(stack).hasWarning(
        '/Academy/Api',
        Match.stringLikeRegexp('No API origin domain: set context apiDomainName'),
      );
    },
    SYNTH_TIMEOUT,
  );
});
