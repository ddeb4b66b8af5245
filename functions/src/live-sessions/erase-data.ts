import { deleteKeys, forEachPage, partitionQuery, tableKeyOf } from '../lib/erase';
import type { EraseData } from '../lib/personal-data';
import { stopFeed } from './calendar/feed';
import { feedPartition, keys } from './keys';

/**
 * Live sessions' part of an erasure (issue 41, docs/privacy.md): the person's calendar feed stopped (its token's
 * lookup and their own item deleted), their attendance of each session of their session feed (AP52: every
 * session of their courses) deleted, then the feed itself. A session's `attendeeCount` stays: it counts who
 * came, a figure about the session, not about the person. Deleting keys already gone is fine on a rerun.
 */
export const eraseData: EraseData = async (userId) => {
  await stopFeed(userId);
  await forEachPage<{ PK: string; SK: string; sessionId: string }>(
    partitionQuery(feedPartition.sessions(userId)),
    async (entries) => {
      await deleteKeys(entries.map((e) => keys.attendance(e.sessionId, userId)));
      await deleteKeys(entries.map(tableKeyOf));
    },
  );
};
