import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  escapeText,
  foldLine,
  type IcsSession,
  icsFileName,
  icsUtc,
  sessionCalendar,
} from './ics';

const session = (overrides: Partial<IcsSession> = {}): IcsSession => ({
  id: '01JSESSION0000000000000001',
  title: 'Closures, scope; and \\ more',
  courseTitle: 'Web Foundations',
  description: 'Bring questions.\nWe will pair up,\r\nthen review.',
  // 15:00 in India is 09:30 UTC.
  scheduledAt: '2026-11-25T15:00:00+05:30',
  duration: 90,
  meetingLink: 'https://meet.example.com/abc-defg-hij?pwd=x;y,z',
  status: 'scheduled',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** The calendar as a calendar app reads it. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => ({ vevent: v, event: new ICAL.Event(v) }));
  return { calendar, events };
}

const lines = (text: string) => text.split('\r\n').slice(0, -1);
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('sessionCalendar', () => {
  it('parses with a calendar library: UTC start and end, summary with the course, link, status', () => {
    // Act
    const { calendar, events } = parse(sessionCalendar(session()));

    // Assert
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Academy//Live sessions//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBeNull();
    expect(events).toHaveLength(1);
    const { event, vevent } = events[0]!;
    expect(event.uid).toBe('01JSESSION0000000000000001@academy');
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-25T09:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(event.summary).toBe('Closures, scope; and \\ more (Web Foundations)');
    expect(event.location).toBe('https://meet.example.com/abc-defg-hij?pwd=x;y,z');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.example.com/abc-defg-hij?pwd=x;y,z');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.sequence).toBe(Date.parse('2026-11-01T10:00:00Z') / 1000);
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-11-01T10:00:00.000Z',
    );
  });

  it('writes the start and end in UTC basic format, CRLF line endings', () => {
    const text = sessionCalendar(session());

    expect(text).toContain('\r\nDTSTART:20261125T093000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261125T110000Z\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes backslash, semicolon, comma and line breaks, and the parser reads the text back', () => {
    const text = sessionCalendar(session());
    const { event } = parse(text).events[0]!;

    expect(text).toContain('SUMMARY:Closures\\, scope\\; and \\\\ more (Web Foundations)');
    expect(event.description).toBe(
      'Bring questions.\nWe will pair up,\nthen review.\n\nJoin: https://meet.example.com/abc-defg-hij?pwd=x;y,z',
    );
    expect(escapeText('a\\b;c,d\re\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('says Join alone when the session has no description', () => {
    const { event } = parse(sessionCalendar(session({ description: '' }))).events[0]!;

    expect(event.description).toBe('Join: https://meet.example.com/abc-defg-hij?pwd=x;y,z');
  });

  it('marks a cancelled session CANCELLED', () => {
    const { vevent } = parse(sessionCalendar(session({ status: 'cancelled' }))).events[0]!;

    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('folds a long Hindi and emoji title at 75 octets without splitting a character', () => {
    // Arrange: 3-byte Devanagari and 4-byte emoji (surrogate pairs, a ZWJ sequence) well past 75 octets.
    const title = `${'लाइव सत्र: जावास्क्रिप्ट क्लोज़र '.repeat(4)}🎉👩‍💻🚀${'😀'.repeat(30)} end`;
    const courseTitle = 'वेब की बुनियाद 🌐';

    // Act
    const text = sessionCalendar(session({ title, courseTitle }));

    // Assert: every physical line fits, is whole UTF-8, and continuations start with one space.
    const all = lines(text);
    expect(all.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of all) {
      expect(bytes(line)).toBeLessThanOrEqual(75);
      const roundTrip = new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line));
      expect(roundTrip).toBe(line); // a lone surrogate would come back as U+FFFD
    }
    expect(parse(text).events[0]!.event.summary).toBe(`${title} (${courseTitle})`);
  });

  it('folds exactly: a 75-octet line stays, a 76-octet one becomes 75 + a continuation', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // 25 three-byte characters are 75 octets; one more moves to the next line whole.
    expect(foldLine('क'.repeat(26))).toBe(`${'क'.repeat(25)}\r\n क`);
  });
});

describe('buildCalendar (the feed)', () => {
  it('names the calendar and holds one event per session', () => {
    const text = buildCalendar(
      [session({ id: 'A1' }), session({ id: 'B2', scheduledAt: '2026-12-01T04:00:00.000Z', duration: 45 })],
      { name: 'Academy — my live sessions' },
    );
    const { calendar, events } = parse(text);

    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Academy — my live sessions');
    expect(events.map((e) => e.event.uid)).toEqual(['A1@academy', 'B2@academy']);
    expect(events[1]!.event.startDate.toJSDate().toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(events[1]!.event.endDate.toJSDate().toISOString()).toBe('2026-12-01T04:45:00.000Z');
  });

  it('is an empty calendar when there are no sessions', () => {
    const { calendar, events } = parse(buildCalendar([], { name: 'Mine' }));

    expect(calendar.name).toBe('vcalendar');
    expect(events).toHaveLength(0);
  });
});

describe('helpers', () => {
  it('icsUtc writes UTC basic format from any offset', () => {
    expect(icsUtc('2026-01-01T00:15:00-08:00')).toBe('20260101T081500Z');
    expect(() => icsUtc('not a date')).toThrow(RangeError);
  });

  it('icsFileName keeps the title, without characters file systems refuse', () => {
    expect(icsFileName('Closures: Q&A / review?')).toBe('Closures Q&A review.ics');
    expect(icsFileName('लाइव सत्र 🎉')).toBe('लाइव सत्र 🎉.ics');
    expect(icsFileName('///')).toBe('session.ics');
    expect(icsFileName('😀'.repeat(200))).toBe(`${'😀'.repeat(120)}.ics`);
  });
});
