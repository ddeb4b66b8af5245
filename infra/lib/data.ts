import { tableDefinition } from '@academy/shared';
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/**
 * The single DynamoDB table, built from the same `tableDefinition` as the local stack: on-demand, point-in-time
 * recovery, AWS-managed encryption, TTL on `expiresAt`, every GSI projecting ALL attributes, and a stream of each
 * change's new image for the stream consumers (./events.ts). Retained (and deletion-protected) when the stack goes:
 * it holds every user, course and payment.
 */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new Table(this, 'Table', {
      partitionKey: key(tableDefinition.partitionKey),
      sortKey: key(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      // Adding a stream to the existing table is an in-place update (the table and its data stay).
      stream: StreamViewType[tableDefinition.stream],
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
    });
    for (const index of tableDefinition.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
