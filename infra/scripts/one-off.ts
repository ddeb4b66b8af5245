import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Runs a one-off data job when its module is the script run (`npx tsx infra/scripts/<job>.ts`), against the
 * table TABLE_NAME names (DYNAMODB_ENDPOINT for DynamoDB Local; unset on AWS), and prints what it reports.
 */
export async function runWhenCalled(
  moduleUrl: string,
  job: (client: DynamoDBDocumentClient, table: string) => Promise<string>,
): Promise<void> {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const table = process.env.TABLE_NAME;
  if (!table) throw new Error('Set TABLE_NAME');
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT || undefined }),
  );
  console.info(await job(client, table));
}

/** Which items a job walks: one entity, the attributes it reads, and a further condition on them. */
interface EntityScan {
  entity: string;
  projection?: string;
  /** Joined to the entity's filter with AND, e.g. `attribute_not_exists(GSI3PK)`. */
  filter?: string;
}

/**
 * The items of one entity, a page at a time: a paginated Scan, for an operator's job and never a request path.
 */
export async function* scanEntity<T>(
  client: DynamoDBDocumentClient,
  table: string,
  { entity, projection, filter }: EntityScan,
): AsyncGenerator<T[]> {
  const pages = paginateScan(
    { client },
    {
      TableName: table,
      FilterExpression: filter ? `entity = :entity AND ${filter}` : 'entity = :entity',
      ExpressionAttributeValues: { ':entity': entity },
      ProjectionExpression: projection,
    },
  );
  for await (const page of pages) yield (page.Items ?? []) as T[];
}

/**
 * Sends a conditional write and answers whether it was made: `false` when its condition no longer holds (the
 * item deleted meanwhile, or given its keys by a concurrent run), which leaves nothing to do.
 */
export async function writeIfStillDue(
  write: () => Promise<unknown>,
  refusal: 'ConditionalCheckFailedException' | 'TransactionCanceledException',
): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if ((error as { name?: string }).name !== refusal) throw error;
    return false;
  }
}

/**
 * A write made only while the scanned item it derives from still exists: one transaction of a ConditionCheck on
 * that item and the write (cancelled, `TransactionCanceledException`, when the item was deleted meanwhile or the
 * write's own condition does not hold).
 */
export const whileItemExists = (table: string, item: { PK: string; SK: string }, write: object) =>
  new TransactWriteCommand({
    TransactItems: [
      {
        ConditionCheck: {
          TableName: table,
          Key: { PK: item.PK, SK: item.SK },
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      write,
    ],
  });
