import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { profileLocaleRedirect } from '../../lib/choose-locale';
import { Footer } from './footer';
import { Navbar } from './navbar';
import styles from './root-layout.module.css';

export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

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
      <a href="#main" className={styles.skip}>
        <Trans>Skip to main content</Trans>
      </a>
      <Navbar />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
