import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { isConditionFailure } from '../lib/db';
import { dayBuckets, indexPartition, isoUtc, keys } from '../lib/keys';

export interface SessionRecord {
  id: string;
  courseId: string;
  title: string;
  scheduledAt: string;
  status: 'scheduled' | 'live' | 'completed' | 'cancelled';
  course?: { title?: string };
  reminderSentFor?: string;
}

/** AP58: scheduled sessions starting in [from, to], across all courses (one query per UTC day touched). */
export async function listSessionsStartingBetween(from: Date, to: Date): Promise<SessionRecord[]> {
  const sessions: SessionRecord[] = [];
  for (const day of dayBuckets(from, to)) {
    const partition = indexPartition.sessionsByDay(day);
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: partition.indexName,
          KeyConditionExpression: `${partition.pkAttribute} = :pk AND ${partition.skAttribute} BETWEEN :from AND :to`,
          ExpressionAttributeValues: { ':pk': partition.pk, ':from': isoUtc(from), ':to': `${isoUtc(to)}~` },
          ExclusiveStartKey: startKey,
        }),
      );
      sessions.push(...((page.Items ?? []) as SessionRecord[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return sessions.filter((s) => s.status === 'scheduled');
}

/** Records that the reminder for this start time went out; false if another run already did. */
export async function markReminderSent(sessionId: string, scheduledAt: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.liveSession(sessionId),
        UpdateExpression: 'SET reminderSentFor = :at',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(reminderSentFor) OR reminderSentFor <> :at)',
        ExpressionAttributeValues: { ':at': scheduledAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** AP25: every enrolled student of a course, page by page. */
export async function* enrolledStudentIds(courseId: string): AsyncGenerator<string> {
  const partition = indexPartition.enrollmentsByCourse(courseId);
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: partition.indexName,
        KeyConditionExpression: `${partition.pkAttribute} = :pk`,
        ExpressionAttributeValues: { ':pk': partition.pk },
        ProjectionExpression: 'studentId',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) yield item.studentId as string;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
