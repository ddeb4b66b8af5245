import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import {
  cancellationReasons,
  conditionHeld,
  getOne,
  prefixValues,
  putNew,
  queryAll,
  queryPage,
  queryPartitionPage,
  Redo,
  retryOnConflict,
  skBeginsWith,
  type TransactItem,
  transact,
} from '../lib/db';
import { BadRequestError, ConflictError } from '../lib/errors';
import { indexKeys, indexPartition, keys, skPrefix } from './keys';
import type { ClaimRecord, CouponRecord, RedemptionRecord } from './model';

export const getCoupon = (code: string) => getOne<CouponRecord>(keys.coupon(code));
const getClaim = (code: string, userId: string) => getOne<ClaimRecord>(keys.claim(code, userId));

/** W40: a new code; its key is the code, so a taken code is refused. */
export async function putCoupon(record: CouponRecord): Promise<void> {
  try {
    await transact([
      putNew({
        ...keys.coupon(record.code),
        ...indexKeys.allCoupons(record.createdAt, record.code),
        ...indexKeys.couponsByCreator(record.createdBy.id, record.createdAt, record.code),
        entity: 'coupon',
        ...record,
      }),
    ]);
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed')
      throw new ConflictError(/*i18n*/ 'This code is taken: please choose another');
    throw error;
  }
}

/** AP102/AP103: codes newest first, every one (admins) or one person's. */
export const listCoupons = (creatorId: string | null, limit: number, cursor?: string) =>
  queryPartitionPage<CouponRecord & Record<string, unknown>>(
    creatorId ? indexPartition.couponsByCreator(creatorId) : indexPartition.allCoupons(),
    { limit, cursor, descending: true },
  );

/** AP104: a code's redemptions, newest first. */
export const listRedemptions = (code: string, limit: number, cursor?: string) =>
  queryPage<RedemptionRecord & Record<string, unknown>>({
    query: {
      KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'sk')}`,
      ExpressionAttributeValues: { ':pk': keys.coupon(code).PK, ...prefixValues('sk', skPrefix.redemptions) },
      ScanIndexForward: false,
    },
    keyAttributes: ['PK', 'SK'],
    limit,
    cursor,
  });

/** Why a code cannot be used now for this course by this person, or undefined (AP102's rules, read side). */
export function couponProblem(
  coupon: CouponRecord | undefined,
  courseId: string,
  now: string,
): BadRequestError | ConflictError | undefined {
  if (!coupon) return new BadRequestError(/*i18n*/ 'This code is not valid');
  if (coupon.courseId !== null && coupon.courseId !== courseId)
    return new BadRequestError(/*i18n*/ 'This code is not valid for this course');
  if (now < coupon.startsAt) return new BadRequestError(/*i18n*/ 'This code is not active yet');
  if (now >= coupon.endsAt) return new BadRequestError(/*i18n*/ 'This code has expired');
  return undefined;
}

export const FULLY_REDEEMED = /*i18n*/ 'This code has been fully redeemed';
export const ALREADY_USED = /*i18n*/ 'You have already used this code';

/** The code's cap and window as one condition on its item (a seat is taken only while both hold). */
const openSeatCondition = {
  ConditionExpression:
    'attribute_exists(PK) AND taken < maxRedemptions AND startsAt <= :now AND endsAt > :now',
};

/**
 * W41: a seat on the code for a person's checkout, held until `expiresAt`. A person who holds one (an earlier
 * checkout) keeps it and its hold moves on; a new seat counts against the cap in the same transaction as the
 * claim, so under any number of checkouts at once exactly the seats left are handed out. When the cap is reached,
 * holds that expired unpaid are released (at most a few) and the seat asked for once more.
 */
export async function holdSeat(code: string, userId: string, now: string, expiresAt: string): Promise<void> {
  let released = false;
  await retryOnConflict(
    async () => {
      const claim = await getClaim(code, userId);
      if (claim?.redeemedAt) throw new BadRequestError(ALREADY_USED);
      if (claim) {
        const moved = await conditionHeld(
          db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: keys.claim(code, userId),
              UpdateExpression: 'SET expiresAt = :until',
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(redeemedAt)',
              ExpressionAttributeValues: { ':until': expiresAt },
            }),
          ),
        );
        if (!moved) throw new Redo();
        return;
      }
      try {
        await transact([
          putNew({ ...keys.claim(code, userId), entity: 'couponClaim', code, userId, expiresAt }),
          {
            Update: {
              TableName: tableName(),
              Key: keys.coupon(code),
              UpdateExpression: 'ADD taken :one',
              ...openSeatCondition,
              ExpressionAttributeValues: { ':one': 1, ':now': now },
            },
          },
        ]);
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (reasons[0] === 'ConditionalCheckFailed') throw new Redo();
        if (reasons[1] === 'ConditionalCheckFailed') {
          if (!released && (await releaseExpiredHolds(code, now)) > 0) {
            released = true;
            throw new Redo();
          }
          throw new ConflictError(FULLY_REDEEMED);
        }
        throw error;
      }
    },
    { attempts: 30, pauseMs: 10, maxDoublings: 4 },
  );
}

/** Expired holds looked at, and released, at most per seat asked for: a bounded read. */
const RELEASE_READ = 200;
const RELEASE_MAX = 10;

/** Releases up to `RELEASE_MAX` holds that expired unpaid: each claim goes and its seat comes back, together. */
async function releaseExpiredHolds(code: string, now: string): Promise<number> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'sk')}`,
      FilterExpression: 'attribute_not_exists(redeemedAt) AND expiresAt < :now',
      ExpressionAttributeValues: {
        ':pk': keys.coupon(code).PK,
        ':now': now,
        ...prefixValues('sk', skPrefix.claims),
      },
      Limit: RELEASE_READ,
      ConsistentRead: true,
    }),
  );
  let released = 0;
  for (const claim of (Items as ClaimRecord[]).slice(0, RELEASE_MAX)) {
    try {
      await transact([
        {
          Delete: {
            TableName: tableName(),
            Key: keys.claim(code, claim.userId),
            ConditionExpression: 'attribute_not_exists(redeemedAt) AND expiresAt < :now',
            ExpressionAttributeValues: { ':now': now },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: keys.coupon(code),
            UpdateExpression: 'ADD taken :minus',
            ExpressionAttributeValues: { ':minus': -1 },
          },
        },
      ]);
      released++;
    } catch (error) {
      if (!cancellationReasons(error).length) throw error;
    }
  }
  return released;
}

export interface RedemptionInput {
  code: string;
  student: { id: string; name: string; email: string };
  course: { id: string; title: string };
  orderId: string;
  amount: number;
  discount: number;
  at: string;
  /**
   * A 100 % code enrols at once: a new seat must respect the cap and window (a cancellation on `seatIndex` means
   * "fully redeemed"). A payment that arrived is honoured whatever: its seat was held at checkout, and if the hold
   * was released meanwhile the seat is taken again.
   */
  enforceCap: boolean;
}

/**
 * W42: the writes that count a redemption inside the payment's (or the 100 % enrolment's) transaction: the
 * person's claim marked redeemed (or made, when there was none), the code's counters, and the redemption item.
 * `claimIndex`: a cancellation there means the claim changed since it was read (read again); `seatIndex`: the
 * code is full or out of its window (only with `enforceCap`).
 */
export async function redemptionWrites(
  input: RedemptionInput,
): Promise<{ writes: TransactItem[]; claimIndex: number; seatIndex: number }> {
  const { code, student, at } = input;
  const claim = await getClaim(code, student.id);
  if (claim?.redeemedAt && input.enforceCap) throw new BadRequestError(ALREADY_USED);
  const redemption = putNew({
    ...keys.redemption(code, at, student.id),
    // Issue 41: on the person's redemptions index, for their data export.
    ...indexKeys.redemptionsByPerson(student.id, at, code),
    entity: 'couponRedemption',
    code,
    studentId: student.id,
    student: { name: student.name, email: student.email },
    courseId: input.course.id,
    courseTitle: input.course.title,
    orderId: input.orderId,
    amount: input.amount,
    discount: input.discount,
    redeemedAt: at,
  } satisfies RedemptionRecord & Record<string, unknown>);
  const couponUpdate = (takeSeat: boolean): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: keys.coupon(code),
      UpdateExpression: takeSeat ? 'ADD taken :one, redeemed :one' : 'ADD redeemed :one',
      ...(takeSeat && input.enforceCap
        ? { ...openSeatCondition, ExpressionAttributeValues: { ':one': 1, ':now': at } }
        : { ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':one': 1 } }),
    },
  });
  if (claim && !claim.redeemedAt) {
    const claimUpdate: TransactItem = {
      Update: {
        TableName: tableName(),
        Key: keys.claim(code, student.id),
        UpdateExpression: 'SET redeemedAt = :at, orderId = :order',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(redeemedAt)',
        ExpressionAttributeValues: { ':at': at, ':order': input.orderId },
      },
    };
    return { writes: [claimUpdate, couponUpdate(false), redemption], claimIndex: 0, seatIndex: -1 };
  }
  if (claim) {
    // Redeemed by another paid order of the same person (two checkouts paid): honoured and counted.
    return { writes: [couponUpdate(true), redemption], claimIndex: -1, seatIndex: -1 };
  }
  const claimPut = putNew({
    ...keys.claim(code, student.id),
    entity: 'couponClaim',
    code,
    userId: student.id,
    expiresAt: at,
    redeemedAt: at,
    orderId: input.orderId,
  });
  return { writes: [claimPut, couponUpdate(true), redemption], claimIndex: 0, seatIndex: 1 };
}

/** Whether this person has redeemed the code already (one consistent GetItem). */
export async function hasRedeemed(code: string, userId: string): Promise<boolean> {
  return Boolean((await getClaim(code, userId))?.redeemedAt);
}

/** AP112: every redemption of one person (GSI3 `COUPONS#USEDBY#<sub>`, one bounded Query). */
export async function listPersonRedemptions(userId: string): Promise<Record<string, unknown>[]> {
  const partition = indexPartition.redemptionsByPerson(userId);
  const { items } = await queryAll<Record<string, unknown>>(
    {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
    },
    { maxItems: 20_000 },
  );
  return items;
}
