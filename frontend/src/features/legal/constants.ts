/** Facts the three legal pages share. */

/** When the terms, privacy and refund policies were last revised (a calendar date). */
export const LEGAL_LAST_UPDATED = '2025-04-01';

/** The fictional operating company named in the legal pages. */
export const LEGAL_ENTITY = 'Academy Learning Private Limited';

/** Contact points named in the policies (static, example.com-style). */
export const SUPPORT_EMAIL = 'support@academy.example';
export const PRIVACY_EMAIL = 'privacy@academy.example';
export { GRIEVANCE_OFFICER, GRIEVANCE_RESPONSE_DAYS } from '@academy/shared/site';
export const REGISTERED_OFFICE =
  '4th Floor, Prestige Tech Park, Outer Ring Road, Marathahalli, Bengaluru, Karnataka 560103';
