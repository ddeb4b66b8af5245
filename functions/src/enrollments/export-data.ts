import { getOne } from '../lib/db';
import { prefix } from '../lib/keys';
import { type ExportData, personalRecord, userItems } from '../lib/personal-data';
import { keys, skPrefix } from './keys';

/**
 * The enrolments feature's part of a data export (issue 41): the person's enrolments (with their rating, the
 * sessions they joined and the assignments they submitted), their progress in each module, and their learning
 * figures; all in their own partition (AP21's Query, and one GetItem). The course's instructor is named by name
 * only, as the course page shows them.
 */
export const exportData: ExportData = async (userId) => {
  const [enrollments, progress, figures] = await Promise.all([
    userItems(userId, skPrefix.enrollments),
    userItems(userId, prefix.progress),
    getOne<Record<string, unknown>>(keys.learnerStats(userId)),
  ]);
  return {
    documents: {
      enrollments: enrollments.map((i) => {
        const course = i.course as { title?: string; instructor?: { name?: string } } | undefined;
        return {
          ...personalRecord(i, ['instructorId', 'version']),
          course: { title: course?.title, instructor: { name: course?.instructor?.name } },
        };
      }),
      progress: progress.map((i) => personalRecord(i, ['version'])),
      'learning-figures': figures ? personalRecord(figures, ['version', 'counted']) : null,
    },
  };
};
