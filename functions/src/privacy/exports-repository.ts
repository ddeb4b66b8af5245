import { type DataExport, PRIVACY_LIMITS } from '@academy/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import {
  conditionHeld,
  getOne,
  isConditionFailure,
  outputIfConditionHeld,
  queryNewestOfPrefix,
  Redo,
  transact,
} from '../lib/db';
import { keys, skPrefix } from './keys';

/**
 * The data exports of a person (issue 41, docs/privacy.md): `USER#<sub>` / `EXPORT#<ulid>`, entity `dataExport`.
 * Written `preparing` by requestExport (its INSERT starts the build: the `buildDataExports` stream consumer),
 * then `ready` (with the archive's key in the exports bucket, its size and when the bucket removes it) or
 * `failed`. An export past its `expiresAt` is answered `expired` (the bucket's lifecycle removed the archive).
 */
export interface DataExportRecord {
  id: string;
  userId: string;
  status: DataExport['status'];
  requestedAt: string;
  readyAt?: string;
  expiresAt?: string;
  bytes?: number;
  /** The archive's key in the exports bucket: `exports/<sub>/<exportId>.zip`. */
  s3Key: string;
  failedAt?: string;
  /** The build's tries so far (the stream consumer counts each). */
  tries?: number;
}

/** Where an export's archive is kept. */
export const exportObjectKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;

/** How long a `preparing` export blocks a new request: one never built (its event lost) stops blocking after it. */
export const PREPARING_BLOCKS_MS = 30 * 60_000;

/** The record as the API answers it: a ready one past its `expiresAt` is `expired`. */
export function toDataExport(r: DataExportRecord, now = new Date().toISOString()): DataExport {
  const expired = r.status === 'ready' && r.expiresAt !== undefined && r.expiresAt <= now;
  return {
    id: r.id,
    status: expired ? 'expired' : r.status,
    requestedAt: r.requestedAt,
    ...(r.readyAt ? { readyAt: r.readyAt } : {}),
    ...(r.expiresAt ? { expiresAt: r.expiresAt } : {}),
    ...(r.bytes !== undefined ? { bytes: r.bytes } : {}),
  };
}

/** AP109: one export of the person's (GetItem, consistent); undefined when they have none by that id. */
export const getDataExport = (userId: string, exportId: string) =>
  getOne<DataExportRecord>(keys.dataExport(userId, exportId));

/** AP109: the person's newest exports, newest first (one Query of their partition, ≤ `limit`). */
export async function listDataExports(userId: string, limit: number): Promise<DataExportRecord[]> {
  return queryNewestOfPrefix<DataExportRecord>(keys.dataExport(userId, '').PK, skPrefix.dataExports, limit);
}

/**
 * W57: a new export, `preparing`, in one transaction with the person's export slot, on the condition that the
 * newest export is still `seenNewestId` (the one the request read; undefined: none). Throws `Redo` when another
 * request wrote one meanwhile: the caller reads again (and then answers that one, or refuses by the day's limit).
 */
export async function putDataExport(r: DataExportRecord, seenNewestId: string | undefined): Promise<void> {
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.dataExport(r.userId, r.id), entity: 'dataExport', ...r },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.exportSlot(r.userId), entity: 'dataExportSlot', newestExportId: r.id },
          // A slot not yet written (no export, or exports made before it existed) is free.
          ConditionExpression: 'attribute_not_exists(PK) OR newestExportId = :seen',
          ExpressionAttributeValues: { ':seen': seenNewestId ?? '' },
        },
      },
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new Redo('another export was asked for meanwhile');
    throw error;
  }
}

/**
 * W59: the export built: `ready` with its size and expiry, only while it is `preparing` (false: it was
 * already marked, e.g. a retried build; nothing changes).
 */
export const markExportReady = (
  userId: string,
  exportId: string,
  done: { readyAt: string; expiresAt: string; bytes: number },
) =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.dataExport(userId, exportId),
        UpdateExpression: 'SET #status = :ready, readyAt = :readyAt, expiresAt = :expiresAt, bytes = :bytes',
        ConditionExpression: 'attribute_exists(PK) AND #status = :preparing',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':ready': 'ready',
          ':preparing': 'preparing',
          ':readyAt': done.readyAt,
          ':expiresAt': done.expiresAt,
          ':bytes': done.bytes,
        },
      }),
    ),
  );

/** W60: the export could not be built (after the stream's retries): `failed`, only while `preparing`. */
export const markExportFailed = (userId: string, exportId: string, at: string) =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.dataExport(userId, exportId),
        UpdateExpression: 'SET #status = :failed, failedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND #status = :preparing',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':failed': 'failed', ':preparing': 'preparing', ':at': at },
      }),
    ),
  );

/** When an export built now is removed: PRIVACY_LIMITS.exportKeepDays later (the bucket's lifecycle rule). */
export const exportExpiry = (readyAt: string) =>
  new Date(Date.parse(readyAt) + PRIVACY_LIMITS.exportKeepDays * 86_400_000).toISOString();

/**
 * W58: one more try of an export's build counted (`tries` + 1, only while it is `preparing`); answers
 * the tries so far, or undefined when it is no longer preparing (nothing to build).
 */
export async function countBuildAttempt(userId: string, exportId: string): Promise<number | undefined> {
  const counted = await outputIfConditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.dataExport(userId, exportId),
        UpdateExpression: 'ADD tries :one',
        ConditionExpression: 'attribute_exists(PK) AND #status = :preparing',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':preparing': 'preparing' },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  return counted && Number(counted.Attributes?.tries ?? 1);
}
