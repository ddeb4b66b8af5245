import { getOne } from '../lib/db';
import { type ExportData, personalRecord } from '../lib/personal-data';
import { keys } from './keys';

/**
 * The users feature's part of a data export (issue 41): the person's profile item as stored (name, email, role,
 * profile fields, language, privacy state), without the table's keys. Its `privacy` map is the person's consent
 * state; the privacy feature exports the history.
 */
export const exportData: ExportData = async (userId) => {
  const item = await getOne<Record<string, unknown>>(keys.user(userId));
  return { documents: { profile: item ? personalRecord(item) : null } };
};
