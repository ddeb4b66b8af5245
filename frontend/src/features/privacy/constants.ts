/**
 * Where a grievance about personal data goes (the DPDP Act's grievance officer). The same contact as the privacy
 * policy's (features/legal/constants.ts, which the legal feature keeps to itself).
 */
export const GRIEVANCE_EMAIL = 'grievance@academy.example';

/** The Privacy page of the signed-in person (every role). */
export const PRIVACY_PAGE_PATH = '/profile/privacy';
