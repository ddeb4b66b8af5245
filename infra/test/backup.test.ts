import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { AcademyStack } from '../lib/academy-stack';
import { BACKUP_RETENTION, BACKUP_ROLE_POLICIES } from '../lib/backup';
import {
  env,
  resourcesOfType as ofType,
  type Resources,
  refId,
  SYNTH_TIMEOUT,
  spaFixture,
  testApp,
} from './support';

const COPY_VAULT = 'arn:aws:backup:ap-south-1:210987654321:backup-vault:academy-copies';

/** The application's own stack (the backups are there, not in the features' nested stacks). */
function synth(props: { backupCopyVaultArn?: string; context?: Record<string, string> } = {}): Resources {
  const app = testApp();
  for (const [key, value] of Object.entries(props.context ?? {})) app.node.setContext(key, value);
  const stack = new AcademyStack(app, 'Academy', {
    env,
    spaDirectory: spaFixture,
    backupCopyVaultArn: props.backupCopyVaultArn,
  });
  return Template.fromStack(stack).toJSON().Resources as Resources;
}

const idOf = (resources: Resources, type: string) => ofType(resources, type)[0]![0];
type PlanRule = { RuleName: string; Lifecycle: { DeleteAfterDays: number }; CopyActions?: unknown[] };
const rulesOf = (resources: Resources) =>
  (
    ofType(resources, 'AWS::Backup::BackupPlan')[0]![1].Properties!.BackupPlan as {
      BackupPlanRule: PlanRule[];
    }
  ).BackupPlanRule;

let plain: Resources;
let copying: Resources;

beforeAll(() => {
  plain = synth();
  copying = synth({ backupCopyVaultArn: COPY_VAULT });
}, SYNTH_TIMEOUT * 2);

describe('AWS Backup (issue 36 item 8)', () => {
  it('backs up the table, the certificates bucket and the invoices bucket (issue 39), and nothing else', () => {
    const [[, selection]] = ofType(plain, 'AWS::Backup::BackupSelection') as [[string, Resources[string]]];
    const resources = (selection.Properties!.BackupSelection as { Resources: unknown[] }).Resources;
    const table = idOf(plain, 'AWS::DynamoDB::Table');
    const certificates = Object.keys(plain).find((id) => id.startsWith('StorageCertificatesBucket'))!;
    const invoices = Object.keys(plain).find((id) => id.startsWith('StorageInvoicesBucket'))!;
    expect(resources.map((r) => refId(r) ?? JSON.stringify(r))).toEqual(
      expect.arrayContaining([expect.stringContaining(table), certificates, invoices]),
    );
    expect(resources).toHaveLength(3);
  });

  it('backs up buckets AWS Backup can take: versioned', () => {
    for (const name of ['StorageCertificatesBucket', 'StorageInvoicesBucket']) {
      const bucket = Object.entries(plain).find(([id]) => id.startsWith(name))![1];
      expect(bucket.Properties!.VersioningConfiguration, name).toEqual({ Status: 'Enabled' });
    }
  });

  it('keeps daily points 35 days and monthly ones a year, in a vault of its own under a rotated key', () => {
    expect(rulesOf(plain).map((r) => [r.RuleName, r.Lifecycle.DeleteAfterDays])).toEqual([
      ['Daily', BACKUP_RETENTION.daily.toDays()],
      ['Monthly', BACKUP_RETENTION.monthly.toDays()],
    ]);
    const [[vaultId, vault]] = ofType(plain, 'AWS::Backup::BackupVault') as [[string, Resources[string]]];
    expect(vault.DeletionPolicy).toBe('Retain');
    const keyId = refId(vault.Properties!.EncryptionKeyArn)!;
    expect(plain[keyId]!.Properties!.EnableKeyRotation).toBe(true);
    for (const rule of rulesOf(plain) as unknown as { TargetBackupVault: unknown }[])
      expect(refId(rule.TargetBackupVault)).toBe(vaultId);
  });

  it('gives AWS Backup a role with the S3 backup and restore policies besides the general ones', () => {
    const [[roleId]] = ofType(plain, 'AWS::Backup::BackupSelection').map(([, s]) => [
      refId((s.Properties!.BackupSelection as { IamRoleArn: unknown }).IamRoleArn),
    ]) as [[string]];
    const role = plain[roleId]!;
    expect(JSON.stringify(role.Properties!.AssumeRolePolicyDocument)).toContain('backup.amazonaws.com');
    const policies = JSON.stringify(role.Properties!.ManagedPolicyArns);
    for (const name of BACKUP_ROLE_POLICIES) expect(policies).toContain(`:iam::aws:policy/${name}"`);
  });

  it('copies nothing to another account unless a copy vault is given', () => {
    for (const rule of rulesOf(plain)) expect(rule.CopyActions ?? []).toEqual([]);
  });

  it(
    'copies every recovery point to the copy vault, kept as long, when one is given (props or context)',
    () => {
      const fromContext = synth({ context: { backupCopyVaultArn: COPY_VAULT } });
      for (const resources of [copying, fromContext])
        for (const rule of rulesOf(resources))
          expect(rule.CopyActions, rule.RuleName).toEqual([
            {
              DestinationBackupVaultArn: COPY_VAULT,
              Lifecycle: { DeleteAfterDays: rule.Lifecycle.DeleteAfterDays },
            },
          ]);
      const policies = ofType(copying, 'AWS::IAM::Policy').map(([, p]) => JSON.stringify(p.Properties));
      expect(policies.some((p) => p.includes('backup:CopyIntoBackupVault') && p.includes(COPY_VAULT))).toBe(
        true,
      );
    },
    SYNTH_TIMEOUT,
  );
});
