import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { textOf } from '../../components/ui/site-text';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { profileLocaleRedirect } from '../../lib/choose-locale';
import { Footer } from './footer';
import { Navbar } from './navbar';
import styles from './root-layout.module.css';

// Issue 41: loaded only when a signed-in person needs them (app/privacy-frame.tsx).
const ConsentGate = lazy(() => import('../privacy-frame').then((m) => ({ default: m.AppConsentGate })));
const DeletionBanner = lazy(() => import('../privacy-frame').then((m) => ({ default: m.AppDeletionBanner })));

/**
 * Pages the consent gate leaves open: what the notice links to, a parent's consent link, and the Privacy page (a
 * person who does not agree to a new notice may still take their data or delete their account).
 */
const READABLE_BEFORE_CONSENT = new Set(['/privacy', '/terms', '/guardian-consent', '/profile/privacy']);

export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const auth = useAuth();
  const privacy = auth.status === 'signed-in' ? auth.user.privacy : undefined;
  const asksConsent = privacy?.consentNeeded === true && !READABLE_BEFORE_CONSENT.has(pathname);

  // The page is interactive: React has rendered or hydrated it (browser tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);

  // After a client-side page change, start keyboard and screen-reader users at the new content.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Signing in led here: the profile's language, if it is not this page's, takes the page there.
    const elsewhere = profileLocaleRedirect(window.location);
    if (elsewhere) {
      window.location.assign(elsewhere);
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a href="#main" className={`${styles.skip} ${textOf('semibold')}`}>
        <Trans>Skip to main content</Trans>
      </a>
      <Navbar />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {privacy?.deletionAt && pathname !== '/profile/privacy' && (
          <Suspense fallback={null}>
            <DeletionBanner deletionAt={privacy.deletionAt} />
          </Suspense>
        )}
        {asksConsent && privacy ? (
          <Suspense fallback={<PageSpinner />}>
            <ConsentGate privacy={privacy} />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
