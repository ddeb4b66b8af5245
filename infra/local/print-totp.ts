/**
 * `npm run totp -- admin`: the demo admin's current authenticator code (its secret from DEMO_ADMIN_TOTP_SECRET in
 * .env, else the fixed one of .env.example); `npm run totp -- <base32 secret>`: any other secret's.
 */
import { existsSync } from 'node:fs';
import { demoAdminTotpSecret } from './seed-mfa';
import { secondsLeft, totpCode } from './totp';

const env = new URL('../../.env', import.meta.url);
if (existsSync(env)) process.loadEnvFile(env);
const arg = process.argv[2] ?? 'admin';
const secret = arg === 'admin' ? demoAdminTotpSecret() : arg;
console.log(`${totpCode(secret)}  (valid for ${secondsLeft()} s more)`);
