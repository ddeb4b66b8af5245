import {
  type LiveSession,
  SESSION_STATUS_TONES,
  SESSION_TRANSITIONS,
  type SessionStatus,
} from '@academy/shared/features/live-sessions/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BadgeTone } from '../../../components/ui';
import { i18n } from '../../../lib/i18n';

/** The student page's filters (spec part 2, live sessions): All Sessions, Upcoming, Completed. */
export const sessionFilters = ['all', 'upcoming', 'completed'] as const;
export type SessionFilter = (typeof sessionFilters)[number];

export const SESSION_FILTER_LABELS: Record<SessionFilter, MessageDescriptor> = {
  all: msg`All Sessions`,
  upcoming: msg`Upcoming`,
  completed: msg`Completed`,
};

/** The empty state of each filter (spec part 2, live sessions). */
export const SESSION_FILTER_EMPTY: Record<SessionFilter, MessageDescriptor> = {
  all: msg`No live sessions scheduled`,
  upcoming: msg`No upcoming sessions`,
  completed: msg`No completed sessions`,
};

/** An address's `?filter=` as one of the filters; anything else is All Sessions. */
export const parseSessionFilter = (value: string | null): SessionFilter =>
  (sessionFilters as readonly string[]).includes(value ?? '') ? (value as SessionFilter) : 'all';

type Timed = Pick<LiveSession, 'status' | 'scheduledAt'>;

const startOf = (session: Timed) => {
  const time = Date.parse(session.scheduledAt);
  return Number.isNaN(time) ? 0 : time;
};

/** Spec part 2: upcoming means scheduled with a future time. */
export const isUpcoming = (session: Timed, now: number): boolean =>
  session.status === 'scheduled' && startOf(session) > now;

/** Spec part 2: completed means completed, or scheduled with a past time. */
export const isCompleted = (session: Timed, now: number): boolean =>
  session.status === 'completed' || (session.status === 'scheduled' && startOf(session) <= now);

export const matchesFilter = (session: Timed, filter: SessionFilter, now: number): boolean =>
  filter === 'all' || (filter === 'upcoming' ? isUpcoming(session, now) : isCompleted(session, now));

/**
 * The status a student sees: a scheduled session whose start has passed counts as completed (spec part 2),
 * so it is labelled and coloured as one. The instructor's tab shows the stored status, which they may change.
 */
export const shownStatus = (session: Timed, now: number): SessionStatus =>
  isCompleted(session, now) ? 'completed' : session.status;

/** 0 live (spec: live sorts first), 1 upcoming, 2 everything past or called off. */
const rankOf = (session: Timed, now: number) =>
  session.status === 'live' ? 0 : isUpcoming(session, now) ? 1 : 2;

/**
 * Live sessions first (spec part 2), then the upcoming ones soonest first, then the rest (completed, past,
 * cancelled) most recent first. A new array; the input is left as it is.
 */
export function sortSessions<T extends Timed>(sessions: readonly T[], now: number): T[] {
  return [...sessions].sort((a, b) => {
    const rank = rankOf(a, now) - rankOf(b, now);
    if (rank !== 0) return rank;
    const byTime = startOf(a) - startOf(b);
    return rankOf(a, now) === 2 ? -byTime : byTime;
  });
}

/** The sessions a filter shows, in the page's order. */
export const filterSessions = <T extends Timed>(
  sessions: readonly T[],
  filter: SessionFilter,
  now: number,
): T[] => sortSessions(sessions, now).filter((session) => matchesFilter(session, filter, now));

/** How many sessions each filter shows (the filter buttons' counts). */
export function sessionCounts(sessions: readonly Timed[], now: number): Record<SessionFilter, number> {
  return {
    all: sessions.length,
    upcoming: sessions.filter((s) => isUpcoming(s, now)).length,
    completed: sessions.filter((s) => isCompleted(s, now)).length,
  };
}

/** Spec part 2: live red, scheduled blue, completed green, cancelled grey (the shared tones, as badge tones). */
export const statusTone = (status: SessionStatus): BadgeTone => {
  const tone = SESSION_STATUS_TONES[status];
  return tone === 'grey' ? 'neutral' : tone;
};

export const STATUS_LABELS: Record<SessionStatus, MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  live: msg`Live`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

/** What a student may do with a session: join it while it is live or still to come. */
export const canJoin = (session: Timed, now: number): boolean =>
  session.status === 'live' || isUpcoming(session, now);

/** The instructor's status buttons, in this order, each shown only if the current status allows it. */
const TRANSITION_BUTTONS: readonly { to: SessionStatus; label: MessageDescriptor }[] = [
  { to: 'live', label: msg`Go live` },
  { to: 'completed', label: msg`Complete` },
  { to: 'cancelled', label: msg`Cancel` },
];

/** The buttons for a status, their labels in the language of the moment (call it at render). */
export const statusActions = (status: SessionStatus) =>
  TRANSITION_BUTTONS.filter((button) => SESSION_TRANSITIONS[status].includes(button.to)).map(
    ({ to, label }) => ({ to, label: i18n._(label) }),
  );

/** The notice after a status change: "“Intro to React” is live now." */
export function statusChanged(title: string, status: SessionStatus): string {
  switch (status) {
    case 'scheduled':
      return t`“${title}” is scheduled again.`;
    case 'live':
      return t`“${title}” is live now.`;
    case 'completed':
      return t`“${title}” is completed.`;
    case 'cancelled':
      return t`“${title}” is cancelled.`;
  }
}

/** "12:30 PM – 1:30 PM" style end time: the start plus the duration, as a Date (null if unreadable). */
export function endOf(session: Pick<LiveSession, 'scheduledAt' | 'duration'>): Date | null {
  const start = Date.parse(session.scheduledAt);
  return Number.isNaN(start) ? null : new Date(start + session.duration * 60_000);
}
