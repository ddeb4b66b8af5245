/**
 * Display formats (spec part 1 §9: dates as short month, day, year, hour, minute; currency is the rupee).
 * Times show in the browser's time zone unless one is given.
 */

// Newer ICU data puts a narrow no-break space before AM/PM; plain spaces read and match the same everywhere.
const normaliseSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 22, 2026, 6:05 PM"; an unreadable value gives "". */
export function formatDateTime(value: Date | string | number, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  return normaliseSpaces(format.format(date));
}

/** "Nov 22, 2026"; an unreadable value gives "". */
export function formatDate(value: Date | string | number, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return normaliseSpaces(
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
      date,
    ),
  );
}

/**
 * A calendar date without a time ("2001-04-09", as a date input gives it) as "Apr 9, 2001".
 * Read as UTC so the day never shifts with the viewer's time zone.
 */
export function formatCalendarDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return '';
  return formatDate(`${isoDate}T00:00:00Z`, 'UTC');
}

/** Rupees with Indian digit grouping: 149999 → "₹1,49,999"; paise only when there are some. */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const whole = Number.isInteger(amount);
  return normaliseSpaces(
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(amount),
  );
}

/** A course price: "Free" when it is 0 (spec part 2 §2), else rupees. */
export function formatPrice(amount: number): string {
  return amount === 0 ? 'Free' : formatRupees(amount);
}

/** "Ananya Gupta" → "AG"; one word gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Unread badge text: "9+" above the cap. */
export function formatBadgeCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
