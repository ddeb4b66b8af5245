import { describe, expect, it } from 'vitest';
import { type DayCounts, GB, itemBytes, monthlyCost, unitsOf, writeUnitsBy } from './cost-model';
import * as price from './prices';

// 1,000 students × 20 days = 20,000 learner days a month.
const day: DayCounts = {
  apiCalls: 100,
  lambdaInvocations: 100,
  lambdaBilledMs: 2_000,
  readUnits: 50,
  writeUnits: 200,
  bytesOut: GB / 20_000,
  storedBytes: GB / 10_000,
};
const month = monthlyCost(day, { students: 1_000, daysPerMonth: 20, memoryMb: 512 });
const line = (component: string) => month.lines.find((l) => l.component.startsWith(component))!;

describe('monthlyCost', () => {
  it('prices each component from the day’s counts', () => {
    // 100 calls × 20,000 days = 2 million requests.
    expect(line('API Gateway').quantity).toBeCloseTo(2);
    expect(line('API Gateway').dollars).toBeCloseTo(2 * price.HTTP_API_PER_MILLION_REQUESTS);
    expect(line('Lambda requests').dollars).toBeCloseTo(2 * price.LAMBDA_PER_MILLION_REQUESTS);
    // 2 s a day at 0.5 GB = 1 GB-s a day, 20,000 a month.
    expect(line('Lambda duration').quantity).toBeCloseTo(20_000);
    expect(line('Lambda duration').dollars).toBeCloseTo(20_000 * price.LAMBDA_ARM_PER_GB_SECOND);
    expect(line('DynamoDB writes').dollars).toBeCloseTo(4 * price.DYNAMODB_PER_MILLION_WRITE_UNITS);
    expect(line('DynamoDB reads').dollars).toBeCloseTo(1 * price.DYNAMODB_PER_MILLION_READ_UNITS);
    expect(line('DynamoDB storage').quantity).toBeCloseTo(2);
    expect(line('DynamoDB storage').dollars).toBeCloseTo(2 * price.DYNAMODB_PER_GB_MONTH);
    expect(line('CloudFront data out').quantity).toBeCloseTo(1);
    expect(line('CloudFront data out').dollars).toBeCloseTo(price.CLOUDFRONT_PER_GB_OUT);
    // 2 million requests = 200 × 10,000.
    expect(line('CloudFront HTTPS').dollars).toBeCloseTo(200 * price.CLOUDFRONT_PER_10K_HTTPS_REQUESTS);
  });

  it('totals the components and grows linearly with the students', () => {
    expect(month.total).toBeCloseTo(month.lines.reduce((sum, l) => sum + l.dollars, 0));
    expect(month.lines).toHaveLength(8);
    const big = monthlyCost(day, { students: 100_000, daysPerMonth: 20, memoryMb: 512 });
    expect(big.total).toBeCloseTo(month.total * 100);
  });

  it('prices Lambda time at the function’s memory', () => {
    const double = monthlyCost(day, { students: 1_000, daysPerMonth: 20, memoryMb: 1024 });
    const duration = (m: typeof month) => m.lines.find((l) => l.component.startsWith('Lambda duration'))!;
    expect(duration(double).dollars).toBeCloseTo(duration(month).dollars * 2);
  });
});

describe('consumed capacity', () => {
  it('counts a read operation’s units as reads and a write’s as writes', () => {
    expect(unitsOf('GetItem', { TableName: 'academy', CapacityUnits: 0.5 })).toEqual({ read: 0.5, write: 0 });
    expect(
      unitsOf('TransactWriteItems', [
        { TableName: 'academy', CapacityUnits: 18, Table: { CapacityUnits: 6 } },
      ]),
    ).toEqual({ read: 0, write: 18 });
    expect(unitsOf('PutItem', undefined)).toEqual({ read: 0, write: 0 });
  });

  it('uses DynamoDB’s own read/write split where it gives one', () => {
    expect(
      unitsOf('TransactWriteItems', [{ CapacityUnits: 5, ReadCapacityUnits: 1, WriteCapacityUnits: 4 }]),
    ).toEqual({ read: 1, write: 4 });
  });

  it('splits write units by table and index', () => {
    expect(
      writeUnitsBy([
        {
          CapacityUnits: 24,
          Table: { CapacityUnits: 8 },
          GlobalSecondaryIndexes: { GSI1: { CapacityUnits: 6 }, GSI2: { CapacityUnits: 4 } },
        },
        { CapacityUnits: 2, Table: { CapacityUnits: 2 } },
      ]),
    ).toEqual({ table: 10, GSI1: 6, GSI2: 4 });
  });
});

describe('itemBytes', () => {
  it('adds attribute names and values as DynamoDB sizes them', () => {
    // "PK" 2 + "USER#1" 6, "n" 1 + 5 digits → 4, "b" 1 + 1.
    expect(itemBytes({ PK: 'USER#1', n: 12345, b: true })).toBe(15);
    // "l" 1 + list 3 + two members of 1 + 1 byte each; "m" 1 + map 3 + (1 + "k" 1 + "v" 1).
    expect(itemBytes({ l: ['a', 'b'], m: { k: 'v' } })).toBe(1 + 3 + 4 + 1 + 3 + 3);
  });
});
