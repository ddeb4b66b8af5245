/** What other features may use of auth (docs/features.md, the frontend's doors): small components, no screen. */
export { TwoStepVerificationCard } from './components/two-step-card';
