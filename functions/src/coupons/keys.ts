import { isoUtc, indexOn as on, prefix } from '../lib/keys';

/**
 * The coupons feature's items (docs/data-model.md, AP102–104, W41–42): a code, each person's claim on it (one per
 * person: the once-per-person rule is this key), each redemption; and the index partitions listing codes. Only
 * this feature builds them; payments asks its service for the writes of a redemption.
 */
export const keys = {
  coupon: (code: string) => ({ PK: `${prefix.coupon}${code}`, SK: 'COUPON' }),
  /** A person's claim on a code: held by their open checkout, then redeemed by its payment. */
  claim: (code: string, userId: string) => ({ PK: `${prefix.coupon}${code}`, SK: `CLAIM#${userId}` }),
  /** A redemption, sorted by time within the code's partition. */
  redemption: (code: string, at: string, userId: string) => ({
    PK: `${prefix.coupon}${code}`,
    SK: `REDEEMED#${isoUtc(at)}#${userId}`,
  }),
};

export const skPrefix = { claims: 'CLAIM#', redemptions: 'REDEEMED#' };

export const indexPartition = {
  /** AP102: every code, newest first (admins). */
  allCoupons: () => on('GSI1', `${prefix.coupons}ALL`),
  /** AP103: the codes one person made, newest first. */
  couponsByCreator: (userId: string) => on('GSI2', `${prefix.coupons}BY#${userId}`),
  /** AP112: the redemptions of one person, oldest first (sparse: redemption items only). */
  redemptionsByPerson: (userId: string) => on('GSI3', `${prefix.coupons}USEDBY#${userId}`),
};

const p = indexPartition;
export const indexKeys = {
  allCoupons: (createdAt: string, code: string) => p.allCoupons().key(`${isoUtc(createdAt)}#${code}`),
  couponsByCreator: (userId: string, createdAt: string, code: string) =>
    p.couponsByCreator(userId).key(`${isoUtc(createdAt)}#${code}`),
  redemptionsByPerson: (userId: string, at: string, code: string) =>
    p.redemptionsByPerson(userId).key(`${isoUtc(at)}#${code}`),
};
