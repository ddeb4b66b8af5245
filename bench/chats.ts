import type { PrepareCalls } from './calls';

/** The chats section (issue 14): filled by the chats feature. */
export const prepareChats: PrepareCalls = async () => ({ calls: [] });
