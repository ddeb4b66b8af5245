/**
 * `npm start`: the whole academy on one machine. DynamoDB Local, cognito-local and s3rver stand in for
 * AWS; the gateway mounts every route; the web app runs on Vite; a timer runs the scheduled functions.
 * All state lives under .data/ and survives restarts.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalStackError } from './errors';
import { isPortFree } from './ports';
import { startScheduler } from './scheduler';
import { DEMO_PASSWORD, demoUsers, seed } from './seed';
import { startLocalStack } from './stack';
import { startWeb } from './web';

// The SDK's notice that Node 20 support ends in 2027: Lambda runs Node 22; only local machines may run 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Settings from .env (see .env.example); variables already in the environment win.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const dataDir = path.resolve(root, process.env.ACADEMY_DATA_DIR ?? '.data');
const pidFile = path.join(dataDir, 'academy.pid');

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new LocalStackError(`${name} must be a port number`);
  return value;
};

/** Removes the lock only if it is ours (another running copy keeps its own). */
function releaseLock() {
  if (existsSync(pidFile) && readFileSync(pidFile, 'utf8') === String(process.pid))
    rmSync(pidFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const ports = {
    api: port('API_PORT', 3000),
    web: port('WEB_PORT', 5173),
    dynamo: port('DYNAMODB_PORT', 8000),
    cognito: port('COGNITO_PORT', 9229),
    s3: port('S3_PORT', 4569),
    secrets: port('SECRETS_PORT', 4584),
    sqs: port('SQS_PORT', 9324),
    ses: port('SES_PORT', 8005),
    videoOrigin: port('VIDEO_ORIGIN_PORT', 4590),
  };
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new LocalStackError(
        `The academy is already running (process ${pid}). Use that one, or stop it with Ctrl-C in its terminal first.`,
      );
    }
  }
  const names: Record<keyof typeof ports, string> = {
    api: 'API_PORT',
    web: 'WEB_PORT',
    dynamo: 'DYNAMODB_PORT',
    cognito: 'COGNITO_PORT',
    s3: 'S3_PORT',
    secrets: 'SECRETS_PORT',
    sqs: 'SQS_PORT',
    ses: 'SES_PORT',
    videoOrigin: 'VIDEO_ORIGIN_PORT',
  };
  for (const [key, value] of Object.entries(ports) as [keyof typeof ports, number][]) {
    if (!(await isPortFree(value))) {
      throw new LocalStackError(
        `Port ${value} is already in use, so the academy cannot start. Stop the program using it, or pick another port: ${names[key]}=${value + 1} npm start`,
      );
    }
  }
  writeFileSync(pidFile, String(process.pid));

  const started = performance.now();
  const log = (line: string) => console.info(`  ${new Date().toISOString().slice(11, 19)} ${line}`);
  const stack = await startLocalStack({
    dataDir,
    ports,
    publicSiteUrl: `http://localhost:${ports.web}`,
    onLog: process.env.ACADEMY_QUIET ? undefined : log,
  });
  let stopping = false;
  let stopWeb: (() => Promise<void>) | undefined;
  let stopScheduler: (() => void) | undefined;
  const shutdown = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.info('\nStopping the academy…');
    stopScheduler?.();
    await stopWeb?.().catch(() => undefined);
    await stack.stop();
    releaseLock();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  try {
    stack.onResetCode((email, code) => log(`password reset code for ${email}: ${code}`));
    const { created } = await seed();
    // The demo's uploaded lessons are transcoded before the academy says it is ready (first start only: later
    // starts find them done).
    await stack.settled();
    const web = await startWeb(ports.web, stack.apiUrl);
    stopWeb = web.stop;
    stopScheduler = startScheduler(log, stack.scheduledFailures);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`
  The academy is running (ready in ${seconds} s${created ? `, ${created} demo users and courses created` : ''}).

    Web app   ${web.url}
    API       http://localhost:${ports.api}/api   (OpenAPI: /api/openapi.json)
    Data      ${path.relative(process.cwd(), dataDir) || '.'}/   (kept across restarts)
    Inbox     ${stack.inboxUrl}   (every mail the academy sends locally)
    Videos    ${web.url}/hls/ → ${stack.videoOriginUrl}   (signed cookies checked as CloudFront does)

  Demo logins (password ${DEMO_PASSWORD}):
${demoUsers.map((u) => `    ${u.role.padEnd(10)} ${u.email}${u.minor ? `   (a minor: signs in once the parent consents; their mail to ${u.minor.guardianEmail} is in the inbox)` : ''}`).join('\n')}
  The admin's sign-in also asks for an authenticator code: \`npm run totp -- admin\` prints it (secret in .env.example).

  Press Ctrl-C to stop.
`);
  } catch (error) {
    console.error(error);
    await shutdown(1);
  }
}

main().catch((error) => {
  if (error instanceof LocalStackError) {
    console.error(`\n  ${error.message}\n`);
  } else {
    console.error(error);
  }
  releaseLock();
  process.exit(1);
});
