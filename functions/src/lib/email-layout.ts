import { BRAND_NAME } from '@academy/shared';
import { LOCALE_TAGS, type Locale } from '@academy/shared/locale';

/**
 * The frame of every mail the academy writes (the notifications' mails, a parent's consent mail): one column,
 * 16 px text, a large button, real text, `lang` of the recipient's language (docs/email.md).
 */

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const button = (href: string, label: string) =>
  `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:24px 0"><tr><td style="border-radius:6px;background:#1d4ed8"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></td></tr></table>`;

/** The frame every mail shares: a heading, the body, and the footer with why and how to stop. */
export function layout(input: {
  locale: Locale;
  title: string;
  bodyHtml: string;
  footerHtml: string;
  preheader: string;
}): string {
  return `<!doctype html>
<html lang="${LOCALE_TAGS[input.locale]}">
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
