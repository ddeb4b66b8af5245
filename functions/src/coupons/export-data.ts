import { type ExportData, personalRecord } from '../lib/personal-data';
import { listPersonRedemptions } from './repository';

/**
 * The coupons feature's part of a data export (issue 41): each code the person redeemed (the course, the order,
 * the discount), by their redemptions index (GSI3, AP of issue 41). A checkout's seat held and not paid for is a
 * short-lived hold, released within the hour: it is not kept as theirs. The codes themselves are staff's.
 */
export const exportData: ExportData = async (userId) => {
  const redemptions = await listPersonRedemptions(userId);
  return { documents: { redemptions: redemptions.map((r) => personalRecord(r)) } };
};
