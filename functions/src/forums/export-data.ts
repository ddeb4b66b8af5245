import { prefix } from '../lib/keys';
import { type ExportData, personalRecord, userItems } from '../lib/personal-data';
import { getItems, listAuthoredKeys } from './repository';

/**
 * The forums feature's part of a data export (issue 41): the posts and replies the person wrote (found by their
 * authorship records in their partition, AP of issue 41, then read in BatchGets), and what they liked (their
 * likes items, AP46's partition: ids only). Other people's replies in the person's threads are theirs, not the
 * person's: they are not exported (each post says how many replies it has).
 */
export const exportData: ExportData = async (userId) => {
  const [authored, likes] = await Promise.all([
    listAuthoredKeys(userId),
    userItems(userId, prefix.forumLikes),
  ]);
  const found = (await getItems(authored)).filter(
    (i): i is Record<string, unknown> & { PK: string; SK: string } =>
      i !== undefined && (i.author as { id?: string } | undefined)?.id === userId,
  );
  return {
    documents: {
      posts: found
        .filter((i) => i.SK === 'POST')
        .map((i) => personalRecord(i, ['instructorId', 'lastActivityAt'])),
      replies: found.filter((i) => i.SK !== 'POST').map((i) => personalRecord(i)),
      likes: likes.map((i) => personalRecord(i)),
    },
  };
};
