import { describe, expect, it } from 'vitest';
import {
  chatId,
  indexKeys,
  indexPartition,
  keys,
  parseChatId,
  skPrefix,
} from '../../test/support/table-keys';
import { prefix } from '../src/lib/keys';

/**
 * Every feature's keys together (each feature builds its own, in functions/src/<feature>/keys.ts): no two item
 * types share a key, a prefix query on a shared partition reads one type, each index access pattern has its own
 * partition. The prefixes themselves are proved apart in functions/src/lib/keys.test.ts.
 */

const id = '01JABCDEFGHJKMNPQRSTVWXYZ0';

/** One item of every type, all built from the same id, so only the prefixes can tell them apart. */
const everyItem = {
  user: keys.user(id),
  userStats: keys.userStats(),
  learnerStats: keys.learnerStats(id),
  courseStats: keys.courseStats(),
  fanOutJob: keys.fanOutJob('session', id),
  course: keys.course(id),
  coursePage: keys.coursePage(id),
  module: keys.module(id, id),
  enrollment: keys.enrollment(id, id),
  progress: keys.progress(id, id, id),
  order: keys.order(id),
  payment: keys.payment(id),
  webhookEvent: keys.webhookEvent(id),
  courseAssignments: keys.courseAssignments(id),
  assignment: keys.assignment(id),
  submission: keys.submission(id, id),
  post: keys.post(id),
  reply: keys.reply(id, id),
  forumLikes: keys.forumLikes(id, id),
  forumAuthored: keys.forumAuthored(id, id, id),
  recentPosts: keys.recentPosts(id),
  liveSession: keys.liveSession(id),
  courseSessions: keys.courseSessions(id),
  sessionFeedEntry: keys.sessionFeedEntry(id, id),
  assignmentFeedEntry: keys.assignmentFeedEntry(id, id),
  forumFeedEntry: keys.forumFeedEntry(id, id),
  postSearch: keys.postSearch(id, id),
  attendance: keys.attendance(id, id),
  chat: keys.chat(id, id),
  chatMessage: keys.chatMessage(id, id, id),
  ticket: keys.ticket(id),
  ticketMessage: keys.ticketMessage(id, id),
  ticketCounts: keys.ticketCounts(),
  ticketNumber: keys.ticketNumber(),
  ticketRequest: keys.ticketRequest(id, id),
  notification: keys.notification(id, id),
  notificationCounter: keys.notificationCounter(id),
  notificationSettings: keys.settings(id),
  emailSent: keys.emailSent(id, id),
  chatEmail: keys.chatEmail(id, id),
  emailSuppression: keys.suppression(id),
  digestRun: keys.digestRun(id),
  certificate: keys.certificate(id),
  certificateOwnership: keys.certificateOwnership(id, id),
  video: keys.video(id, id),
  videoJob: keys.videoJob(id),
  taxDocument: keys.taxDocument(id),
  documentSeries: keys.documentSeries('invoice', '2627'),
  refund: keys.refund(id),
  coupon: keys.coupon(id),
  claim: keys.claim(id, id),
  redemption: keys.redemption(id, '2026-11-28T00:00:00.000Z', id),
  consentRecord: keys.consentRecord(id, '2026-11-28T00:00:00.000Z'),
  dataExport: keys.dataExport(id, id),
  exportSlot: keys.exportSlot(id),
  accountDeletion: keys.accountDeletion(id),
  guardianConsent: keys.guardianConsent(id),
  guardianMail: keys.guardianMail(id, '2026-11-28T00:00:00.000Z'),
  auditEntry: keys.auditEntry('2026-11-28T00:00:00.000Z', id),
};

describe('table keys', () => {
  it('gives every item type its own key, even when all ids are equal', () => {
    const all = Object.values(everyItem).map((k) => `${k.PK}|${k.SK}`);
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(everyItem)).toHaveLength(Object.keys(keys).length);
  });

  it('lets a begins_with query on a shared partition match only its own item type', () => {
    const inUserPartition = Object.values(everyItem).filter((k) => k.PK === `${prefix.user}${id}`);
    const queries = [
      skPrefix.enrollments,
      skPrefix.progressInCourse(id),
      skPrefix.notifications,
      skPrefix.certificates,
      skPrefix.consentRecords,
      skPrefix.dataExports,
      skPrefix.guardianMails,
      skPrefix.authored,
      skPrefix.forumLikes,
    ];
    for (const q of queries) expect(inUserPartition.filter((k) => k.SK.startsWith(q))).toHaveLength(1);
    const courseItems = [everyItem.course, everyItem.module];
    expect(courseItems.filter((k) => k.SK.startsWith(skPrefix.modules))).toEqual([everyItem.module]);
  });

  it('leaves the existing user builders unchanged', () => {
    expect(keys.user('abc')).toEqual({ PK: 'USER#abc', SK: 'PROFILE' });
    expect(keys.userStats()).toEqual({ PK: 'STATS', SK: 'USERS' });
    expect(indexKeys.usersByCreated('2025-01-01T00:00:00.000Z', 'abc')).toEqual({
      GSI1PK: 'USERS',
      GSI1SK: '2025-01-01T00:00:00.000Z#abc',
    });
    expect(indexKeys.usersByRole('student', '', '')).toEqual({ GSI2PK: 'ROLE#student', GSI2SK: '#' });
    expect(prefix.user).toBe('USER#');
    expect(prefix.role).toBe('ROLE#');
  });
});

describe('index keys', () => {
  it('puts a session in the UTC day bucket of its start, whatever offset it was given in', () => {
    expect(indexKeys.sessionsByDay('2025-03-10T23:30:00.000Z', id).GSI3PK).toBe('SESSIONS#2025-03-10');
    // 04:30 in India on the 11th is 23:00 UTC on the 10th.
    const k = indexKeys.sessionsByDay('2025-03-11T04:30:00+05:30', id);
    expect(k).toEqual({ GSI3PK: 'SESSIONS#2025-03-10', GSI3SK: `2025-03-10T23:00:00.000Z#${id}` });
  });

  it('rejects an invalid time instead of writing a key that sorts wrongly', () => {
    expect(() => indexKeys.sessionsByDay('not a date', id)).toThrow(RangeError);
  });

  it('zero-pads counts so string order is numeric order', () => {
    const counts = [0, 7, 10, 99, 100, 1234, 999_999];
    const sortKeys = counts.map((n) => indexKeys.catalogByEnrollment(n, id).GSI3SK);
    expect([...sortKeys].reverse().sort()).toEqual(sortKeys);
  });

  it('gives each access pattern on one index its own partition', () => {
    const byIndex = new Map<string, string[]>();
    const partitions = [
      indexPartition.usersByCreated(),
      indexPartition.usersByRole(id),
      indexPartition.coursesByCreated(),
      indexPartition.coursesByInstructor(id),
      indexPartition.catalogByEnrollment(),
      indexPartition.enrollmentsByCourse(id),
      indexPartition.enrollmentsByInstructor(id),
      indexPartition.enrollmentsByStudent(id),
      indexPartition.ordersByStudent(id),
      indexPartition.assignmentsByCourse(id),
      indexPartition.submissionsByStudent(id),
      indexPartition.submissionsByInstructor(id),
      indexPartition.postsByCourse(id),
      indexPartition.postsByCategory(id, 'general'),
      indexPartition.postsByInstructor(id),
      indexPartition.sessionsByCourse(id),
      indexPartition.sessionsByInstructor(id),
      indexPartition.sessionsByDay('2025-03-10'),
      indexPartition.unreadNotifications(id),
      indexPartition.unreadNotificationsByType(id, 'chat'),
      indexPartition.digestUsers(),
      indexPartition.chatEmailsDue(),
      indexPartition.ticketsByOwner(id),
      indexPartition.ticketsByAssignee(id),
      indexPartition.ticketsByStatus('open'),
      indexPartition.chatsByStudent(id),
      indexPartition.chatsByInstructor(id),
      indexPartition.purchasesByStudent(id),
      indexPartition.refundsByStatus('requested'),
      indexPartition.allRefunds(),
      indexPartition.allCoupons(),
      indexPartition.couponsByCreator(id),
      indexPartition.redemptionsByPerson(id),
      indexPartition.attendanceByPerson(id),
      indexPartition.dueDeletions(),
      indexPartition.auditByActor(id),
      indexPartition.auditByTarget(id),
    ];
    expect(partitions).toHaveLength(Object.keys(indexPartition).length);
    for (const p of partitions) byIndex.set(p.indexName, [...(byIndex.get(p.indexName) ?? []), p.pk]);
    for (const pks of byIndex.values()) expect(new Set(pks).size).toBe(pks.length);
  });

  it('builds the same partition for writes and for queries', () => {
    expect(indexKeys.enrollmentsByCourse(id, '2025-01-01T00:00:00Z', 'sub-1')).toEqual({
      GSI1PK: indexPartition.enrollmentsByCourse(id).pk,
      GSI1SK: '2025-01-01T00:00:00.000Z#sub-1',
    });
    expect(indexPartition.ticketsByStatus('open')).toMatchObject({
      indexName: 'GSI3',
      pkAttribute: 'GSI3PK',
      keyAttributes: ['PK', 'SK', 'GSI3PK', 'GSI3SK'],
    });
  });
});

describe('audit keys', () => {
  it('puts an entry in its UTC month, sorted by time then id, on its actor and target partitions', () => {
    expect(keys.auditEntry('2026-12-01T03:00:00+05:30', id)).toEqual({
      PK: 'AUDIT#2026-11',
      SK: `2026-11-30T21:30:00.000Z#${id}`,
    });
    expect(indexKeys.auditByActor('a1', '2026-11-28T00:00:00.000Z', id)).toEqual({
      GSI1PK: 'AUDITACTOR#a1',
      GSI1SK: `2026-11-28T00:00:00.000Z#${id}`,
    });
    expect(indexKeys.auditByTarget('t1', '2026-11-28T00:00:00.000Z', id)).toEqual({
      GSI2PK: 'AUDITTARGET#t1',
      GSI2SK: `2026-11-28T00:00:00.000Z#${id}`,
    });
  });
});

describe('ids', () => {
  it('round-trips a chat id', () => {
    const cid = chatId(id, '6f1c2d3e-aaaa-bbbb-cccc-1234567890ab');
    expect(parseChatId(cid)).toEqual({ courseId: id, studentId: '6f1c2d3e-aaaa-bbbb-cccc-1234567890ab' });
    expect(parseChatId('no-separator')).toBeUndefined();
  });
});
