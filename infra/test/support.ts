import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, type CfnElement, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, expect } from 'vitest';
import { AcademyStack } from '../lib/academy-stack';
import { repoRoot } from '../lib/paths';

/** The feature flags of cdk.json, so tests synthesise exactly what `cdk synth` does. */
export const cdkContext: Record<string, unknown> = JSON.parse(
  readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8'),
).context;

export const env = { region: 'ap-south-1' };

/** A synth with CDK's CloudFormation schema validation (cdk.json flag) takes seconds, more under load. */
export const SYNTH_TIMEOUT = 60_000;

/**
 * A made-up video signing public key (its private half was thrown away): the tests synthesise the stack as a stage
 * deploys it, with the /hls/* path (context `videoSigningPublicKey`). A second one for rotations.
 */
export const testVideoSigningPublicKey = readFileSync(
  path.join(repoRoot, 'infra/test/fixtures/video-signing-public.pem'),
  'utf8',
);
export const testVideoSigningNextPublicKey = readFileSync(
  path.join(repoRoot, 'infra/test/fixtures/video-signing-public-next.pem'),
  'utf8',
);

/** A tiny SPA build, so the BucketDeployment branch is exercised without building the frontend. */
export const spaFixture = path.join(repoRoot, 'infra/test/fixtures/spa');

/**
 * Where this test file's apps synthesize (a folder each), removed after its tests: CDK's default is a new
 * `cdk.out…` folder in the system's temporary folder per app, never removed, each with copies of the assets (the
 * AWS CLI layer's zip alone is tens of MB), and a few hundred runs filled a machine's disk. Vitest evaluates this
 * module once per test file.
 */
const synthRoot = mkdtempSync(path.join(os.tmpdir(), 'academy-cdk-'));
afterAll(() => rmSync(synthRoot, { recursive: true, force: true }));

/**
 * An app with cdk.json's context in which asset bundling is skipped for every stack (CDK's own
 * `aws:cdk:bundling-stacks` switch): esbuild for a dozen functions (and ffmpeg's 68 MB copied twice) is what
 * `npm run synth` checks, not these assertions. The templates are otherwise identical. With the test video signing
 * key unless `videoSigningPublicKey` is given (`undefined`: none).
 */
export function testApp(context: Record<string, unknown> = {}): App {
  return new App({
    outdir: mkdtempSync(path.join(synthRoot, 'app-')),
    context: {
      ...cdkContext,
      'aws:cdk:bundling-stacks': [],
      videoSigningPublicKey: testVideoSigningPublicKey,
      ...context,
    },
  });
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

/** A bucket's template holds public access blocked, encryption at rest, and a bucket policy that refuses plain HTTP. */
export function expectPrivateEncryptedTlsOnly(resources: Resources, bucketId: string): void {
  expect(resources[bucketId]!.Properties).toMatchObject({
    PublicAccessBlockConfiguration: {
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    },
    BucketEncryption: {
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    },
  });
  const policy = Object.values(resources).find(
    (r) => r.Type === 'AWS::S3::BucketPolicy' && refId(r.Properties!.Bucket) === bucketId,
  );
  expect(JSON.stringify(policy?.Properties?.PolicyDocument)).toMatch(/"aws:SecureTransport":"false"/);
}

/**
 * The application stack as most tests build it (`testApp(context)`, the SPA fixture), with its flat template
 * (`flatTemplate`) and that template's resources.
 */
export function synthAcademy(context: Record<string, unknown> = {}) {
  const stack = new AcademyStack(testApp(context), 'Academy', { env, spaDirectory: spaFixture });
  const template = flatTemplate(stack);
  return { stack, template, resources: template.toJSON().Resources as Resources };
}

/** A template's resources of one type, as [logical id, resource] pairs. */
export const resourcesOfType = (resources: Resources, type: string) =>
  Object.entries(resources).filter(([, r]) => r.Type === type);

type Json = Record<string, unknown>;

/**
 * The application as one template, though its functions sit in nested stacks (infra/lib/feature-api.ts): the
 * stack's resources and every nested stack's, the nested ones renamed `<nested stack id><logical id>` (so ids
 * stay unique), with each nested parameter replaced by what the parent passes it and each parent reference to a
 * nested output replaced by that output's value. References then resolve across the stacks as within one
 * template, so the assertions read the application, not how it is cut into stacks. The nested stack resources
 * themselves are left out.
 */
export function flatTemplate(stack: Stack): Template {
  const parent = Template.fromStack(stack).toJSON() as { Resources: Resources };
  const nestedStacks = stack.node
    .findAll()
    .filter((c): c is NestedStack => c instanceof NestedStack && c.nestedStackParent === stack);
  const resources: Resources = {};
  const outputs = new Map<string, Json>();
  for (const nested of nestedStacks) {
    const resourceId = stack.getLogicalId(nested.nestedStackResource as CfnElement);
    const template = Template.fromStack(nested).toJSON() as {
      Resources: Resources;
      Parameters?: Json;
      Outputs?: Record<string, { Value: unknown }>;
    };
    const passed = (parent.Resources[resourceId]?.Properties?.Parameters ?? {}) as Json;
    const prefix = nested.node.id;
    const rename = (value: unknown): unknown =>
      mapRefs(value, (id) => {
        if (template.Parameters && id in template.Parameters) return { replace: passed[id] };
        return id in template.Resources ? { id: `${prefix}${id}` } : undefined;
      });
    for (const [id, resource] of Object.entries(template.Resources))
      resources[`${prefix}${id}`] = rename(resource) as Resources[string];
    for (const [name, output] of Object.entries(template.Outputs ?? {}))
      outputs.set(`${resourceId} Outputs.${name}`, rename(output.Value) as Json);
  }
  for (const [id, resource] of Object.entries(parent.Resources)) {
    if (resource.Type === 'AWS::CloudFormation::Stack') continue;
    resources[id] = mapGetAtts(resource, (target, attribute) =>
      outputs.get(`${target} ${attribute}`),
    ) as never;
  }
  return Template.fromJSON({ Resources: resources });
}

/** Rewrites `Ref`s and `GetAtt` targets: `{ id }` renames the target, `{ replace }` replaces the whole reference. */
function mapRefs(
  value: unknown,
  map: (id: string) => { id?: string; replace?: unknown } | undefined,
): unknown {
  if (Array.isArray(value)) return value.map((v) => mapRefs(v, map));
  if (!value || typeof value !== 'object') return value;
  const v = value as Json;
  if (typeof v.Ref === 'string') {
    const to = map(v.Ref);
    if (to && 'replace' in to) return to.replace;
    return to?.id ? { Ref: to.id } : v;
  }
  const getAtt = v['Fn::GetAtt'];
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') {
    const to = map(getAtt[0]);
    return to?.id ? { 'Fn::GetAtt': [to.id, ...getAtt.slice(1)] } : v;
  }
  const mapped = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapRefs(x, map)]));
  if (Array.isArray(v.DependsOn)) mapped.DependsOn = (v.DependsOn as string[]).map((d) => map(d)?.id ?? d);
  return mapped;
}

/** Replaces `{ 'Fn::GetAtt': [target, attribute] }` by `map(target, attribute)` where that gives a value. */
function mapGetAtts(value: unknown, map: (target: string, attribute: string) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapGetAtts(v, map));
  if (!value || typeof value !== 'object') return value;
  const getAtt = (value as Json)['Fn::GetAtt'];
  if (Array.isArray(getAtt) && getAtt.length === 2) {
    const found = map(String(getAtt[0]), String(getAtt[1]));
    if (found !== undefined) return found;
  }
  return Object.fromEntries(Object.entries(value as Json).map(([k, x]) => [k, mapGetAtts(x, map)]));
}

/** The stack and each of its nested stacks, with its own template (each is deployed, and limited, alone). */
export function stackTemplates(stack: Stack): { path: string; template: Template }[] {
  const nested = stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack);
  return [stack, ...nested].map((s) => ({ path: s.node.path, template: Template.fromStack(s) }));
}

/** Logical ids a value refers to: Ref, GetAtt and `${Id}` in Fn::Sub. */
function referencesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) referencesIn(v, into);
  else if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.Ref === 'string') into.add(v.Ref);
    const getAtt = v['Fn::GetAtt'];
    if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') into.add(getAtt[0]);
    const sub = v['Fn::Sub'];
    const text = typeof sub === 'string' ? sub : Array.isArray(sub) ? sub[0] : undefined;
    if (typeof text === 'string') for (const m of text.matchAll(/\$\{([A-Za-z0-9]+)[.}]/g)) into.add(m[1]!);
    for (const x of Object.values(v)) referencesIn(x, into);
  }
  return into;
}

/** A dependency cycle among a template's resources (references and DependsOn), if there is one. */
export function findCycle(resources: Resources): string[] | undefined {
  const edges = new Map<string, string[]>();
  for (const [id, r] of Object.entries(resources)) {
    const deps = referencesIn({ p: r.Properties, c: r.Condition });
    for (const d of (r.DependsOn as string[] | string | undefined) ?? []) deps.add(d);
    edges.set(
      id,
      [...deps].filter((d) => d in resources && d !== id),
    );
  }
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'open') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'open');
    path.push(id);
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}
