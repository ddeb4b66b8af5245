/** What other features and app/ may use of privacy (docs/features.md, the frontend's doors): small parts, no screen. */
export { useResendGuardianLink } from './api/guardian';
export { ConsentGate } from './components/consent-gate';
export { DeletionBanner } from './components/deletion-banner';
export { PrivacyNotice } from './components/privacy-notice';
export { PRIVACY_PAGE_PATH } from './constants';
