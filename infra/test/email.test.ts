import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { AcademyStack } from '../lib/academy-stack';
import { env, SYNTH_TIMEOUT, spaFixture, testApp } from './support';

/** The application stack with these context values (one route: the pool does not depend on them). */
function synth(context: Record<string, string>) {
  const app = testApp();
  for (const [key, value] of Object.entries(context)) app.node.setContext(key, value);
  const stack = new AcademyStack(app, 'Academy', { env, spaDirectory: spaFixture });
  return { app, stack, template: Template.fromStack(stack) };
}

describe('the user pool’s e-mail (issue 36 item 6)', () => {
  it(
    'sends through SES from the academy’s domain, its DKIM records in the Route 53 zone given',
    () => {
      const { app, template } = synth({
        emailDomain: 'academy.example.com',
        emailHostedZoneId: 'Z0123456789EMAIL',
        emailHostedZoneName: 'academy.example.com',
      });
      template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'academy.example.com' });
      expect(Object.keys(template.findResources('AWS::Route53::RecordSet')).length).toBeGreaterThanOrEqual(3);
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        EmailConfiguration: {
          EmailSendingAccount: 'DEVELOPER',
          From: 'Online Learning Academy <no-reply@academy.example.com>',
          SourceArn: Match.objectLike({
            'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':identity/academy.example.com$')])],
          }),
        },
      });
      const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!;
      expect(JSON.stringify(pool.DependsOn)).toMatch(/EmailIdentity/);
      expect(new AwsSolutionsChecks().validateScope(app).violations).toEqual([]);
    },
    SYNTH_TIMEOUT,
  );

  it(
    'without a zone, outputs the three DKIM records to add; without a domain, warns that Cognito’s own sender is capped',
    () => {
      const { template } = synth({
        emailDomain: 'academy.example.com',
        emailFromAddress: 'hello@academy.example.com',
      });
      template.hasOutput('*', { Value: Match.objectLike({ 'Fn::Join': Match.anyValue() }) });
      expect(JSON.stringify(template.toJSON().Outputs)).toMatch(/CNAME/);
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        EmailConfiguration: Match.objectLike({ From: 'Online Learning Academy <hello@academy.example.com>' }),
      });
      const { stack, template: plain } = synth({});
      expect(Object.keys(plain.findResources('AWS::SES::EmailIdentity'))).toHaveLength(0);
      Annotations.fromStack(stack).hasWarning('*', Match.stringLikeRegexp('Cognito’s own sender'));
    },
    SYNTH_TIMEOUT,
  );
});
