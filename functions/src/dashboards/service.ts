import {
  type AdminDashboard,
  DASHBOARD_LIMITS,
  type InstructorDashboard,
  type StudentDashboard,
} from '@academy/shared';
import { listRecentSubmissionsForInstructor } from '../assignments/service';
import { listRecentChatsForInstructor } from '../chats/service';
import { getCourseCounters, getInstructorCourseStats, listPopularCourses } from '../courses/service';
import {
  listLatestInstructorEnrollments,
  listUnfinishedEnrollmentSummaries,
  readStudentLearningFigures,
  studentLearningFigures,
} from '../enrollments/service';
import { listRecentPostsForInstructor } from '../forums/service';
import type { Locale } from '../lib/i18n';
import { listUpcomingSessionsForInstructor } from '../live-sessions/service';
import { listRecentWithCounts } from '../notifications/service';
import { getTicketCounts, listRecentTicketsForAssignee } from '../support/service';
import { getUserCounts, listRecentUsers } from '../users/service';

/**
 * The three dashboards, each composed from the owning features' services (AP83–AP85 in docs/data-model.md).
 * The reads of one dashboard are independent, so they run at once: a summary costs the caller's GetItem
 * (httpHandler) plus one round of bounded Queries and GetItems, never a Scan.
 */

const SECONDS_PER_HOUR = 3600;

/** The student dashboard's reads, all keyed by the student's sub and none a write: the route starts them beside the caller lookup. */
export const studentDashboardReads = (studentId: string, locale: Locale = 'en') =>
  Promise.all([
    readStudentLearningFigures(studentId),
    listUnfinishedEnrollmentSummaries(studentId, DASHBOARD_LIMITS.continueLearning),
    listRecentWithCounts(studentId, DASHBOARD_LIMITS.studentNotifications, locale),
  ]);
export type StudentDashboardReads = Awaited<ReturnType<typeof studentDashboardReads>>;

/**
 * AP85: the student's figures item (one GetItem; the first time also AP21 and a Put) ∥ AP21b filtered (Continue
 * Learning) ∥ AP60 Limit 5 ∥ AP63 with AP92 (one BatchGet); with the caller, 5 DynamoDB requests whatever the number of enrolments.
 */
export async function studentDashboard(
  studentId: string,
  reads?: StudentDashboardReads,
  locale: Locale = 'en',
): Promise<StudentDashboard> {
  const [stored, unfinished, { notifications: recent, unread }] =
    reads ?? (await studentDashboardReads(studentId, locale));
  const figures = await studentLearningFigures(studentId, stored);
  return {
    analytics: {
      enrolled: figures.enrolled,
      // Spec part 1 §3: an enrolment is either in progress (not completed) or completed.
      inProgress: figures.enrolled - figures.completed,
      completed: figures.completed,
      watchTimeHours: Math.round(figures.watchTime / SECONDS_PER_HOUR),
      achievementScore: figures.enrolled ? Math.round((figures.completed / figures.enrolled) * 100) : 0,
    },
    // "First 2 unfinished" in the order the student's course list shows them: newest enrolment first. The
    // enrolment item keeps no time of last activity (progress items do, but reading them all is a Query per
    // module watched), so the most recent enrolment stands in for the most recent activity.
    continueLearning: unfinished.map((e) => ({
      courseId: e.courseId,
      title: e.title,
      thumbnail: e.thumbnail,
      instructorName: e.instructorName,
      completionPercentage: e.completionPercentage,
    })),
    recentNotifications: recent.slice(0, DASHBOARD_LIMITS.studentNotifications),
    unread,
  };
}

/**
 * AP84 (the parts that exist today): AP11 figures + AP26 Limit 3 + AP38 Limit 6 (titles and points copied on the
 * submissions) + AP42 Limit 5 + AP53 (the next 5 sessions) + AP81 Limit 5 + AP72 Limit 3, all at once: with the
 * caller, 8 DynamoDB requests.
 */
export async function instructorDashboard(instructorId: string): Promise<InstructorDashboard> {
  // Reads only, keyed by the instructor's sub: the route starts it all beside the caller lookup.
  const [stats, latest, recentSubmissions, discussions, upcomingSessions, recentChats, supportTickets] =
    await Promise.all([
      getInstructorCourseStats(instructorId),
      listLatestInstructorEnrollments(instructorId, DASHBOARD_LIMITS.instructorStudents),
      listRecentSubmissionsForInstructor(instructorId, DASHBOARD_LIMITS.instructorSubmissions),
      listRecentPostsForInstructor(instructorId, DASHBOARD_LIMITS.instructorForumItems),
      listUpcomingSessionsForInstructor(instructorId, DASHBOARD_LIMITS.instructorSessions),
      listRecentChatsForInstructor(instructorId, DASHBOARD_LIMITS.instructorChats),
      listRecentTicketsForAssignee(instructorId, DASHBOARD_LIMITS.instructorTickets),
    ]);
  return {
    stats,
    students: latest.map((e) => ({
      id: e.studentId,
      name: e.name,
      email: e.email,
      courseId: e.courseId,
      courseTitle: e.courseTitle,
      enrolledAt: e.enrolledAt,
    })),
    recentSubmissions,
    discussions,
    upcomingSessions,
    recentChats,
    supportTickets,
  };
}

/** AP83: AP6 + AP16 (maintained counters) + AP3 Limit 5 + AP15 Limit 5 + the ticket counter; with the caller, 6 requests. */
export async function adminDashboard(): Promise<AdminDashboard> {
  // Reads only: the route starts them beside the caller lookup (for a token of the admin group).
  const [users, courses, recentUsers, popularCourses, tickets] = await Promise.all([
    getUserCounts(),
    getCourseCounters(),
    listRecentUsers(DASHBOARD_LIMITS.recentUsers),
    listPopularCourses(DASHBOARD_LIMITS.popularCourses),
    getTicketCounts(),
  ]);
  return {
    stats: {
      students: users.student,
      instructors: users.instructor,
      courses: courses.total,
      publishedCourses: courses.published,
      enrollments: courses.enrollments,
      revenue: courses.revenue,
    },
    recentUsers,
    popularCourses,
    tickets,
  };
}
