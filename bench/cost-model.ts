/**
 * The cost bench's arithmetic: a learner day's measured counts → a month's AWS bill by component, at the prices of
 * ./prices.ts. Pure, so a unit test holds it (bench/cost-model.test.ts); bench/cost.ts measures the counts.
 */
import {
  CLOUDFRONT_PER_10K_HTTPS_REQUESTS,
  CLOUDFRONT_PER_GB_OUT,
  DYNAMODB_PER_GB_MONTH,
  DYNAMODB_PER_MILLION_READ_UNITS,
  DYNAMODB_PER_MILLION_WRITE_UNITS,
  HTTP_API_PER_MILLION_REQUESTS,
  LAMBDA_ARM_PER_GB_SECOND,
  LAMBDA_PER_MILLION_REQUESTS,
} from './prices';

/** What one simulated learner day produced, summed over its calls. */
export interface DayCounts {
  /** Requests through API Gateway (each also one CloudFront request: the web app calls /api/* on its domain). */
  apiCalls: number;
  lambdaInvocations: number;
  /** Lambda's billed duration: each invocation's handler time rounded up to the whole millisecond, summed. */
  lambdaBilledMs: number;
  /** DynamoDB read and write request units, as DynamoDB reported them consumed. */
  readUnits: number;
  writeUnits: number;
  /** Bytes of the API's answers (status line, headers, body). */
  bytesOut: number;
  /** Bytes the day leaves stored in the table: items and index entries, with DynamoDB's 100 bytes each. */
  storedBytes: number;
}

export interface CostLine {
  component: string;
  /** How much of the billed unit a month uses, e.g. 14.4 (million requests). */
  quantity: number;
  unit: string;
  dollars: number;
}

export interface MonthlyCost {
  students: number;
  lines: CostLine[];
  total: number;
}

/** AWS bills data and storage in binary gigabytes. */
export const GB = 1024 ** 3;

/**
 * A month of `students` active students, each having the measured day on `daysPerMonth` days, with every
 * function at `memoryMb`. Storage is what that month's days add, held for the whole month (the data from
 * before the month is not in the model).
 */
export function monthlyCost(
  day: DayCounts,
  { students, daysPerMonth, memoryMb }: { students: number; daysPerMonth: number; memoryMb: number },
): MonthlyCost {
  const days = students * daysPerMonth;
  const millions = (n: number) => (n * days) / 1e6;
  const gbSeconds = ((day.lambdaBilledMs / 1000) * (memoryMb / 1024) * days) as number;
  /** A component billed at `price` a unit, using `quantity` of them a month. */
  const line = (component: string, quantity: number, unit: string, price: number): CostLine => ({
    component,
    quantity,
    unit,
    dollars: quantity * price,
  });
  const lines: CostLine[] = [
    line(
      'API Gateway HTTP API requests',
      millions(day.apiCalls),
      'million requests',
      HTTP_API_PER_MILLION_REQUESTS,
    ),
    line('Lambda requests', millions(day.lambdaInvocations), 'million requests', LAMBDA_PER_MILLION_REQUESTS),
    line(`Lambda duration (arm64, ${memoryMb} MB)`, gbSeconds, 'GB-seconds', LAMBDA_ARM_PER_GB_SECOND),
    line('DynamoDB writes', millions(day.writeUnits), 'million WRU', DYNAMODB_PER_MILLION_WRITE_UNITS),
    line('DynamoDB reads', millions(day.readUnits), 'million RRU', DYNAMODB_PER_MILLION_READ_UNITS),
    line('DynamoDB storage', (day.storedBytes * days) / GB, 'GB-month', DYNAMODB_PER_GB_MONTH),
    line('CloudFront data out (API answers)', (day.bytesOut * days) / GB, 'GB', CLOUDFRONT_PER_GB_OUT),
    {
      // Quantity in millions of requests; billed by the 10,000.
      ...line('CloudFront HTTPS requests (API)', millions(day.apiCalls), 'million requests', 0),
      dollars: ((day.apiCalls * days) / 10_000) * CLOUDFRONT_PER_10K_HTTPS_REQUESTS,
    },
  ];
  return { students, lines, total: lines.reduce((sum, line) => sum + line.dollars, 0) };
}

/** Operations whose requests answer ConsumedCapacity when asked; the reads among them. */
export const CAPACITY_OPERATIONS = new Set([
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'Scan',
  'BatchGetItem',
  'BatchWriteItem',
  'TransactGetItems',
  'TransactWriteItems',
]);
export const READ_OPERATIONS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);

interface Capacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
  Table?: Capacity;
  GlobalSecondaryIndexes?: Record<string, Capacity>;
  LocalSecondaryIndexes?: Record<string, Capacity>;
}

/**
 * A request's read and write units from its ConsumedCapacity (one entry, or one a table for batches and
 * transactions). Where DynamoDB splits them (ReadCapacityUnits, WriteCapacityUnits) the split is used; where it
 * gives only CapacityUnits, they are reads for a read operation and writes for a write.
 */
export function unitsOf(operation: string, consumed: unknown): { read: number; write: number } {
  const entries = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) as Capacity[];
  let read = 0;
  let write = 0;
  for (const entry of entries) {
    if (entry.ReadCapacityUnits !== undefined || entry.WriteCapacityUnits !== undefined) {
      read += entry.ReadCapacityUnits ?? 0;
      write += entry.WriteCapacityUnits ?? 0;
    } else if (READ_OPERATIONS.has(operation)) read += entry.CapacityUnits ?? 0;
    else write += entry.CapacityUnits ?? 0;
  }
  return { read, write };
}

/** A write request's units by where they were spent (`table` or an index's name), from its INDEXES capacity. */
export function writeUnitsBy(consumed: unknown): Record<string, number> {
  const entries = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) as Capacity[];
  const by: Record<string, number> = {};
  const add = (where: string, c: Capacity | undefined) => {
    const units = c?.WriteCapacityUnits ?? c?.CapacityUnits ?? 0;
    if (units) by[where] = (by[where] ?? 0) + units;
  };
  for (const entry of entries) {
    add('table', entry.Table);
    for (const [name, c] of Object.entries({
      ...entry.GlobalSecondaryIndexes,
      ...entry.LocalSecondaryIndexes,
    }))
      add(name, c);
  }
  return by;
}

/** A stored attribute value, as the document client reads it. */
type Value = unknown;

/**
 * An item's size as DynamoDB counts it for storage and capacity: each attribute's name (UTF-8 bytes) plus its
 * value (strings and binaries by length, numbers about one byte per two digits plus one, booleans and nulls one
 * byte, lists and maps three bytes plus one a member plus their contents).
 */
export function itemBytes(item: Record<string, Value>): number {
  return Object.entries(item).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value),
    0,
  );
}

function valueBytes(value: Value): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    const digits =
      String(value)
        .replace(/^-|\.|e.*$/g, '')
        .replace(/^0+/, '').length || 1;
    return Math.ceil(digits / 2) + 1;
  }
  if (value instanceof Uint8Array) return value.length;
  if (value instanceof Set) return [...value].reduce((sum: number, v) => sum + valueBytes(v), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, v) => sum + 1 + valueBytes(v), 0);
  if (typeof value === 'object')
    return (
      3 +
      Object.entries(value as Record<string, Value>).reduce(
        (sum, [k, v]) => sum + 1 + Buffer.byteLength(k) + valueBytes(v),
        0,
      )
    );
  return 0;
}

/** DynamoDB adds this much to each item and each index entry when it bills storage. */
export const STORAGE_OVERHEAD_BYTES = 100;
