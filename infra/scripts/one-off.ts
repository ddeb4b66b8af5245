import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

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
