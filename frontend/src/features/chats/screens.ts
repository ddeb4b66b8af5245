import type { Screen } from '../../lib/screens';

/** The chats feature's screens. */
export const chatsScreens: readonly Screen[] = [];
