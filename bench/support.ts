import type { PrepareCalls } from './calls';

/** The support section (issue 14): filled by the support feature. */
export const prepareSupport: PrepareCalls = async () => ({ calls: [] });
