import type { CourseSessionsResponse, LiveSession, SessionStatus } from '@academy/shared';
import { liveSessionsRoutes } from '@academy/shared/features/live-sessions/routes';
import { type DemoPerson, routeCaller, routeModules } from './seed-call';

/** The live-session routes' handler modules the demo, the bench and tests call (loaded late, as the gateway does). */
export const sessionRouteModules = routeModules(liveSessionsRoutes);

/** Calls a live-session route's handler module as the local gateway does once it has checked the token. */
export const callSessionRoute = routeCaller(sessionRouteModules, 'seed');

interface DemoSession {
  title: string;
  description: string;
  /** Minutes from the time of seeding. */
  startsIn: number;
  duration: number;
  meetingLink: string;
  status: SessionStatus;
  /** The demo student joins it (while it is open, before its status is set). */
  joined?: boolean;
  /** An upcoming session whose start has passed since an earlier seeding is moved to `startsIn` again. */
  keepUpcoming?: boolean;
  /**
   * Created at this many minutes from the time of seeding, then moved to `startsIn` (through the update
   * handler, so the course's students are told it was rescheduled).
   */
  movedFrom?: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * The same five on each course: live now, within the hour (reminded by the first scheduler run), in 3 days (first
 * set for 2 days, then moved a day later: the students' Live session rescheduled), done, cancelled (the students'
 * Live session cancelled).
 */
const demoSessions = (course: string, room: string): DemoSession[] => [
  {
    title: `${course}: live coding clinic`,
    description: 'Bring the bug you are stuck on; we fix a few together, live.',
    startsIn: -20,
    duration: 90,
    meetingLink: `https://meet.google.com/${room}-live`,
    status: 'live',
  },
  {
    title: `${course}: weekly Q&A`,
    description: 'Questions on this week’s modules and the open assignment.',
    startsIn: 45,
    duration: 60,
    meetingLink: `https://meet.google.com/${room}-qna`,
    status: 'scheduled',
    keepUpcoming: true,
  },
  {
    title: `${course}: project review`,
    description: 'We review three student projects and discuss what makes them production-ready.',
    startsIn: 3 * DAY,
    duration: 75,
    meetingLink: `https://meet.google.com/${room}-review`,
    status: 'scheduled',
    keepUpcoming: true,
    movedFrom: 2 * DAY,
  },
  {
    title: `${course}: orientation`,
    description: 'How the course works, the schedule and how to get help.',
    startsIn: -2 * DAY,
    duration: 45,
    meetingLink: `https://meet.google.com/${room}-intro`,
    status: 'completed',
    joined: true,
  },
  {
    title: `${course}: guest talk (moved)`,
    description: 'Cancelled: the guest speaker could not make it; a new date will follow.',
    startsIn: 2 * DAY,
    duration: 60,
    meetingLink: `https://meet.google.com/${room}-guest`,
    status: 'cancelled',
  },
];

const at = (minutes: number, now: number) => new Date(now + minutes * 60_000).toISOString();

/**
 * Live sessions on Web Foundations and React 19 (the primary instructor's), made through the session handlers:
 * one live now, two upcoming (one within the hour, so the first scheduler run sends a reminder; one in 3 days,
 * rescheduled there from 2 days), one completed that the demo student joined, one cancelled. The students are
 * told of the new sessions, the reschedule and the cancellation as the handlers tell them. Idempotent by title; an
 * upcoming one whose start has passed since an earlier seeding is moved forward again (and its students told so).
 */
export async function seedSessions(people: { instructor: DemoPerson; student: DemoPerson }): Promise<void> {
  const { courseIdFor } = await import('./seed-courses');
  const courses = [
    { slug: 'web-foundations-html-css-js', name: 'Web Foundations', room: 'wfd' },
    { slug: 'react-typescript-production-apps', name: 'React 19', room: 'rct' },
  ];
  const owner = people.instructor.id;
  const now = Date.now();
  for (const course of courses) {
    const courseId = courseIdFor(course.slug);
    const listed = await callSessionRoute<CourseSessionsResponse>('listCourseSessions', owner, {
      params: { id: courseId },
    });
    for (const demo of demoSessions(course.name, course.room)) {
      const existing = listed.sessions.find((s) => s.title === demo.title);
      if (existing) {
        if (
          demo.keepUpcoming &&
          existing.status === 'scheduled' &&
          new Date(existing.scheduledAt).getTime() < now
        ) {
          await callSessionRoute('updateSession', owner, {
            params: { id: existing.id },
            body: { scheduledAt: at(demo.startsIn, now) },
          });
        }
        continue;
      }
      const { session } = await callSessionRoute<{ session: LiveSession }>('createSession', owner, {
        params: { id: courseId },
        body: {
          title: demo.title,
          description: demo.description,
          scheduledAt: at(demo.movedFrom ?? demo.startsIn, now),
          duration: demo.duration,
          meetingLink: demo.meetingLink,
        },
      });
      if (demo.movedFrom !== undefined) {
        await callSessionRoute('updateSession', owner, {
          params: { id: session.id },
          body: { scheduledAt: at(demo.startsIn, now) },
        });
      }
      if (demo.joined) {
        await callSessionRoute('joinSession', people.student.id, { params: { id: session.id } });
      }
      if (demo.status !== 'scheduled') {
        await callSessionRoute('setSessionStatus', owner, {
          params: { id: session.id },
          body: { status: demo.status },
        });
      }
    }
  }
}
