import type { LiveSession } from './schemas';

/**
 * iCalendar (RFC 5545) for live sessions: one session's `.ics` download in the web app and a student's calendar
 * feed (GET /api/calendar/{token}) are the same text. Pure: no clock, no randomness, no Node or DOM APIs, so the
 * browser and the functions build byte-identical calendars.
 */

/** What an event needs of a session. */
export type IcsSession = Pick<
  LiveSession,
  | 'id'
  | 'title'
  | 'courseTitle'
  | 'description'
  | 'scheduledAt'
  | 'duration'
  | 'meetingLink'
  | 'status'
  | 'updatedAt'
>;

export const ICS_CONTENT_TYPE = 'text/calendar';
export const ICS_PRODID = '-//Academy//Live sessions//EN';
/** How often a subscribed calendar app should fetch the feed again (hint; Apple and Google decide themselves). */
export const ICS_FEED_REFRESH = 'PT1H';

/** RFC 5545 §3.1: a content line is at most 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, every kind of line break as `\n`. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters are not allowed in a value (§3.1); a tab is.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** A URI value (§3.3.13) is not escaped, but a line break or control character must never get in. */
const uriValue = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  value.replace(/[\u0000-\u001f\u007f\s]/g, '');

/**
 * RFC 5545 §3.1 folding: lines longer than 75 octets are split, each continuation starting with one space (which
 * counts towards its 75). Splits fall between code points, never inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let size = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const n = octets(char);
    if (size + n > limit) {
      lines.push(current);
      current = ' ';
      size = 1;
      limit = MAX_LINE_OCTETS;
    }
    current += char;
    size += n;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** An instant in UTC basic format (`20261125T093000Z`, §3.3.5 form #2). */
export function icsUtc(time: string | Date): string {
  const d = typeof time === 'string' ? new Date(time) : time;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date-time: ${String(time)}`);
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The session's end: its start plus its duration in minutes. */
export const sessionEnd = (s: Pick<IcsSession, 'scheduledAt' | 'duration'>): Date =>
  new Date(new Date(s.scheduledAt).getTime() + s.duration * 60_000);

/** SEQUENCE grows with every change: the update time in epoch seconds (a calendar keeps the highest it saw). */
const sequenceOf = (updatedAt: string) => {
  const ms = new Date(updatedAt).getTime();
  return Number.isNaN(ms) ? 0 : Math.max(0, Math.floor(ms / 1000));
};

/** The stable UID of a session's event: the same session updates, or cancels, the same calendar entry. */
export const sessionUid = (sessionId: string) => `${sessionId}@academy`;

export const sessionSummary = (s: Pick<IcsSession, 'title' | 'courseTitle'>) =>
  s.courseTitle ? `${s.title} (${s.courseTitle})` : s.title;

const englishJoinLine = (link: string) => `Join: ${link}`;

function sessionDescription(s: IcsSession, joinLine = englishJoinLine): string {
  const join = s.meetingLink ? joinLine(s.meetingLink) : '';
  return [s.description.trim(), join].filter(Boolean).join('\n\n');
}

/** One VEVENT's content lines, unfolded. */
function eventLines(s: IcsSession, options: CalendarOptions = {}): string[] {
  const link = uriValue(s.meetingLink);
  return [
    'BEGIN:VEVENT',
    `UID:${sessionUid(s.id)}`,
    `DTSTAMP:${icsUtc(s.updatedAt)}`,
    `DTSTART:${icsUtc(s.scheduledAt)}`,
    `DTEND:${icsUtc(sessionEnd(s))}`,
    `SEQUENCE:${sequenceOf(s.updatedAt)}`,
    `SUMMARY:${escapeText(sessionSummary(s))}`,
    `DESCRIPTION:${escapeText(sessionDescription(s, options.joinLine))}`,
    ...(link ? [`URL:${link}`, `LOCATION:${escapeText(link)}`] : []),
    `STATUS:${s.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

export interface CalendarOptions {
  /** The calendar's name in a subscribing app (X-WR-CALNAME): given for the feed, not for one session's file. */
  name?: string;
  /** The description's line with the meeting link, in the reader's language; "Join: <link>" by default. */
  joinLine?: (link: string) => string;
}

/** A VCALENDAR of the sessions, one VEVENT each, folded, with CRLF line endings (ending in one too). */
export function buildCalendar(sessions: readonly IcsSession[], options: CalendarOptions = {}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name
      ? [
          `X-WR-CALNAME:${escapeText(options.name)}`,
          `REFRESH-INTERVAL;VALUE=DURATION:${ICS_FEED_REFRESH}`,
          `X-PUBLISHED-TTL:${ICS_FEED_REFRESH}`,
        ]
      : []),
    ...sessions.flatMap((s) => eventLines(s, options)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** One session's `.ics` file. */
export const sessionCalendar = (session: IcsSession, options: CalendarOptions = {}): string =>
  buildCalendar([session], options);

/** `<title>.ics`, without the characters file systems refuse; `session.ics` when nothing is left. */
export function icsFileName(title: string): string {
  const base = title
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '');
  // By code points, so a long title never ends in half a surrogate pair.
  const short = Array.from(base).slice(0, 120).join('').trim();
  return `${short || 'session'}.ics`;
}
