/*
 * What other features may ask of payments (docs/features.md): its part of an account's erasure (issue 41).
 */
export { eraseData } from './erase-data';
