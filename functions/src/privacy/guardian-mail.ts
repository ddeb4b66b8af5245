import { BRAND_NAME } from '@academy/shared';
import { LOCALE_TAGS, type Locale, localisedPath } from '@academy/shared/locale';
import type { OutgoingEmail } from '../lib/email';
import { button, escapeHtml, layout } from '../lib/email-layout';
import { istDateTime } from '../lib/format';
import { translate } from '../lib/i18n';

/**
 * The mail to a minor's parent or guardian (issue 41): who asks, why we need their consent, and the signed link
 * to the page where they consent (`/guardian-consent?token=…`, in the child's language). Every word is a message
 * of the server's catalogue, said in the child's language (their profile's; English when none).
 */
export interface GuardianMailInput {
  childName: string;
  locale: Locale;
  /** The site's address, without a trailing slash. */
  site: string;
  token: string;
  /** When the link stops working. */
  expiresAt: string;
}

export const guardianPage = (site: string, locale: Locale, token: string) =>
  `${site}${localisedPath('/guardian-consent', locale)}?token=${encodeURIComponent(token)}`;

export function guardianMail(input: GuardianMailInput): Pick<OutgoingEmail, 'subject' | 'text' | 'html'> {
  const { childName, locale } = input;
  const t = (id: string, values?: Record<string, string>) => translate(locale, id, values);
  const page = guardianPage(input.site, locale, input.token);
  const subject = t(/*i18n*/ 'Please confirm {name}’s account at {brand}', {
    name: childName,
    brand: BRAND_NAME,
  });
  const greeting = t(/*i18n*/ 'Hello,');
  const why = t(
    /*i18n*/ '{name} has registered at {brand} and gave your e-mail address as their parent’s or guardian’s. As they are under 18, the law asks for your consent before their account can be used.',
    { name: childName, brand: BRAND_NAME },
  );
  const until = t(
    /*i18n*/ 'Open the link to see what you agree to and give your consent. It works until {date}.',
    {
      date: istDateTime(input.expiresAt, LOCALE_TAGS[locale]),
    },
  );
  const action = t(/*i18n*/ 'Review and consent');
  const orOpen = t(/*i18n*/ 'Or open this link:');
  const footer = t(
    /*i18n*/ 'You get this e-mail because someone gave your address as their parent’s or guardian’s when registering. If you do not know them, ignore this e-mail: the account stays closed.',
  );
  const text = [greeting, '', why, '', until, '', `${action}: ${page}`, '', '--', footer, ''].join('\n');
  const html = layout({
    locale,
    title: subject,
    preheader: why,
    bodyHtml: `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 12px">${escapeHtml(why)}</p>
<p style="margin:0">${escapeHtml(until)}</p>
${button(page, action)}
<p style="margin:0;font-size:14px;color:#4b5563">${escapeHtml(orOpen)} <a href="${escapeHtml(page)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(page)}</a></p>`,
    footerHtml: escapeHtml(footer),
  });
  return { subject, text, html };
}
