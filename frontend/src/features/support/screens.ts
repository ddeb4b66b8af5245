import type { Screen } from '../../lib/screens';

/** The support feature's screens. */
export const supportScreens: readonly Screen[] = [];
