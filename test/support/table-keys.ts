import * as assignments from '../../functions/src/assignments/keys';
import * as audit from '../../functions/src/audit/keys';
import * as certificates from '../../functions/src/certificates/keys';
import * as chats from '../../functions/src/chats/keys';
import * as coupons from '../../functions/src/coupons/keys';
import * as courses from '../../functions/src/courses/keys';
import * as enrollments from '../../functions/src/enrollments/keys';
import * as fanOuts from '../../functions/src/fan-outs/keys';
import * as forums from '../../functions/src/forums/keys';
import * as liveSessions from '../../functions/src/live-sessions/keys';
import * as notifications from '../../functions/src/notifications/keys';
import * as payments from '../../functions/src/payments/keys';
import * as privacy from '../../functions/src/privacy/keys';
import * as support from '../../functions/src/support/keys';
import * as users from '../../functions/src/users/keys';
import * as videos from '../../functions/src/videos/keys';

/**
 * Every feature's keys in one place, for tests that look at what the table holds (and for the test that no two
 * item types share a key). Only tests may: in functions/src each feature builds its own keys alone
 * (functions/test/boundaries.test.ts).
 */
export const keys = {
  ...users.keys,
  ...enrollments.keys,
  ...courses.keys,
  ...fanOuts.keys,
  ...payments.keys,
  ...assignments.keys,
  ...forums.keys,
  ...liveSessions.keys,
  ...chats.keys,
  ...support.keys,
  ...notifications.keys,
  ...certificates.keys,
  ...videos.keys,
  ...coupons.keys,
  ...privacy.keys,
  ...audit.keys,
};

export const indexPartition = {
  ...users.indexPartition,
  ...courses.indexPartition,
  ...enrollments.indexPartition,
  ...payments.indexPartition,
  ...assignments.indexPartition,
  ...forums.indexPartition,
  ...liveSessions.indexPartition,
  ...notifications.indexPartition,
  ...support.indexPartition,
  ...chats.indexPartition,
  ...coupons.indexPartition,
  ...privacy.indexPartition,
  ...audit.indexPartition,
};

export const indexKeys = {
  ...users.indexKeys,
  ...courses.indexKeys,
  ...enrollments.indexKeys,
  ...payments.indexKeys,
  ...assignments.indexKeys,
  ...forums.indexKeys,
  ...liveSessions.indexKeys,
  ...notifications.indexKeys,
  ...support.indexKeys,
  ...chats.indexKeys,
  ...coupons.indexKeys,
  ...privacy.indexKeys,
  ...audit.indexKeys,
};

export const skPrefix = {
  ...courses.skPrefix,
  ...enrollments.skPrefix,
  ...notifications.skPrefix,
  ...certificates.skPrefix,
  ...assignments.skPrefix,
  ...forums.skPrefix,
  ...liveSessions.skPrefix,
  ...chats.skPrefix,
  ...support.skPrefix,
  ...privacy.skPrefix,
};

export const { chatId, parseChatId } = chats;
export const { postSortKey } = forums;
