import { describe, expect, it } from 'vitest';
import { sessionIcsFile, webcalUrl } from './download';

const session = {
  id: '01JSESSION0000000000000001',
  title: 'Closures: Q&A',
  courseTitle: 'Web Foundations',
  description: '',
  scheduledAt: '2026-11-25T09:30:00.000Z',
  duration: 60,
  meetingLink: 'https://meet.example.com/abc',
  status: 'scheduled' as const,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('sessionIcsFile', () => {
  it('is <title>.ics, UTF-8 iCalendar with the session in UTC', async () => {
    const { name, blob } = sessionIcsFile(session);

    expect(name).toBe('Closures Q&A.ics');
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    const text = await blob.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('DTSTART:20261125T093000Z\r\n');
    expect(text).toContain('SUMMARY:Closures: Q&A (Web Foundations)\r\n');
  });
});

describe('webcalUrl', () => {
  it('turns the https address into a subscribe link', () => {
    expect(webcalUrl('https://academy.example/api/calendar/abc')).toBe(
      'webcal://academy.example/api/calendar/abc',
    );
    expect(webcalUrl('http://localhost:5173/api/calendar/abc')).toBe(
      'webcal://localhost:5173/api/calendar/abc',
    );
  });
});
