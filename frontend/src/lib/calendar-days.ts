import { dateTimeFormat } from './format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment and "now" in milliseconds, for the "… ago" texts; null when either cannot be read. */
export function momentsOf(
  value: Date | string | number,
  now: Date | number,
): { time: number; current: number } | null {
  const time = new Date(value).getTime();
  const current = new Date(now).getTime();
  return Number.isNaN(time) || Number.isNaN(current) ? null : { time, current };
}

/** The calendar day of a moment in a time zone (the browser's when none is given), as days since 1970. */
function calendarDay(time: number, timeZone?: string): number {
  const [year, month, day] = dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  })
    .format(time)
    .split('-')
    .map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** How many calendar days of the time zone lie from `value`'s day to `now`'s (negative ahead); null when unreadable. */
export function calendarDaysSince(
  value: Date | string | number,
  now: Date | number,
  timeZone?: string,
): number | null {
  const moments = momentsOf(value, now);
  return moments && calendarDay(moments.current, timeZone) - calendarDay(moments.time, timeZone);
}
