import { forEachPage, indexPartitionQuery, partitionPrefixQuery, updateIfPresent } from '../lib/erase';
import { DELETED_USER_NAME, type EraseData } from '../lib/personal-data';
import { erasePendingChatMail } from '../notifications/service';
import { indexPartition, keys, skPrefix } from './keys';
import { preview } from './repository';

interface StoredChat {
  id: string;
  courseId: string;
  studentId: string;
  instructorId: string;
}

interface StoredMessage {
  PK: string;
  SK: string;
  senderId: string;
  content: string;
  removed?: boolean;
}

/**
 * The chats' part of an erasure (issue 41, docs/privacy.md): in each of the person's mentor chats (AP by student,
 * GSI1 `USER#<sid>#CHATS`), their messages' text is removed (`content` empty, `removed: true`, shown "Message
 * removed") and their name becomes `Deleted user`; the instructor's messages stay. The thread's preview is said
 * again from its newest message, and the mentor's pending mail of her unread messages (notifications' chat mail)
 * deleted. Safe to rerun: a removed message is left as it is.
 */
export const eraseData: EraseData = async (userId) => {
  await forEachPage<StoredChat>(indexPartitionQuery(indexPartition.chatsByStudent(userId)), async (chats) => {
    for (const chat of chats) {
      let newest: StoredMessage | undefined;
      await forEachPage<StoredMessage>(
        partitionPrefixQuery(keys.chat(chat.courseId, chat.studentId).PK, skPrefix.messages),
        async (messages) => {
          for (const m of messages) {
            if (m.senderId === userId && !m.removed) {
              await updateIfPresent(
                { PK: m.PK, SK: m.SK },
                'SET content = :empty, removed = :true, sender.#name = :deleted',
                { ':empty': '', ':true': true, ':deleted': DELETED_USER_NAME },
              );
              m.content = '';
            }
            newest = m;
          }
        },
      );
      // The mentor's mail of her unread messages, not sent yet, would carry her words: it goes.
      await erasePendingChatMail(chat.instructorId, chat.id);
      await updateIfPresent(
        keys.chat(chat.courseId, chat.studentId),
        'SET student.#name = :deleted, lastMessage = :last',
        { ':deleted': DELETED_USER_NAME, ':last': preview(newest?.content ?? '') },
      );
    }
  });
};
