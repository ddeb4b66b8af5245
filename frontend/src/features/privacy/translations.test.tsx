/**
 * The privacy screens say nothing outside the catalogues (rendered in the pseudo language), and what they show
 * for each state of the person's privacy (issue 41).
 */
import { PRIVACY_NOTICE_VERSION, type PrivacyOverview, type User } from '@academy/shared';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { session } from '../../lib/auth/session';
import { textOf, untranslated } from '../../testing/markup';
import { authMarkup } from '../../testing/signed-in';
import { testUser } from '../../testing/users';
import { privacyKeys } from './api/keys';
import { ConsentGate } from './components/consent-gate';
import { DeletionBanner } from './components/deletion-banner';
import { PrivacyNotice } from './components/privacy-notice';
import { GRIEVANCE_EMAIL } from './constants';
import GuardianConsentPage from './routes/guardian-consent';
import PrivacyPage from './routes/privacy';

const user = testUser({
  role: 'student',
  privacy: {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    consentNeeded: false,
    watchAnalytics: true,
    minor: false,
  },
} as Partial<User>);

const overview = (over: Partial<PrivacyOverview> = {}): PrivacyOverview => ({
  privacy: user.privacy!,
  currentNoticeVersion: PRIVACY_NOTICE_VERSION,
  consents: [
    { at: '2026-11-28T10:00:00.000Z', kind: 'watchAnalytics', granted: true, by: 'self' },
    {
      at: '2026-11-28T10:00:00.000Z',
      kind: 'notice',
      granted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      by: 'self',
    },
  ],
  exports: [
    {
      id: '01JEXPORTREADY0000000000000',
      status: 'ready',
      requestedAt: '2026-11-28T10:05:00.000Z',
      readyAt: '2026-11-28T10:06:00.000Z',
      expiresAt: '2026-12-05T10:06:00.000Z',
      bytes: 48_000,
    },
    { id: '01JEXPORTPREP00000000000000', status: 'preparing', requestedAt: '2026-11-28T11:00:00.000Z' },
  ],
  deletion: null,
  ...over,
});

function render(node: ReactNode, data?: PrivacyOverview, locale: 'en' | 'pseudo' = 'en', path?: string) {
  const client = new QueryClient();
  if (data) client.setQueryData(privacyKeys.overview(), data);
  return authMarkup(node, { client, locale, path });
}

// Data the test gives in English, the dates' months and clock, the version, the grievance address, sizes.
const allowed = [GRIEVANCE_EMAIL, user.name, 'Deleted user', 'Nov', 'Dec', 'AM', 'PM', 'am', 'pm', 'KB'];

describe('the privacy screens', () => {
  afterAll(() => session.reset());

  it('say nothing outside the catalogues', () => {
    session.setUser(user);
    expect(untranslated(render(<PrivacyPage />, overview(), 'pseudo'), allowed)).toEqual([]);
    const scheduled = overview({
      deletion: {
        status: 'scheduled',
        requestedAt: '2026-11-28T10:00:00.000Z',
        eraseAfter: '2026-12-05T10:00:00.000Z',
      },
    });
    expect(untranslated(render(<PrivacyPage />, scheduled, 'pseudo'), allowed)).toEqual([]);
    expect(untranslated(render(<PrivacyNotice />, undefined, 'pseudo'), allowed)).toEqual([]);
    expect(
      untranslated(
        render(<ConsentGate privacy={user.privacy!} onSignOut={() => {}} />, undefined, 'pseudo'),
        allowed,
      ),
    ).toEqual([]);
    expect(
      untranslated(
        render(<DeletionBanner deletionAt="2026-12-05T10:00:00.000Z" />, undefined, 'pseudo'),
        allowed,
      ),
    ).toEqual([]);
    expect(
      untranslated(render(<GuardianConsentPage />, undefined, 'pseudo', '/guardian-consent'), allowed),
    ).toEqual([]);
  });

  it('shows the notice version agreed to, the consent, the history, the exports and the deletion form', () => {
    session.setUser(user);
    const text = textOf(render(<PrivacyPage />, overview()));
    expect(text).toContain(`You agreed to privacy notice version ${PRIVACY_NOTICE_VERSION}`);
    expect(text).toContain('Watch-time analytics turned on');
    expect(text).toContain('Agreed to the privacy notice');
    expect(text).toContain('Ready');
    expect(text).toContain('Download');
    expect(text).toContain('Preparing');
    expect(text).toContain('Delete my account');
    expect(text).toContain('Deleted user');
  });

  it('offers to cancel a scheduled deletion, and shows its date', () => {
    const html = render(
      <PrivacyPage />,
      overview({
        deletion: {
          status: 'scheduled',
          requestedAt: '2026-11-28T10:00:00.000Z',
          eraseAfter: '2026-12-05T10:00:00.000Z',
        },
      }),
    );
    expect(textOf(html)).toContain('Your account will be deleted on Dec 5, 2026');
    expect(textOf(html)).toContain('Cancel deletion');
    expect(html).not.toContain('current-password');
  });

  it('keeps watch-time analytics off and disabled for a minor', () => {
    const minor = { ...user.privacy!, minor: true, watchAnalytics: false };
    const html = render(<PrivacyPage />, overview({ privacy: minor }));
    expect(textOf(html)).toContain('Watch-time analytics are off for under-18s.');
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*disabled=""/);
    const gate = render(<ConsentGate privacy={minor} onSignOut={() => {}} />);
    expect(textOf(gate)).not.toContain('Use my watch time');
  });

  it('names the notice version, the policy and the grievance contact in the notice', () => {
    const html = render(<PrivacyNotice />);
    expect(textOf(html)).toContain(`version ${PRIVACY_NOTICE_VERSION}`);
    expect(html).toContain('href="/privacy"');
    expect(textOf(html)).toContain(GRIEVANCE_EMAIL);
  });

  it('says a consent link without a token is incomplete', () => {
    expect(textOf(render(<GuardianConsentPage />, undefined, 'en', '/guardian-consent'))).toContain(
      'This consent link is incomplete',
    );
  });
});
