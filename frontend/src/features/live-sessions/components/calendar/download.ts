import {
  ICS_CONTENT_TYPE,
  type IcsSession,
  icsFileName,
  sessionCalendar,
} from '@academy/shared/features/live-sessions/ics';
import { t } from '@lingui/core/macro';

/** The session's `.ics` file, as the browser saves it: `<title>.ics`, UTF-8 iCalendar, its join line in the page's language. */
export function sessionIcsFile(session: IcsSession): { name: string; blob: Blob } {
  return {
    name: icsFileName(session.title),
    blob: new Blob([sessionCalendar(session, { joinLine: (link) => t`Join: ${link}` })], {
      type: `${ICS_CONTENT_TYPE};charset=utf-8`,
    }),
  };
}

/** Saves the session's `.ics` (a calendar app opens it to add the event). Built here: no request. */
export function downloadSessionIcs(session: IcsSession): void {
  const { name, blob } = sessionIcsFile(session);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The feed's address for calendar apps' subscribe links (`webcal:` opens the system calendar app). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//i, 'webcal://');
