import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BackupPlan,
  type BackupPlanCopyActionProps,
  BackupPlanRule,
  BackupResource,
  BackupSelection,
  BackupVault,
} from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeManagedPolicies, acknowledgeWildcards } from './nag';

/** How long each kind of recovery point is kept, here and in the copy vault. */
export const BACKUP_RETENTION = { daily: Duration.days(35), monthly: Duration.days(365) } as const;

/**
 * The AWS managed policies AWS Backup documents for its service role: backing up and restoring in general, and
 * the S3 pair, which the general ones do not cover (S3 backups read every object version and the bucket's
 * settings, and its EventBridge rule; a restore writes them back).
 */
export const BACKUP_ROLE_POLICIES = [
  'service-role/AWSBackupServiceRolePolicyForBackup',
  'service-role/AWSBackupServiceRolePolicyForRestores',
  'AWSBackupServiceRolePolicyForS3Backup',
  'AWSBackupServiceRolePolicyForS3Restore',
] as const;

export interface BackupProps {
  readonly table: ITable;
  /** Versioned (AWS Backup backs up only versioned buckets), as every data bucket is (./storage.ts). */
  readonly certificatesBucket: IBucket;
  /** The tax documents (issue 39), versioned too. @default none */
  readonly invoicesBucket?: IBucket;
  /**
   * A backup vault in another account (same region or another) that each recovery point is copied to.
   * @default context `backupCopyVaultArn`; without it, no copy
   */
  readonly copyVaultArn?: string;
}

/**
 * AWS Backup for what cannot be made again: the table (every user, course, enrolment and payment), the
 * certificates bucket (the issued PDFs) and the tax documents' bucket (issue 39). Daily backups kept 35 days and monthly ones kept a year, in a vault of
 * their own under a customer managed key (so the recovery points can be copied to another account), and a copy of
 * each in `copyVaultArn` when it is set. The table's point-in-time recovery stays: it covers the last 35 days to
 * the second, the plan covers longer and survives the loss of the account's copy.
 */
export class Backup extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;
  readonly role: Role;
  readonly copyVaultArn?: string;

  constructor(scope: Construct, id: string, props: BackupProps) {
    super(scope, id);
    const context = this.node.tryGetContext('backupCopyVaultArn');
    this.copyVaultArn =
      props.copyVaultArn ?? (typeof context === 'string' && context !== '' ? context : undefined);

    const key = new Key(this, 'VaultKey', {
      description: 'Academy: encrypts the recovery points of the backup vault',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.vault = new BackupVault(this, 'Vault', {
      encryptionKey: key,
      // A vault that holds recovery points cannot be deleted; it stays when the stack goes.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const copyVault = this.copyVaultArn
      ? BackupVault.fromBackupVaultArn(this, 'CopyVault', this.copyVaultArn)
      : undefined;
    const copyTo = (deleteAfter: Duration): BackupPlanCopyActionProps[] =>
      copyVault ? [{ destinationBackupVault: copyVault, deleteAfter }] : [];
    this.plan = new BackupPlan(this, 'Plan', {
      backupVault: this.vault,
      backupPlanRules: [
        // 01:00 in India, the quietest hour of the academy's day.
        new BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: Schedule.cron({ hour: '19', minute: '30' }),
          deleteAfter: BACKUP_RETENTION.daily,
          copyActions: copyTo(BACKUP_RETENTION.daily),
        }),
        new BackupPlanRule({
          ruleName: 'Monthly',
          scheduleExpression: Schedule.cron({ day: '1', hour: '20', minute: '30' }),
          deleteAfter: BACKUP_RETENTION.monthly,
          copyActions: copyTo(BACKUP_RETENTION.monthly),
        }),
      ],
    });

    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      description:
        'Academy: AWS Backup backs up and restores the table, the certificates bucket and the tax documents',
      managedPolicies: BACKUP_ROLE_POLICIES.map((name) => ManagedPolicy.fromAwsManagedPolicyName(name)),
    });
    key.grantEncryptDecrypt(this.role);
    acknowledgeWildcards(this.role, [
      {
        finding: /^Action::kms:(GenerateDataKey|ReEncrypt)\*$/,
        reason: 'CDK’s encrypt and decrypt grant (GenerateDataKey*, ReEncrypt*) on the vault’s own key only.',
      },
    ]);
    if (this.copyVaultArn) {
      this.role.addToPolicy(
        new PolicyStatement({ actions: ['backup:CopyIntoBackupVault'], resources: [this.copyVaultArn] }),
      );
    }
    acknowledgeManagedPolicies(this.role, [
      {
        finding:
          /^Policy::arn:<AWS::Partition>:iam::aws:policy\/(service-role\/)?AWSBackupServiceRolePolicyFor(Backup|Restores|S3Backup|S3Restore)$/,
        reason:
          'The AWS managed policies AWS Backup documents for its service role (backup and restore, and the S3 pair S3 backups need); AWS keeps them current as the service changes.',
      },
    ]);

    new BackupSelection(this, 'Selection', {
      backupPlan: this.plan,
      role: this.role,
      // The role above carries the managed policies already.
      disableDefaultBackupPolicy: true,
      resources: [
        BackupResource.fromDynamoDbTable(props.table),
        BackupResource.fromArn(props.certificatesBucket.bucketArn),
        ...(props.invoicesBucket ? [BackupResource.fromArn(props.invoicesBucket.bucketArn)] : []),
      ],
    });
  }
}
