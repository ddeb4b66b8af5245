/** The live sessions' calendar pieces, for the pages to place: a session's `.ics` and the student's feed. */
export { AddToCalendarButton } from './add-to-calendar-button';
export { calendarFeedKey, useCalendarFeed } from './api';
export { CalendarFeedPanel } from './calendar-feed-panel';
export { downloadSessionIcs, sessionIcsFile, webcalUrl } from './download';
