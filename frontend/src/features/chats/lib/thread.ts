import type { ChatMessage, ChatSummary, ChatThreadResponse } from '@academy/shared/features/chats/schemas';

/** What the cache holds for one conversation: every message read so far (oldest first) and how to read older. */
export type ThreadData = ChatThreadResponse;

/** Oldest first: by time, then by id (ids are ULIDs, in creation order). */
export function byTime(a: Pick<ChatMessage, 'createdAt' | 'id'>, b: Pick<ChatMessage, 'createdAt' | 'id'>) {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The later of two states of one conversation (an answer that was overtaken must not undo a newer one). */
const newerChat = (a: ChatSummary, b: ChatSummary) => (a.lastMessageAt > b.lastMessageAt ? a : b);

function union(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of a) byId.set(message.id, message);
  for (const message of b) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

/**
 * A page of GET /api/chats/{id} merged into what the cache holds, so a poll (the newest page) keeps the older
 * pages the reader loaded. When the newest page shares no message with them and has older messages of its own
 * (the tab slept through more than a page), the messages between are unknown: the page replaces the cache
 * rather than show a thread with a hole in it.
 */
export function mergeThread(previous: ThreadData | undefined, page: ThreadData): ThreadData {
  if (!previous || previous.chat.id !== page.chat.id || previous.messages.length === 0) return page;
  const pageOldest = page.messages[0];
  const pageNewest = page.messages.at(-1);
  const known = previous.messages;
  if (!pageOldest || !pageNewest) return { ...previous, chat: newerChat(page.chat, previous.chat) };
  const knownOldest = known[0] as ChatMessage;
  const knownNewest = known.at(-1) as ChatMessage;
  if (page.olderCursor !== null && byTime(pageOldest, knownNewest) > 0) return page;
  return {
    chat: newerChat(page.chat, previous.chat),
    messages: union(known, page.messages),
    olderCursor: byTime(pageOldest, knownOldest) <= 0 ? page.olderCursor : previous.olderCursor,
  };
}

/** A page of older messages ("Load older messages") added at the top; an empty one means there are none. */
export function withOlderPage(previous: ThreadData | undefined, page: ThreadData): ThreadData {
  if (!previous) return page;
  if (page.messages.length === 0) return { ...previous, olderCursor: null };
  const merged = mergeThread(previous, page);
  return { ...merged, olderCursor: page.olderCursor };
}

/**
 * The answer of a send (the stored message and the conversation after it) added to the thread at once, before
 * the next poll. A thread not in the cache yet starts with the message: for the first message of a
 * conversation that is all of it; otherwise the next read merges the rest in.
 */
export function withSentMessage(
  previous: ThreadData | undefined,
  sent: { chat: ChatSummary; message: ChatMessage },
): ThreadData {
  if (!previous || previous.chat.id !== sent.chat.id) {
    return { chat: sent.chat, messages: [sent.message], olderCursor: null };
  }
  return {
    chat: newerChat(sent.chat, previous.chat),
    messages: union(previous.messages, [sent.message]),
    olderCursor: previous.olderCursor,
  };
}
