/** A time as people in India read it, date and clock, in `tag`'s words: `25 Nov 2026, 3:30 pm IST` (en-IN). */
export const istDateTime = (iso: string, tag = 'en-IN') =>
  `${new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso))} IST`;

/** A date as documents print it, in India's time: `28 November 2026` (certificates, tax invoices). */
export const istLongDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
