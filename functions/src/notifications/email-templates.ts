import { BRAND_NAME, type NotificationType, type Role } from '@academy/shared';
import { notificationTarget, notificationTypeLabel } from '@academy/shared/features/notifications/target';
import type { MailAttachment } from '../lib/email';
import { istDateTime } from '../lib/format';

/**
 * The mails of the notifications feature (issue 37): one template per notification type, and the daily digest.
 * Each has a subject, a plain-text part and an HTML part: one column, 16 px text, a large button, real text
 * (no image carries meaning), `lang="en-IN"`, readable on a phone and in a text-only client. Every link goes back
 * to the exact page the bell would open, on the stage's site (PUBLIC_SITE_URL).
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

const words: Record<NotificationType, TypeWords> = {
  chat: { action: 'Open the chat', because: 'someone sent you a chat message you have not read yet' },
  support: { action: 'View your ticket', because: 'there is news on a support ticket of yours' },
  forum: { action: 'Open the discussion', because: 'there is activity in a course forum you follow' },
  discussion: {
    action: 'Open the discussion',
    because: 'there is activity in a course discussion you follow',
  },
  assignment: { action: 'Open assignments', because: 'there is news about an assignment of yours' },
  enrollment: { action: 'Go to your course', because: 'of an enrolment on your account' },
  'live-session': { action: 'See live sessions', because: 'you are enrolled in a course with live sessions' },
};

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The greeting's name: the first word of the person's name. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

const button = (href: string, label: string) =>
  `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:24px 0"><tr><td style="border-radius:6px;background:#1d4ed8"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></td></tr></table>`;

/** The frame every mail shares: a heading, the body, and the footer with why and how to stop. */
function layout(input: { title: string; bodyHtml: string; footerHtml: string; preheader: string }): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(input.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 0;font-size:14px;font-weight:700;color:#1d4ed8">${escapeHtml(BRAND_NAME)}</td></tr>
<tr><td style="padding:8px 24px 24px;font-size:16px;line-height:1.5">
<h1 style="font-size:22px;line-height:1.3;margin:8px 0 16px">${escapeHtml(input.title)}</h1>
${input.bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;font-size:13px;line-height:1.5;color:#4b5563">${input.footerHtml}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export interface NotificationMailInput {
  notification: { type: NotificationType; title: string; message: string; sourceId?: string };
  recipient: { name: string; role: Role };
  links: MailLinks;
}

/** The page a notification's mail opens: the bell's target for the person's role, on the site. */
export const pageOf = (input: Pick<NotificationMailInput, 'notification' | 'recipient' | 'links'>) =>
  `${input.links.site}${notificationTarget(input.notification, input.recipient.role)}`;

/** One notification's mail: the notification's title and text, a button to its page, the type's footer. */
export function notificationMail(input: NotificationMailInput): RenderedMail {
  const { notification, recipient, links } = input;
  const w = words[notification.type];
  const page = pageOf(input);
  const label = notificationTypeLabel(notification.type).toLowerCase();
  const subject = notification.title;
  const greeting = `Hello ${firstName(recipient.name)},`;
  const why = `You get this e-mail because ${w.because}.`;
  const text = [
    greeting,
    '',
    notification.message,
    '',
    `${w.action}: ${page}`,
    '',
    '--',
    why,
    `Stop e-mails about ${label}: ${links.unsubscribePage}`,
    `All your notification settings: ${links.site}/profile`,
    '',
  ].join('\n');
  const html = layout({
    title: notification.title,
    preheader: notification.message,
    bodyHtml: `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0">${escapeHtml(notification.message)}</p>
${button(page, w.action)}
<p style="margin:0;font-size:14px;color:#4b5563">Or open this link: <a href="${escapeHtml(page)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(page)}</a></p>`,
    footerHtml: `${escapeHtml(why)}<br>
<a href="${escapeHtml(links.unsubscribePage)}" style="color:#1d4ed8">Stop e-mails about ${escapeHtml(label)}</a> · <a href="${escapeHtml(`${links.site}/profile`)}" style="color:#1d4ed8">Notification settings</a>`,
  });
  return { subject, text, html };
}

export interface DigestItem {
  type: NotificationType;
  title: string;
  message: string;
  sourceId?: string;
  createdAt: string;
}

export interface DigestMailInput {
  items: readonly DigestItem[];
  /** Unread notifications of the window beyond those listed. */
  more: number;
  recipient: { name: string; role: Role };
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

/** The daily digest: the unread notifications of the last day, newest first, each with its link. */
export function digestMail(input: DigestMailInput): RenderedMail {
  const total = input.items.length + input.more;
  const subject = `Your daily summary: ${total} unread notification${total === 1 ? '' : 's'}`;
  const greeting = `Hello ${firstName(input.recipient.name)},`;
  const intro = `Here is what happened on ${BRAND_NAME} since yesterday morning.`;
  const lines = input.items.map((item) => ({
    ...item,
    label: notificationTypeLabel(item.type),
    when: istDateTime(item.createdAt),
    page: `${input.site}${notificationTarget(item, input.recipient.role)}`,
  }));
  const all = `${input.site}${notificationsPage[input.recipient.role]}`;
  const moreText = input.more > 0 ? `…and ${input.more} more on the site: ${all}` : `See all: ${all}`;
  const why = 'You get this e-mail because you asked for a daily summary instead of separate e-mails.';
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.flatMap((l) => [`${l.label}: ${l.title} (${l.when})`, l.message, l.page, '']),
    ...(moreText ? [moreText, ''] : []),
    '--',
    why,
    `Change it in your notification settings: ${input.settingsPage}`,
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
    title: subject,
    preheader: intro,
    bodyHtml: `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="margin:0;padding:0 0 0 20px">${items}</ul>
${input.more > 0 ? `<p style="margin:0">…and ${input.more} more.</p>` : ''}
${button(all, 'See all notifications')}`,
    footerHtml: `${escapeHtml(why)}<br><a href="${escapeHtml(input.settingsPage)}" style="color:#1d4ed8">Notification settings</a>`,
  });
  return { subject, text, html };
}
