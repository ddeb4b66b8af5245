import { forEachPage, indexPartitionQuery, partitionPrefixQuery, updateIfPresent } from '../lib/erase';
import { DELETED_USER_NAME, type EraseData } from '../lib/personal-data';
import { indexPartition, keys, skPrefix } from './keys';

interface StoredTicket {
  id: string;
}

interface StoredMessage {
  PK: string;
  SK: string;
  senderId: string;
  message: string;
}

/**
 * Support's part of an erasure (issue 41, docs/privacy.md): the person's tickets (AP70, GSI1
 * `USER#<sub>#TICKETS`) stay for the staff's records, with the subject, description and the person's messages'
 * text removed and their name `Deleted user`; staff replies stay. Each write sets the same values again on a
 * rerun.
 */
export const eraseData: EraseData = async (userId) => {
  await forEachPage<StoredTicket>(
    indexPartitionQuery(indexPartition.ticketsByOwner(userId)),
    async (tickets) => {
      for (const ticket of tickets) {
        await forEachPage<StoredMessage>(
          partitionPrefixQuery(keys.ticket(ticket.id).PK, skPrefix.messages),
          async (messages) => {
            for (const m of messages) {
              if (m.senderId !== userId || m.message === '') continue;
              await updateIfPresent(
                { PK: m.PK, SK: m.SK },
                'SET message = :empty, removed = :true, sender.#name = :deleted',
                {
                  ':empty': '',
                  ':true': true,
                  ':deleted': DELETED_USER_NAME,
                },
              );
            }
          },
        );
        await updateIfPresent(
          keys.ticket(ticket.id),
          'SET #user.#name = :deleted, subject = :empty, description = :empty, message = :empty, searchText = :search, erasedAt = if_not_exists(erasedAt, :now)',
          {
            ':deleted': DELETED_USER_NAME,
            ':empty': '',
            ':search': DELETED_USER_NAME.toLowerCase(),
            ':now': new Date().toISOString(),
          },
          { '#name': 'name', '#user': 'user' },
        );
      }
    },
  );
};
