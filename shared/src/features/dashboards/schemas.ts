import * as z from 'zod';
import { Id } from '../../schemas/common';
import { RecentSubmission } from '../assignments/schemas';
import { ChatSummary } from '../chats/schemas';
import { CourseSummary } from '../courses/schemas';
import { RecentForumPost } from '../forums/schemas';
import { UpcomingSession } from '../live-sessions/schemas';
import { Notification, UnreadCounts } from '../notifications/schemas';
import { Ticket, TicketCounts } from '../support/schemas';
import { User } from '../users/schemas';

/**
 * Spec part 1 §9: the dashboards' list sizes, the one place they are kept (the server applies them). The
 * instructor's submissions, sessions, chats, forum items and tickets are for the sections their features fill.
 */
export const DASHBOARD_LIMITS = {
  studentNotifications: 5,
  continueLearning: 2,
  recentUsers: 5,
  popularCourses: 5,
  instructorStudents: 3,
  instructorSubmissions: 6,
  instructorSessions: 5,
  instructorChats: 5,
  instructorForumItems: 5,
  instructorTickets: 3,
} as const;

/** GET /api/dashboard/student: everything the student dashboard shows, from bounded Queries. */
export const StudentDashboard = z.object({
  analytics: z.object({
    enrolled: z.number().int().min(0),
    inProgress: z.number().int().min(0),
    completed: z.number().int().min(0),
    /** Σ watch time (seconds) / 3600, rounded (spec part 1 §9). */
    watchTimeHours: z.number().int().min(0),
    /** completed / enrolled × 100, rounded; 0 with no enrolment. */
    achievementScore: z.number().int().min(0).max(100),
  }),
  /** The first 2 unfinished enrolments, newest enrolment first (an enrolment keeps no time of last activity). */
  continueLearning: z.array(
    z.object({
      courseId: Id,
      title: z.string(),
      thumbnail: z.string(),
      instructorName: z.string(),
      completionPercentage: z.number().int().min(0).max(100),
    }),
  ),
  /** The 5 latest notifications, read or not. */
  recentNotifications: z.array(Notification),
  unread: UnreadCounts,
});
export type StudentDashboard = z.infer<typeof StudentDashboard>;

/** GET /api/dashboard/admin: the cards from maintained counters, Recent Users and Popular Courses. */
export const AdminDashboard = z.object({
  stats: z.object({
    students: z.number().int().min(0),
    instructors: z.number().int().min(0),
    courses: z.number().int().min(0),
    publishedCourses: z.number().int().min(0),
    enrollments: z.number().int().min(0),
    /**
     * Rupees actually paid, to the paisa: Σ of the captured payments' amounts less the refunds approved (issues 15
     * and 39; a price change never alters it; a coupon's percentage can leave paise).
     */
    revenue: z.number().min(0),
  }),
  recentUsers: z.array(User),
  /** Top 5 published courses by enrolment. */
  popularCourses: z.array(CourseSummary),
  /** Tickets by status (the Support Tickets card), from a maintained counter. */
  tickets: TicketCounts,
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** GET /api/dashboard/instructor: the instructor's stats and first students; later features add sections. */
export const InstructorDashboard = z.object({
  stats: z.object({
    courses: z.number().int().min(0),
    published: z.number().int().min(0),
    /** Enrolments across the instructor's courses (Σ enrollmentCount). */
    students: z.number().int().min(0),
    /** Mean of the courses' rating averages (courses with ratings only), one decimal; 0 with none. */
    averageRating: z.number().min(0).max(5),
  }),
  /** The 3 students who enrolled most recently in the instructor's courses (each once, with that course). */
  students: z.array(
    z.object({
      id: Id,
      name: z.string(),
      email: z.string(),
      courseId: Id,
      courseTitle: z.string(),
      enrolledAt: z.string(),
    }),
  ),
  /** The 6 newest submissions to the instructor's assignments, graded or not (spec part 1 §2). */
  recentSubmissions: z.array(RecentSubmission),
  /** The 5 newest posts across the instructor's course forums (spec part 1 §2 reads the first course's only). */
  discussions: z.array(RecentForumPost),
  /** The next 5 scheduled or live sessions of the instructor's courses, soonest first (spec part 1 §2). */
  upcomingSessions: z.array(UpcomingSession),
  /** The 5 conversations with the newest activity (spec part 1 §2: Recent Chats). */
  recentChats: z.array(ChatSummary),
  /** The 3 newest tickets assigned to the instructor, with status and priority (spec part 1 §2). */
  supportTickets: z.array(Ticket),
});
export type InstructorDashboard = z.infer<typeof InstructorDashboard>;
