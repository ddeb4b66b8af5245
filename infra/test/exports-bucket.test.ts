import {
  emailEventsSubscriber,
  grantsOf,
  PRIVACY_LIMITS,
  queueConsumers,
  routeList,
  schedules,
  streamConsumers,
} from '@academy/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TAG } from '../lib/academy-function';
import { pascal } from '../lib/paths';
import {
  expectPrivateEncryptedTlsOnly,
  type Resources,
  refId,
  resourcesOfType,
  SYNTH_TIMEOUT,
  synthAcademy,
} from './support';

/** The data exports' bucket (issue 41): private, encrypted, each archive removed after the keep days. */

let resources: Resources;

beforeAll(() => {
  ({ resources } = synthAcademy());
}, SYNTH_TIMEOUT);

const ofType = (type: string) => resourcesOfType(resources, type);
const props = (id: string) => resources[id]?.Properties as Record<string, any>;
const exportsBucketId = () =>
  ofType('AWS::S3::Bucket').find(([id]) => id.startsWith('StorageExportsBucket'))![0];

const declared = new Map<string, readonly string[]>(
  [
    ...routeList.map((r) => ({ ...r, grants: grantsOf(r) })),
    ...schedules,
    ...streamConsumers,
    ...queueConsumers,
    emailEventsSubscriber,
  ].map((f) => [`${pascal(f.id)}Function`, f.grants as readonly string[]] as const),
);

function ourFunctions(): { tag: string; id: string; vars: Record<string, unknown> }[] {
  return ofType('AWS::Lambda::Function').flatMap(([id, r]) => {
    const tag = (r.Properties?.Tags as { Key: string; Value: string }[] | undefined)?.find(
      (t) => t.Key === FUNCTION_TAG,
    )?.Value;
    return tag
      ? [{ tag, id, vars: (props(id).Environment?.Variables ?? {}) as Record<string, unknown> }]
      : [];
  });
}

/** The actions a function's role may take on the exports bucket. */
function actionsOnExports(functionId: string): string[] {
  const roleId = refId(props(functionId).Role);
  const bucketId = exportsBucketId();
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties!.Roles as unknown[]).some((r) => refId(r) === roleId))
    .flatMap(
      ([, p]) =>
        (p.Properties!.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] })
          .Statement,
    )
    .filter((s) => JSON.stringify(s.Resource).includes(bucketId))
    .flatMap((s) => [s.Action].flat());
}

describe('the data exports bucket (issue 41)', () => {
  it('is private, encrypted and TLS only', () => {
    expectPrivateEncryptedTlsOnly(resources, exportsBucketId());
  });

  it('removes every archive PRIVACY_LIMITS.exportKeepDays after it was written, and keeps no old versions', () => {
    const bucket = props(exportsBucketId());
    expect(bucket.VersioningConfiguration).toBeUndefined();
    const rules = bucket.LifecycleConfiguration.Rules as Record<string, any>[];
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'expire-exports',
        Status: 'Enabled',
        ExpirationInDays: PRIVACY_LIMITS.exportKeepDays,
      }),
    );
    expect(rules.find((r) => r.Id === 'expire-exports')?.Prefix).toBeUndefined();
  });

  it('is granted only to the export functions: the builder puts, the link route reads, none deletes', () => {
    const functions = ourFunctions();
    const granted = functions.filter((f) => declared.get(f.tag)?.some((g) => g.startsWith('exports:')));
    expect(granted.map((f) => f.tag).sort()).toEqual(['BuildDataExportsFunction', 'GetExportLinkFunction']);
    for (const { tag, id, vars } of functions) {
      const has = granted.some((f) => f.tag === tag);
      if (has) expect(JSON.stringify(vars.EXPORTS_BUCKET), tag).toContain('ExportsBucket');
      else {
        expect(vars.EXPORTS_BUCKET, tag).toBeUndefined();
        expect(actionsOnExports(id), tag).toEqual([]);
      }
    }
    const builder = granted.find((f) => f.tag === 'BuildDataExportsFunction')!;
    const link = granted.find((f) => f.tag === 'GetExportLinkFunction')!;
    expect(actionsOnExports(builder.id)).toContain('s3:PutObject');
    expect(actionsOnExports(builder.id).filter((a) => /Get|Delete/.test(a))).toEqual([]);
    expect(actionsOnExports(link.id)).toContain('s3:GetObject*');
    expect(actionsOnExports(link.id).filter((a) => /Put|Delete/.test(a))).toEqual([]);
  });

  it('gives the builder the time and memory to read and zip everything about a person', () => {
    const builder = ourFunctions().find((f) => f.tag === 'BuildDataExportsFunction')!;
    expect(props(builder.id)).toMatchObject({ Timeout: 900, MemorySize: 2048 });
  });
});
