import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { roles } from '@academy/shared';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localCredentials } from './dynamo';
import { LocalStackError } from './errors';
import { waitForPort } from './ports';
import { demoTotpSecretsEnv } from './seed-mfa';

export interface PoolConfig {
  userPoolId: string;
  userPoolClientId: string;
}

export interface CognitoLocal {
  process: ChildProcess;
  endpoint: string;
  /** Called with each confirmation code cognito-local "e-mails" (password resets). */
  onCode(listener: (email: string, code: string) => void): void;
}

/** cognito-local with its state in `dir/.cognito`; survives restarts. */
export async function startCognito(port: number, dir: string): Promise<CognitoLocal> {
  mkdirSync(dir, { recursive: true });
  const bin = path.join(
    path.dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')),
    'lib/bin/start.js',
  );
  // The demo admin's fixed authenticator secret (./cognito-demo-totp.cjs says why and how).
  const demoTotp = fileURLToPath(new URL('./cognito-demo-totp.cjs', import.meta.url));
  const child = spawn(process.execPath, ['--require', demoTotp, bin], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEBUG: '',
      COGNITO_LOCAL_DEMO_TOTP: demoTotpSecretsEnv(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listeners: ((email: string, code: string) => void)[] = [];
  let output = '';
  const read = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    // The console "mailer" prints a box with "Destination: <email>" and "Code: <code>".
    const text = chunk.toString();
    const email = /Destination:\s*(\S+)/.exec(text)?.[1];
    const code = /Code:\s*(\d+)/.exec(text)?.[1];
    if (email && code) for (const l of listeners) l(email, code);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new LocalStackError(`cognito-local stopped (exit ${code}): ${output.trim().slice(-500)}`)),
    ),
  );
  await Promise.race([waitForPort(port), exited]);
  return { process: child, endpoint: `http://127.0.0.1:${port}`, onCode: (l) => listeners.push(l) };
}

/** The user pool, app client and role groups; created on first start and remembered in `dir`. */
export async function ensurePool(endpoint: string, dir: string): Promise<PoolConfig> {
  const file = path.join(dir, 'pool.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PoolConfig;
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'ap-south-1',
    credentials: localCredentials,
  });
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'academy-users',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // As the CDK pool (infra/lib/auth.ts): two-step verification by authenticator app, for those who turn it on.
      MfaConfiguration: 'OPTIONAL',
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'academy-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
      PreventUserExistenceErrors: 'ENABLED',
    }),
  );
  for (const role of roles) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role }));
  }
  client.destroy();
  const config = { userPoolId, userPoolClientId: app.UserPoolClient!.ClientId! };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return config;
}
