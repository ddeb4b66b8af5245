import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PRIVACY_NOTICE_VERSION } from '@academy/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, isPortFree } from '../../infra/local/ports';

/** `npm start` as a user runs it (the same script, as a child process), in its own data folder and ports. */
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-start-'));
const ports = {
  API_PORT: await freePort(),
  WEB_PORT: await freePort(),
  DYNAMODB_PORT: await freePort(),
  COGNITO_PORT: await freePort(),
  S3_PORT: await freePort(),
  SECRETS_PORT: await freePort(),
  SQS_PORT: await freePort(),
  SES_PORT: await freePort(),
  VIDEO_ORIGIN_PORT: await freePort(),
};

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string | number> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ACADEMY_DATA_DIR: dataDir,
      ACADEMY_QUIET: '1',
      ...Object.fromEntries(Object.entries({ ...ports, ...env }).map(([k, v]) => [k, String(v)])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function ready(run: Run): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!run.output().includes('The academy is running')) {
    if (run.child.exitCode !== null) throw new Error(`npm start exited: ${run.output()}`);
    if (Date.now() > deadline) throw new Error(`npm start did not get ready: ${run.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const api = (p: string, init?: RequestInit) => fetch(`http://127.0.0.1:${ports.API_PORT}${p}`, init);
const json = { 'content-type': 'application/json' };

/** A user-facing failure: one short line, no stack trace. */
function expectOneLine(output: string, text: string) {
  const lines = output.split('\n').filter((l) => l.trim() && !l.startsWith('>'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(text);
  expect(output).not.toMatch(/\n\s+at /);
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', { timeout: 120_000 }, () => {
  const email = `restart-${Date.now()}@test.academy`;

  it('runs the academy with the demo logins, refuses a second copy, and stops everything on Ctrl-C', async () => {
    const first = start();
    await ready(first);
    expect(first.output()).toContain('student@demo.academy');
    expect(first.output()).toContain('Demo@12345');
    expect(first.output()).toContain('demo users and courses created');
    expect(await (await api('/api/health')).json()).toEqual({ status: 'ok' });
    const web = await fetch(`http://127.0.0.1:${ports.WEB_PORT}/api/health`);
    expect(web.status).toBe(200);
    // The mail inbox (the SES stand-in) is printed and answers
    expect(first.output()).toContain(`Inbox     http://localhost:${ports.SES_PORT}/`);
    expect((await fetch(`http://127.0.0.1:${ports.SES_PORT}/`)).status).toBe(200);
    // The web app proxies /hls/ to the video origin, which refuses a request without signed cookies as CloudFront does
    const video = await fetch(`http://127.0.0.1:${ports.WEB_PORT}/hls/C1/M1/J1/master.m3u8`);
    expect(video.status).toBe(403);
    expect(await video.text()).toContain('<Code>MissingKey</Code>');
    const registered = await api('/api/auth/register', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Restart Test',
        email,
        password: 'Demo@12345',
        dateOfBirth: '1995-06-15',
        consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
      }),
    });
    expect(registered.status).toBe(201);

    const second = start();
    expect(await second.exited).toBe(1);
    expectOneLine(second.output(), 'The academy is already running');

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    for (const port of Object.values(ports)) expect(await isPortFree(port), `port ${port}`).toBe(true);
  });

  it('keeps all data across a restart', async () => {
    const again = start();
    await ready(again);
    expect(again.output()).not.toContain('demo users and courses created');
    const login = await api('/api/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'Demo@12345' }),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('explains a busy port in one line', async () => {
    const blocker = net.createServer().listen(ports.API_PORT, '0.0.0.0');
    await new Promise((r) => blocker.once('listening', r));
    try {
      const run = start();
      expect(await run.exited).toBe(1);
      expectOneLine(run.output(), `Port ${ports.API_PORT} is already in use`);
      expect(run.output()).toContain('API_PORT=');
    } finally {
      blocker.close();
    }
  });

  it('explains a missing Java in one line', async () => {
    const bin = mkdtempSync(path.join(os.tmpdir(), 'academy-nojava-'));
    symlinkSync(process.execPath, path.join(bin, 'node'));
    try {
      const run = start({ PATH: bin });
      expect(await run.exited).toBe(1);
      expectOneLine(run.output(), 'Java 17 or newer is needed for DynamoDB Local');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
