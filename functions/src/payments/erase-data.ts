import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { eraseCouponLink } from '../coupons/service';
import { db, tableName } from '../lib/clients';
import { conditionHeld } from '../lib/db';
import { forEachPage, indexPartitionQuery } from '../lib/erase';
import type { EraseData } from '../lib/personal-data';
import { indexPartition, keys } from './keys';
import type { OrderRecord } from './repository';

/** The law that keeps the person's payment records after an erasure (docs/privacy.md). */
export const RETAINED_UNDER = 'CGST Act 2017 s.36';

/** The months CGST s.36 keeps accounts and records after the annual return's due date. */
const RETAIN_MONTHS_AFTER_RETURN = 72;

/** India's offset from UTC: the financial year turns at midnight IST on 1 April. */
const IST_MS = 5.5 * 3_600_000;

/**
 * Until when a record of `at` (UTC ISO) must be kept: 72 months after the due date of the annual return of its
 * financial year (April to March; the annual return, GSTR-9, is due on 31 December after the year ends), as a
 * `YYYY-MM-DD` day. The latest of several dates wins (`retainedUntilOf`).
 */
export function retainedUntil(at: string): string {
  const ist = new Date(new Date(at).getTime() + IST_MS);
  const yearEnds = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() + 1 : ist.getUTCFullYear();
  const returnDue = yearEnds; // 31 December of the calendar year in which the financial year ended
  return `${returnDue + RETAIN_MONTHS_AFTER_RETURN / 12}-12-31`;
}

/** The latest keeping date of several record dates (undefined ones skipped). */
export const retainedUntilOf = (dates: readonly (string | undefined)[]) =>
  dates
    .filter((d): d is string => Boolean(d))
    .map(retainedUntil)
    .sort()
    .at(-1);

/** Minimises one kept record: removes the personal fields named, marks it kept and why (only while it exists). */
const minimise = (Key: Record<string, string>, remove: readonly string[], until: string) =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        UpdateExpression: `SET retainedUntil = :until, retainedUnder = :law${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':until': until, ':law': RETAINED_UNDER },
      }),
    ),
  );

type StoredOrder = OrderRecord & { refund?: { id: string; requestedAt?: string } };

/**
 * Payments' part of an erasure (issue 41, docs/privacy.md): every order of the person (GSI1
 * `USER#<sid>#ORDERS`), with its payment, tax invoice, credit note and refund, is KEPT (CGST Act 2017 s.36:
 * 72 months after the annual return's due date), minimised (the e-mail and phone removed; the name, state,
 * GSTIN and business name stay, as the invoice needs them) and marked `retainedUntil` / `retainedUnder`. Their
 * PDFs stay. The coupon codes on the orders are handed to the coupons service (their redemptions anonymised).
 * Each write sets the same values again on a rerun.
 */
export const eraseData: EraseData = async (userId) => {
  await forEachPage<StoredOrder>(
    indexPartitionQuery(indexPartition.ordersByStudent(userId)),
    async (orders) => {
      for (const order of orders) {
        const until =
          retainedUntilOf([
            order.createdAt,
            order.paidAt,
            order.invoice?.issuedAt,
            order.creditNote?.issuedAt,
            order.refund?.requestedAt,
          ]) ?? retainedUntil(new Date().toISOString());
        for (const doc of [order.invoice, order.creditNote]) {
          if (doc) await minimise(keys.taxDocument(doc.id), ['buyer.email'], until);
        }
        if (order.refund?.id) await minimise(keys.refund(order.refund.id), ['student.email'], until);
        if (order.paymentId) await minimise(keys.payment(order.paymentId), [], until);
        const code = order.quote?.couponCode;
        if (code) await eraseCouponLink(code, userId);
        await minimise(keys.order(order.orderId), order.buyer ? ['buyer.email', 'buyer.phone'] : [], until);
      }
    },
  );
};
