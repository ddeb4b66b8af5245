import { roles } from '@academy/shared';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { hostedZoneFromContext, stringContext } from './context';
import { acknowledge } from './nag';
import { pascal } from './paths';

/**
 * The Cognito user pool and the web app's client, mirroring infra/local/cognito.ts. Accounts are created only
 * by the API (admin calls), so self sign-up is off and nobody can join a role group except through it.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The SES identity the pool sends from (the e-mail feature sends from it too), when a domain is configured. */
  readonly emailIdentity?: EmailIdentity;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const email = emailFromContext(this);
    if (email) {
      // The domain's identity, its DKIM records in Route 53 when the zone is given (else the `EmailDkimRecords`
      // output lists the three CNAMEs to add).
      const zone =
        email.hostedZone && HostedZone.fromHostedZoneAttributes(this, 'EmailZone', email.hostedZone);
      this.emailIdentity = new EmailIdentity(this, 'EmailIdentity', {
        identity: zone ? Identity.publicHostedZone(zone) : Identity.domain(email.domain),
      });
      if (!zone) {
        const identity = this.emailIdentity;
        new CfnOutput(this, 'EmailDkimRecords', {
          value: [
            `${identity.dkimDnsTokenName1} CNAME ${identity.dkimDnsTokenValue1}`,
            `${identity.dkimDnsTokenName2} CNAME ${identity.dkimDnsTokenValue2}`,
            `${identity.dkimDnsTokenName3} CNAME ${identity.dkimDnsTokenValue3}`,
          ].join(' | '),
          description: `Add these CNAME records to ${email.domain} so that SES can send as it (DKIM)`,
        });
      }
    } else {
      Annotations.of(this).addWarningV2(
        'academy:email-default-sender',
        'No e-mail domain (context emailDomain): the user pool sends with Cognito’s own sender, about 50 e-mails a day, so password resets stop working in production. See docs/deploy.md.',
      );
    }
    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: 'academy-users',
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // The profile screen cannot change the email; immutable also stops users editing it with their own token.
      standardAttributes: { email: { required: true, mutable: false } },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      // The forgot-password flow sends Cognito's reset code by email.
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Two-step verification by authenticator app (TOTP), never SMS: optional in the pool, because students and
      // instructors choose it; the API requires it of admins (functions/src/auth/session.ts, functions/src/http.ts).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: FeaturePlan.ESSENTIALS,
      // Reset codes and invitations through SES, from the academy's own domain (no daily cap but SES's).
      ...(email
        ? {
            email: UserPoolEmail.withSES({
              fromEmail: email.fromAddress,
              fromName: 'Online Learning Academy',
              sesRegion: Stack.of(this).region,
              sesVerifiedDomain: email.domain,
            }),
          }
        : {}),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.userPool,
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA (TOTP only) is OPTIONAL in the pool on purpose: students and instructors choose it, and the API itself refuses admins without it (sign-in answers MFA_SETUP, every admin route and the token refresh check the profile).',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Essentials plan on purpose: the Plus plan (threat protection) is billed per active user; revisit when the academy grows.',
      },
    );

    if (this.emailIdentity) this.userPool.node.addDependency(this.emailIdentity);

    for (const role of roles) {
      this.userPool.addGroup(`${pascal(role)}Group`, { groupName: role, description: `Academy ${role}s` });
    }

    // The SPA's client: no secret (a browser cannot keep one); password and SRP sign-in, refresh tokens.
    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'academy-web',
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.minutes(60),
      accessTokenValidity: Duration.minutes(60),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
      disableOAuth: true,
    });
  }
}

/** The e-mail sender from context: `emailDomain`, `emailFromAddress` (default no-reply@ the domain), the zone. */
export function emailFromContext(
  scope: Construct,
):
  | { domain: string; fromAddress: string; hostedZone?: { hostedZoneId: string; zoneName: string } }
  | undefined {
  const domain = stringContext(scope, 'emailDomain');
  if (!domain) return undefined;
  return {
    domain,
    fromAddress: stringContext(scope, 'emailFromAddress') ?? `no-reply@${domain}`,
    hostedZone: hostedZoneFromContext(scope, 'email'),
  };
}
