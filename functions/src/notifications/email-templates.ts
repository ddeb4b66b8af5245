import { BRAND_NAME, type NotificationType, type Role } from '@academy/shared';
import { notificationTarget, notificationTypeLabel } from '@academy/shared/features/notifications/target';
import { LOCALE_TAGS, localisedPath } from '@academy/shared/locale';
import type { MailAttachment } from '../lib/email';
import { button, escapeHtml, layout } from '../lib/email-layout';
import { istDateTime } from '../lib/format';
import { type Locale, type MessageValues, translate } from '../lib/i18n';
import { type NotificationText, noticeIn } from './notice';
import type { NewNotification } from './repository';

/**
 * The mails of the notifications feature (issue 37): one template per notification type, and the daily digest.
 * Each has a subject, a plain-text part and an HTML part: one column, 16 px text, a large button, real text
 * (no image carries meaning), `lang` of the recipient's language, readable on a phone and in a text-only client. Every link goes back
 * to the exact page the bell would open, on the stage's site (PUBLIC_SITE_URL), in the recipient's language.
 *
 * Every word is a message of the server's catalogue (docs/i18n.md, "Server texts"), said in the recipient's stored
 * language (their profile's `locale`; English when none).
 */

export interface MailLinks {
  /** The site's address, without a trailing slash. */
  site: string;
  /** The one-click unsubscribe address of this mail's type (the API, through the site: RFC 8058). */
  unsubscribeApi: string;
  /** The page the footer's link opens (it unsubscribes, confirms, and offers to undo). */
  unsubscribePage: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
}

interface TypeWords {
  /** The button's words. */
  action: string;
  /** Why the person gets this kind of mail (the footer). */
  because: string;
}

/** Message ids; the footer's "why" is a whole sentence each (word order differs between languages). */
const words: Record<NotificationType, TypeWords> = {
  chat: {
    action: /*i18n*/ 'Open the chat',
    because: /*i18n*/ 'You get this e-mail because someone sent you a chat message you have not read yet.',
  },
  support: {
    action: /*i18n*/ 'View your ticket',
    because: /*i18n*/ 'You get this e-mail because there is news on a support ticket of yours.',
  },
  forum: {
    action: /*i18n*/ 'Open the discussion',
    because: /*i18n*/ 'You get this e-mail because there is activity in a course forum you follow.',
  },
  discussion: {
    action: /*i18n*/ 'Open the discussion',
    because: /*i18n*/ 'You get this e-mail because there is activity in a course discussion you follow.',
  },
  assignment: {
    action: /*i18n*/ 'Open assignments',
    because: /*i18n*/ 'You get this e-mail because there is news about an assignment of yours.',
  },
  enrollment: {
    action: /*i18n*/ 'Go to your course',
    because: /*i18n*/ 'You get this e-mail because of an enrolment on your account.',
  },
  'live-session': {
    action: /*i18n*/ 'See live sessions',
    because: /*i18n*/ 'You get this e-mail because you are enrolled in a course with live sessions.',
  },
  account: {
    action: /*i18n*/ 'Open your privacy settings',
    because: /*i18n*/ 'You get this e-mail because of a request about your own account.',
  },
};

/** The messages of one language: `t(id, values)`. */
const sayer = (locale: Locale) => (id: string, values?: MessageValues) => translate(locale, id, values);

/** A notification type as a word ("Live session"), in the language (the ids are the badges' English). */
const typeLabel = (locale: Locale, type: NotificationType) => translate(locale, notificationTypeLabel(type));

export { escapeHtml };

/** The greeting: "Hello Asha," with the first word of the person's name, "Hello there," without one. */
const greetingOf = (locale: Locale, name: string) => {
  const first = name.trim().split(/\s+/)[0];
  return first
    ? translate(locale, /*i18n*/ 'Hello {name},', { name: first })
    : translate(locale, /*i18n*/ 'Hello there,');
};

export interface NotificationMailInput {
  notification: {
    type: NotificationType;
    title: string;
    message: string;
    /** Its messages (notifications stored before issue 40 have only the English). */
    text?: NotificationText;
    sourceId?: string;
  };
  /** `locale`: the language they read the academy in (their profile's); English when none. */
  recipient: { name: string; role: Role; locale?: Locale };
  links: MailLinks;
  /** Said after the notification's text (the chat mail's count of unread messages). */
  more?: string;
}

/** A page of the site in the recipient's language ("/hi/…" for Hindi). */
const sitePage = (site: string, path: string, locale: Locale) => `${site}${localisedPath(path, locale)}`;

/** The page a notification's mail opens: the bell's target for the person's role, on the site, in their language. */
export const pageOf = (input: Pick<NotificationMailInput, 'notification' | 'recipient' | 'links'>) =>
  sitePage(
    input.links.site,
    notificationTarget(input.notification, input.recipient.role),
    input.recipient.locale ?? 'en',
  );

/** One notification's mail: the notification's title and text, a button to its page, the type's footer. */
export function notificationMail(input: NotificationMailInput): RenderedMail {
  const { notification, recipient, links } = input;
  const locale = recipient.locale ?? 'en';
  const t = sayer(locale);
  const w = words[notification.type];
  const said = noticeIn(locale, notification);
  const message = input.more ? `${said.message} ${input.more}` : said.message;
  const page = pageOf(input);
  const profile = sitePage(links.site, '/profile', locale);
  // Lower-cased in a language with cases ("assignment"); Devanagari has none.
  const label = typeLabel(locale, notification.type).toLocaleLowerCase(LOCALE_TAGS[locale]);
  const subject = said.title;
  const greeting = greetingOf(locale, recipient.name);
  const why = t(w.because);
  const action = t(w.action);
  const stop = t(/*i18n*/ 'Stop e-mails about {type}', { type: label });
  const settings = t(/*i18n*/ 'Notification settings');
  const text = [
    greeting,
    '',
    message,
    '',
    `${action}: ${page}`,
    '',
    '--',
    why,
    `${stop}: ${links.unsubscribePage}`,
    `${t(/*i18n*/ 'All your notification settings')}: ${profile}`,
    '',
  ].join('\n');
  const html = layout({
    locale,
    title: said.title,
    preheader: message,
    bodyHtml: `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0">${escapeHtml(message)}</p>
${button(page, action)}
<p style="margin:0;font-size:14px;color:#4b5563">${escapeHtml(t(/*i18n*/ 'Or open this link:'))} <a href="${escapeHtml(page)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(page)}</a></p>`,
    footerHtml: `${escapeHtml(why)}<br>
<a href="${escapeHtml(links.unsubscribePage)}" style="color:#1d4ed8">${escapeHtml(stop)}</a> · <a href="${escapeHtml(profile)}" style="color:#1d4ed8">${escapeHtml(settings)}</a>`,
  });
  return { subject, text, html };
}

/** What a digest lists of a notification. */
export type DigestItem = Pick<
  NewNotification,
  'type' | 'title' | 'message' | 'text' | 'sourceId' | 'createdAt'
>;

export interface DigestMailInput {
  items: readonly DigestItem[];
  /** Unread notifications of the window beyond those listed. */
  more: number;
  recipient: { name: string; role: Role; locale?: Locale };
  site: string;
  /** The footer's link: the profile's notification settings (the digest is turned off there). */
  settingsPage: string;
}

/** Where each role sees all its notifications (students have a page; staff see them on their dashboard). */
const notificationsPage: Record<Role, string> = {
  student: '/student/notifications',
  instructor: '/instructor/dashboard',
  admin: '/admin/dashboard',
};

/** A notification's time in the digest: "25 Nov 2026, 3:30 pm IST" in English, India's time in every language. */
const digestTime = (locale: Locale, iso: string) => istDateTime(iso, LOCALE_TAGS[locale]);

/** The daily digest: the unread notifications of the last day, newest first, each with its link. */
export function digestMail(input: DigestMailInput): RenderedMail {
  const locale = input.recipient.locale ?? 'en';
  const t = sayer(locale);
  const total = input.items.length + input.more;
  const subject = t(
    /*i18n*/ 'Your daily summary: {total, plural, one {# unread notification} other {# unread notifications}}',
    { total },
  );
  const greeting = greetingOf(locale, input.recipient.name);
  const intro = t(/*i18n*/ 'Here is what happened on {brand} since yesterday morning.', {
    brand: BRAND_NAME,
  });
  const lines = input.items.map((item) => ({
    ...item,
    ...noticeIn(locale, item),
    label: typeLabel(locale, item.type),
    when: digestTime(locale, item.createdAt),
    page: sitePage(input.site, notificationTarget(item, input.recipient.role), locale),
  }));
  const all = sitePage(input.site, notificationsPage[input.recipient.role], locale);
  const moreText =
    input.more > 0
      ? t(/*i18n*/ '…and {count} more on the site: {link}', { count: input.more, link: all })
      : t(/*i18n*/ 'See all: {link}', { link: all });
  const why = t(
    /*i18n*/ 'You get this e-mail because you asked for a daily summary instead of separate e-mails.',
  );
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.flatMap((l) => [`${l.label}: ${l.title} (${l.when})`, l.message, l.page, '']),
    ...(moreText ? [moreText, ''] : []),
    '--',
    why,
    t(/*i18n*/ 'Change it in your notification settings: {link}', { link: input.settingsPage }),
    '',
  ].join('\n');
  const items = lines
    .map(
      (l) =>
        `<li style="margin:0 0 16px"><span style="font-size:13px;color:#4b5563">${escapeHtml(l.label)} · ${escapeHtml(l.when)}</span><br>
<a href="${escapeHtml(l.page)}" style="color:#1d4ed8;font-weight:600">${escapeHtml(l.title)}</a><br>${escapeHtml(l.message)}</li>`,
    )
    .join('\n');
  const html = layout({
    locale,
    title: subject,
    preheader: intro,
    bodyHtml: `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="margin:0;padding:0 0 0 20px">${items}</ul>
${input.more > 0 ? `<p style="margin:0">${escapeHtml(t(/*i18n*/ '…and {count} more.', { count: input.more }))}</p>` : ''}
${button(all, t(/*i18n*/ 'See all notifications'))}`,
    footerHtml: `${escapeHtml(why)}<br><a href="${escapeHtml(input.settingsPage)}" style="color:#1d4ed8">${escapeHtml(t(/*i18n*/ 'Notification settings'))}</a>`,
  });
  return { subject, text, html };
}
