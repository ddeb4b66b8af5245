import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { s3Client } from '../lib/clients';
import { required } from '../lib/env';
import { derivedId } from '../lib/keys';
import { logger } from '../lib/logger';
import type { ExportPart } from '../lib/personal-data';
import { newItems } from '../lib/stream';
import { notice, notify } from '../notifications/service';
import { buildArchive } from './export-archive';
import { exportParts } from './export-parts';
import {
  countBuildAttempt,
  type DataExportRecord,
  exportExpiry,
  getDataExport,
  markExportFailed,
  markExportReady,
} from './exports-repository';

/**
 * Tries of one export's build: the stream consumer's first try and its retries (`maxRetries` of the
 * `buildDataExports` entry in shared/src/event-functions.ts is one less). The last failed try marks it failed.
 */
export const BUILD_TRIES = 3;

/** Files read from the buckets at once. */
const FILE_CONCURRENCY = 8;

/**
 * Builds one export (issue 41): runs every feature's part (export-parts.ts), reads their files, writes the ZIP to
 * the exports bucket (`exports/<sub>/<exportId>.zip`), marks the export ready and tells the person (an `account`
 * notification, its id derived from the export's, so a rerun tells nobody twice). Idempotent: an export no longer
 * `preparing` (ready, failed) is left alone; a rerun after a crash between the upload and the mark writes the
 * same archive again.
 */
export async function buildExport(record: DataExportRecord, now = new Date()): Promise<'built' | 'skipped'> {
  const current = await getDataExport(record.userId, record.id);
  if (current?.status !== 'preparing') return 'skipped';
  const createdAt = now.toISOString();
  const parts: Record<string, ExportPart> = {};
  for (const [name, exportData] of Object.entries(exportParts)) parts[name] = await exportData(record.userId);
  const wanted = Object.values(parts).flatMap((p) => p.files ?? []);
  const files: Record<string, Uint8Array | undefined> = {};
  for (let i = 0; i < wanted.length; i += FILE_CONCURRENCY) {
    const chunk = wanted.slice(i, i + FILE_CONCURRENCY);
    const read = await Promise.all(chunk.map((f) => f.read()));
    chunk.forEach((f, j) => {
      files[f.path] = read[j];
    });
  }
  const zip = buildArchive({ userId: record.userId, exportId: record.id, createdAt, parts, files });
  await s3Client().send(
    new PutObjectCommand({
      Bucket: required('EXPORTS_BUCKET'),
      Key: current.s3Key,
      Body: zip,
      ContentType: 'application/zip',
    }),
  );
  const marked = await markExportReady(record.userId, record.id, {
    readyAt: createdAt,
    expiresAt: exportExpiry(createdAt),
    bytes: zip.byteLength,
  });
  if (!marked) return 'skipped';
  await notify({
    id: derivedId(record.requestedAt, `export#${record.id}`),
    userId: record.userId,
    type: 'account',
    ...notice(
      /*i18n*/ 'Your data export is ready',
      /*i18n*/ 'Download it from your Privacy page within 7 days.',
    ),
    sourceId: record.id,
    createdAt,
  });
  return 'built';
}

/**
 * The table's stream consumer for new exports (shared/src/event-functions.ts `buildDataExports`: INSERTs of
 * `dataExport`, one at a time). A build that throws is reported (Lambda retries it); its BUILD_TRIES-th failure
 * marks the export failed (the person may ask again) and is still reported, so its place goes to the failures
 * queue, whose alarm a person answers.
 */
export async function handler(event: Pick<DynamoDBStreamEvent, 'Records'>): Promise<DynamoDBBatchResponse> {
  for (const { sequence, item } of newItems<DataExportRecord>(event, 'dataExport')) {
    if (item.status !== 'preparing') continue;
    const tries = await countBuildAttempt(item.userId, item.id);
    if (tries === undefined) continue;
    try {
      await buildExport(item);
    } catch (error) {
      logger.error('data export not built', { exportId: item.id, tries, error: (error as Error).message });
      if (tries >= BUILD_TRIES) await markExportFailed(item.userId, item.id, new Date().toISOString());
      return { batchItemFailures: [{ itemIdentifier: sequence }] };
    }
  }
  return { batchItemFailures: [] };
}
