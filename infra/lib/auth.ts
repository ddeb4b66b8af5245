import { roles } from '@academy/shared';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, Mfa, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { acknowledge } from './nag';
import { pascal } from './paths';

/**
 * The Cognito user pool and the web app's client, mirroring infra/local/cognito.ts. Accounts are created only
 * by the API (admin calls), so self sign-up is off and nobody can join a role group except through it.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
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
