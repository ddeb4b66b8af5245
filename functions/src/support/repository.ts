import type { TicketCategory, TicketCounts, TicketPriority, TicketStatus } from '@academy/shared';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import {
  batchPut,
  getItems,
  getOne,
  putNew,
  queryAll,
  queryNewest,
  queryPage,
  queryPartitionPage,
  transact,
} from '../lib/db';
import { indexKeys, indexPartition, keys, skPrefix } from './keys';
import {
  COUNTER_OF,
  type MessageRecord,
  type PartitionRead,
  type TicketRecord,
  ticketCode,
  ticketSearchText,
} from './model';

export type { MessageRecord, TicketRecord } from './model';

/**
 * The support desk's table access (docs/data-model.md AP70-77, W22-W24). A ticket is `TICKET#<ulid>` / `TICKET`;
 * its partition also holds its messages (`MSG#<ulid>`), and `TICKET` sorts after `MSG#…`, so ONE Query newest
 * first reads the ticket and then its newest messages. Index keys: GSI1 its owner's list, GSI2 (sparse) its
 * assignee's list, GSI3 the list of its status; all sort by the ticket's ULID, so every list is newest first.
 */

const supportKeys = { counts: keys.ticketCounts, number: keys.ticketNumber, request: keys.ticketRequest };

type Item = Record<string, unknown>;
type Key = { PK: string; SK: string };

const optional = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

export const toTicketRecord = (i: Item): TicketRecord => ({
  id: String(i.id),
  ticketId: String(i.ticketId),
  number: Number(i.number ?? 0),
  userId: String(i.userId),
  user: i.user as TicketRecord['user'],
  subject: String(i.subject),
  description: String(i.description),
  category: i.category as TicketCategory,
  priority: i.priority as TicketPriority,
  status: i.status as TicketStatus,
  assigneeId: optional(i.assigneeId),
  assigneeName: optional(i.assigneeName),
  courseId: optional(i.courseId),
  courseTitle: optional(i.courseTitle),
  messageCount: Math.max(0, Number(i.messageCount ?? 0)),
  searchText: String(i.searchText ?? ''),
  createdAt: String(i.createdAt),
  updatedAt: String(i.updatedAt ?? i.createdAt),
});

export const toMessageRecord = (i: Item): MessageRecord => ({
  id: String(i.id),
  ticketId: String(i.ticketId),
  senderId: String(i.senderId),
  sender: i.sender as MessageRecord['sender'],
  isStaff: i.isStaff === true,
  message: String(i.message),
  timestamp: String(i.timestamp),
});

/** The ticket item with its keys: table, AP70 (owner), AP72 (assignee, only while assigned), AP73 (status). */
export function ticketItem(t: TicketRecord): Item {
  return {
    ...keys.ticket(t.id),
    ...indexKeys.ticketsByOwner(t.userId, t.id),
    ...(t.assigneeId ? indexKeys.ticketsByAssignee(t.assigneeId, t.id) : {}),
    ...indexKeys.ticketsByStatus(t.status, t.id),
    entity: 'ticket',
    ...t,
  };
}

/** Several items by key, answered in the order asked (lib/db.ts). */
export { getItems };

/** One ticket (GetItem, consistent); undefined when there is none. */
export async function getTicket(id: string): Promise<TicketRecord | undefined> {
  const item = await getOne(keys.ticket(id));
  return item ? toTicketRecord(item) : undefined;
}

/**
 * AP75: ONE Query of the ticket's partition newest first: the ticket (SK `TICKET` sorts after `MSG#…`), then its
 * newest `messages` messages, answered oldest first. Undefined when there is no such ticket.
 */
export async function getTicketWithMessages(
  id: string,
  messages: number,
): Promise<{ ticket: TicketRecord; messages: MessageRecord[] } | undefined> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.ticket(id).PK },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: messages + 1,
    }),
  );
  const [first, ...rest] = Items;
  if (!first || first.SK !== keys.ticket(id).SK) return undefined;
  return {
    ticket: toTicketRecord(first),
    messages: rest
      .filter((i) => String(i.SK).startsWith(skPrefix.messages))
      .map(toMessageRecord)
      .reverse(),
  };
}

/**
 * Takes `count` readable ticket numbers at once: one atomic ADD on the number item (never the same number twice).
 * Answers the last of them.
 */
async function takeTicketNumbers(count: number): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: supportKeys.number(),
      UpdateExpression: 'ADD #last :n',
      ExpressionAttributeNames: { '#last': 'last' },
      ExpressionAttributeValues: { ':n': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.last);
}

/** The next readable ticket number. */
export const nextTicketNumber = (): Promise<number> => takeTicketNumbers(1);

/**
 * W22: the new ticket (never over another), the status counter, and (with a request id) the guard item that
 * remembers which ticket this request made. Index 0 the ticket, 1 the counter, 2 the guard when there is one.
 */
export function newTicketWrites(t: TicketRecord, requestId?: string) {
  return [
    putNew(ticketItem(t)),
    countsUpdate({ [COUNTER_OF[t.status]]: 1 }),
    ...(requestId
      ? [
          putNew({
            ...supportKeys.request(t.userId, requestId),
            entity: 'ticketRequest',
            ticketId: t.id,
            createdAt: t.createdAt,
          }),
        ]
      : []),
  ];
}

function countsUpdate(deltas: Partial<Record<string, number>>) {
  const entries = Object.entries(deltas).filter(([, d]) => d !== 0);
  return {
    Update: {
      TableName: tableName(),
      Key: supportKeys.counts(),
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, d], i) => [`:d${i}`, d])),
    },
  };
}

/** The ticket a request id of this caller created, if any (its guard item, consistent). */
export const requestKey = (userId: string, requestId: string): Key => supportKeys.request(userId, requestId);
export const requestTicketId = (item: Item | undefined) => (item ? String(item.ticketId) : undefined);

/**
 * W23: the new message and the ticket's messageCount and updatedAt, only while the ticket exists, is not
 * resolved or closed, and (unless an admin writes) the writer is its owner or its assignee. Index 1 cancelled:
 * one of those no longer holds (read again to say which).
 */
export function newMessageWrites(m: MessageRecord, writer: { id: string; admin: boolean }) {
  return [
    putNew({ ...keys.ticketMessage(m.ticketId, m.id), entity: 'ticketMessage', ...m }),
    {
      Update: {
        TableName: tableName(),
        Key: keys.ticket(m.ticketId),
        UpdateExpression: 'ADD messageCount :one SET updatedAt = :at',
        ConditionExpression: `attribute_exists(PK) AND NOT (#status IN (:resolved, :closed))${
          writer.admin ? '' : ' AND (userId = :me OR assigneeId = :me)'
        }`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':at': m.timestamp,
          ':resolved': 'resolved',
          ':closed': 'closed',
          ...(writer.admin ? {} : { ':me': writer.id }),
        },
      },
    },
  ];
}

/**
 * W24: the status (and its GSI3 partition) and the assignee (and the sparse GSI2 keys), only from the status and
 * assignee that were read (so the counter moves exactly once per change; index 0 cancelled: read again), with
 * the counter's −1 / +1 when the status changes. `assignee` is the assignee after the change (null: none).
 */
export function statusWrites(
  t: TicketRecord,
  change: { status: TicketStatus; assignee: { id: string; name: string } | null; at: string },
) {
  const sets = ['#status = :status', 'GSI3PK = :gsi3pk', 'updatedAt = :at'];
  const removes: string[] = [];
  const values: Item = {
    ':status': change.status,
    ':gsi3pk': indexKeys.ticketsByStatus(change.status, t.id).GSI3PK,
    ':at': change.at,
    ':was': t.status,
  };
  if (change.assignee) {
    const gsi2 = indexKeys.ticketsByAssignee(change.assignee.id, t.id);
    sets.push('assigneeId = :aid', 'assigneeName = :aname', 'GSI2PK = :gsi2pk', 'GSI2SK = :gsi2sk');
    Object.assign(values, {
      ':aid': change.assignee.id,
      ':aname': change.assignee.name,
      ':gsi2pk': gsi2.GSI2PK,
      ':gsi2sk': gsi2.GSI2SK,
    });
  } else removes.push('assigneeId', 'assigneeName', 'GSI2PK', 'GSI2SK');
  if (t.assigneeId) values[':wasAssignee'] = t.assigneeId;
  const condition = `attribute_exists(PK) AND #status = :was AND ${
    t.assigneeId ? 'assigneeId = :wasAssignee' : 'attribute_not_exists(assigneeId)'
  }`;
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.ticket(t.id),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      },
    },
    ...(change.status === t.status
      ? []
      : [countsUpdate({ [COUNTER_OF[t.status]]: -1, [COUNTER_OF[change.status]]: 1 })]),
  ];
}

/** Runs the writes as one transaction (lib/db.ts). */
export { transact };

type TicketItem = TicketRecord & Item;

/** AP70: the caller's tickets, newest first, in pages. */
export async function listOwnerTickets(userId: string, limit: number, cursor?: string) {
  const partition = indexPartition.ticketsByOwner(userId);
  const page = await queryPartitionPage<TicketItem>(partition, { limit, cursor, descending: true });
  return { items: page.items.map(toTicketRecord), nextCursor: page.nextCursor };
}

/** AP72: tickets assigned to a staff member, newest first, in pages; a stored status as a filter. */
export async function listAssigneeTickets(
  assigneeId: string,
  input: { status?: TicketStatus; limit: number; cursor?: string },
) {
  const partition = indexPartition.ticketsByAssignee(assigneeId);
  const page = await queryPage<TicketItem>({
    query: {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: {
        ':pk': partition.pk,
        ...(input.status ? { ':status': input.status } : {}),
      },
      ...(input.status
        ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } }
        : {}),
      ScanIndexForward: false,
    },
    keyAttributes: partition.keyAttributes,
    limit: input.limit,
    cursor: input.cursor,
  });
  return { items: page.items.map(toTicketRecord), nextCursor: page.nextCursor };
}

/** AP72 with Limit: the newest tickets assigned to a staff member (one Query). */
export async function listNewestAssigneeTickets(assigneeId: string, limit: number): Promise<TicketRecord[]> {
  const partition = indexPartition.ticketsByAssignee(assigneeId);
  const Items = await queryNewest(partition, limit);
  return Items.map(toTicketRecord);
}

/** Items one Query of a searched partition examines at most (after a first, smaller one). */
const SEARCH_QUERY_ITEMS = 200;
/**
 * The first Query of a searched partition examines this many times the matches wanted: a search matching a fifth
 * of the desk or more then fills its share in one Query, and a sparse one goes on in Queries of 200.
 */
const SEARCH_FIRST_FACTOR = 6;

/**
 * AP73 for one status: its tickets newest first, below `before` (a ticket id) when given, until `want` matches
 * were found, the partition ends, or `maxRead` items were examined. With `search`, a FilterExpression
 * `contains(searchText, :q)`; the first Query examines six times the matches wanted, the next ones up to 200.
 */
export async function readStatusPartition(input: {
  status: TicketStatus;
  before?: string;
  want: number;
  search?: string;
  maxRead: number;
}): Promise<PartitionRead<TicketRecord>> {
  const partition = indexPartition.ticketsByStatus(input.status);
  const items: TicketRecord[] = [];
  let startKey: Item | undefined;
  let read = 0;
  let first = true;
  do {
    const limit = input.search
      ? Math.min(input.maxRead - read, first ? input.want * SEARCH_FIRST_FACTOR : SEARCH_QUERY_ITEMS)
      : input.want - items.length;
    first = false;
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: partition.indexName,
        KeyConditionExpression: `${partition.pkAttribute} = :pk${
          input.before ? ` AND ${partition.skAttribute} < :before` : ''
        }`,
        ExpressionAttributeValues: {
          ':pk': partition.pk,
          ...(input.before ? { ':before': input.before } : {}),
          ...(input.search ? { ':q': input.search } : {}),
        },
        ...(input.search ? { FilterExpression: 'contains(searchText, :q)' } : {}),
        ScanIndexForward: false,
        Limit: Math.max(1, limit),
        ExclusiveStartKey: startKey,
      }),
    );
    read += page.ScannedCount ?? 0;
    items.push(...(page.Items ?? []).map(toTicketRecord));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < input.want && read < input.maxRead);
  return {
    status: input.status,
    items,
    ...(startKey ? { frontier: String(startKey[partition.skAttribute]) } : {}),
  };
}

/** The status counter (one GetItem); absent counts are 0. */
export async function getCounts(): Promise<TicketCounts> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: supportKeys.counts() }));
  const n = (name: string) => Math.max(0, Number(Item?.[name] ?? 0));
  return { open: n('open'), inProgress: n('inProgress'), resolved: n('resolved'), closed: n('closed') };
}

/**
 * For the bench and demo loaders only: many tickets written directly (BatchWriteItem, 25 a request, unprocessed
 * items retried), numbers taken as one block from the number item and the counter moved once by the totals.
 * Not a request path: no notifications, no request ids.
 */
export async function putTicketsInBulk(
  tickets: readonly Omit<TicketRecord, 'number' | 'ticketId' | 'searchText'>[],
): Promise<TicketRecord[]> {
  const firstNumber = (await takeTicketNumbers(tickets.length)) - tickets.length + 1;
  const records: TicketRecord[] = tickets.map((t, i) => {
    const ticketId = ticketCode(firstNumber + i);
    return {
      ...t,
      number: firstNumber + i,
      ticketId,
      searchText: ticketSearchText({ ...t, ticketId }, t.user.name),
    };
  });
  await batchPut(records.map(ticketItem));
  const totals: Record<string, number> = {};
  for (const t of records) totals[COUNTER_OF[t.status]] = (totals[COUNTER_OF[t.status]] ?? 0) + 1;
  await db().send(new TransactWriteCommand({ TransactItems: [countsUpdate(totals)] as never }));
  return records;
}

/**
 * Issue 41's export: every ticket the person raised (AP70's partition, to its end) with every message of each
 * (one Query of each ticket's partition), oldest first; bounded.
 */
export async function listAllOwnerTicketsWithMessages(
  userId: string,
): Promise<{ ticket: TicketRecord; messages: MessageRecord[] }[]> {
  const partition = indexPartition.ticketsByOwner(userId);
  const { items } = await queryAll<TicketItem>(
    {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
    },
    { maxItems: 20_000 },
  );
  const out: { ticket: TicketRecord; messages: MessageRecord[] }[] = [];
  for (const ticket of items.map(toTicketRecord)) {
    const { items: found } = await queryAll<Item>(
      {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :msg)',
        ExpressionAttributeValues: { ':pk': keys.ticket(ticket.id).PK, ':msg': skPrefix.messages },
      },
      { maxItems: 20_000 },
    );
    out.push({ ticket, messages: found.map(toMessageRecord) });
  }
  return out;
}
