import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/ports';
import { seed } from '../../infra/local/seed';
import { freeStackPorts, startLocalStack } from '../../infra/local/stack';
import { startPreview } from './web-preview';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    webUrl: string;
    dynamoEndpoint: string;
    cognitoEndpoint: string;
    s3Endpoint: string;
    userPoolId: string;
    userPoolClientId: string;
    dataDir: string;
  }
}

/**
 * Starts the real local stack (DynamoDB Local, cognito-local, s3rver, gateway) on free ports with a
 * throw-away data folder and the demo users; the e2e project also gets the production web build.
 * Everything is torn down after the run.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-test-'));
  const ports = await freeStackPorts();
  const stack = await startLocalStack({ dataDir, ports });
  await seed();
  let stopWeb: (() => Promise<void>) | undefined;
  let webUrl = '';
  if (project.name === 'e2e') {
    const web = await startPreview(await freePort(), stack.apiUrl);
    stopWeb = web.stop;
    webUrl = web.url;
  }
  project.provide('apiUrl', stack.apiUrl);
  project.provide('webUrl', webUrl);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('cognitoEndpoint', stack.cognitoEndpoint);
  project.provide('s3Endpoint', stack.s3Endpoint);
  project.provide('userPoolId', stack.pool.userPoolId);
  project.provide('userPoolClientId', stack.pool.userPoolClientId);
  project.provide('dataDir', dataDir);
  return async () => {
    await stopWeb?.();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
