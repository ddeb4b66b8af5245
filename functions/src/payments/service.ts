/*
 * What other features may ask of payments (docs/features.md): its parts of an account's export and erasure (issue 41).
 */
export { eraseData } from './erase-data';
export { exportData } from './export-data';
