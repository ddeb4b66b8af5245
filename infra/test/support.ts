import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { repoRoot } from '../lib/paths';

/** The feature flags of cdk.json, so tests synthesise exactly what `cdk synth` does. */
export const cdkContext: Record<string, unknown> = JSON.parse(
  readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8'),
).context;

export const env = { region: 'ap-south-1' };

/** A synth with CDK's CloudFormation schema validation (cdk.json flag) takes seconds, more under load. */
export const SYNTH_TIMEOUT = 60_000;

/** A tiny SPA build, so the BucketDeployment branch is exercised without building the frontend. */
export const spaFixture = path.join(repoRoot, 'infra/test/fixtures/spa');

/**
 * An app with cdk.json's context in which asset bundling is skipped for every stack (CDK's own
 * `aws:cdk:bundling-stacks` switch): esbuild for a dozen functions is what `npm run synth` checks, not these
 * assertions. The templates are otherwise identical.
 */
export function testApp(): App {
  return new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
}

export type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown> } & Record<string, unknown>
>;

/** `{ Ref: id }` / `{ 'Fn::GetAtt': [id, attr] }` → id. */
export function refId(value: unknown): string | undefined {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.Ref === 'string') return v.Ref;
    const getAtt = v['Fn::GetAtt'];
    if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return getAtt[0];
  }
  return undefined;
}
