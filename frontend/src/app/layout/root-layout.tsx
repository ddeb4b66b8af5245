import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
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
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to main content
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
