import { type Locale, type MessageValues, translate, translateText } from '../lib/i18n';

/**
 * What a notification says, as catalogue messages (issue 40): the ids of its title and text (their English, see
 * shared/src/messages.ts) and the values they name (a person's name, a course's title: never translated). Stored
 * on the notification beside its English `title` and `message`, and said in each reader's language: the bell in
 * the request's (`Accept-Language`), the mail in the recipient's stored one.
 */
export interface NotificationText {
  title: string;
  message: string;
  values?: MessageValues;
}

/** A notification's words: the English to store (and show where no catalogue says it), and their messages. */
export function notice(
  title: string,
  message: string,
  values?: MessageValues,
): { title: string; message: string; text: NotificationText } {
  return {
    title: translate('en', title, values),
    message: translate('en', message, values),
    text: { title, message, ...(values ? { values } : {}) },
  };
}

/**
 * A stored notification's title and text in `locale`: from its messages; one stored before them (English only)
 * is said from the catalogue when its English is a message of it, and in English otherwise.
 */
export function noticeIn(
  locale: Locale,
  n: { title: string; message: string; text?: NotificationText },
): { title: string; message: string } {
  if (n.text) {
    return {
      title: translate(locale, n.text.title, n.text.values),
      message: translate(locale, n.text.message, n.text.values),
    };
  }
  return { title: translateText(locale, n.title), message: translateText(locale, n.message) };
}
