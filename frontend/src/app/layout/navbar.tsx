import { dashboardPath } from '@academy/shared/roles';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Suspense, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { DashboardIcon, MenuIcon } from '../../components/icons/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { ButtonLink } from '../../components/ui/button';
import kit from '../../components/ui/public-blocks.module.css';
import menu from '../../components/ui/site-menu.module.css';
import { textOf } from '../../components/ui/site-text';
import { NotificationBell } from '../../features/notifications';
import { useAuth } from '../../lib/auth/auth-context';
import { MobileMenu } from './mobile-menu';
import { mainLabel, openMenuLabel, primaryLinks } from './nav-links';
import { NavSearch } from './nav-search';
import styles from './navbar.module.css';
import { useLogout } from './use-logout';
import { UserMenu } from './user-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive
    ? `${kit.inline} ${styles.link} ${textOf('sm', 'semibold')} ${styles.active}`
    : `${kit.inline} ${styles.link} ${textOf('sm', 'semibold')}`;

/** Top navigation bar (spec part 1 §2). */
export function Navbar() {
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { i18n } = useLingui();

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />

        <nav aria-label={i18n._(mainLabel)} className={styles.primary}>
          <ul className={`${kit.bare} ${styles.links}`}>
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <NavSearch className={styles.search} />

        <LanguageSwitcher className={styles.language} />

        <NavbarActions onLogout={logout} />

        <button
          type="button"
          className={`${menu.iconButton} ${styles.menuButton}`}
          aria-label={i18n._(openMenuLabel)}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
      </div>
      <MobileMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} onLogout={logout} />
    </header>
  );
}

/**
 * The bar's right-hand side, by sign-in state. The only part of the bar that reads it, so a change of
 * state (the sign-in check finishing as a page hydrates) re-renders these few links, not the whole bar.
 */
function NavbarActions({ onLogout }: { onLogout: () => void }) {
  const auth = useAuth();
  return (
    <div className={styles.actions}>
      {auth.status === 'signed-in' && (
        <>
          <NavLink to={dashboardPath[auth.user.role]} className={linkClass}>
            <DashboardIcon className={styles.linkIcon} />
            <Trans>Dashboard</Trans>
          </NavLink>
          {/* Its own chunk, loaded only once someone is signed in; the slot keeps the bar from shifting. */}
          <Suspense fallback={<span className={styles.bellSlot} />}>
            <NotificationBell />
          </Suspense>
          <UserMenu user={auth.user} onLogout={onLogout} />
        </>
      )}
      {auth.status === 'signed-out' && (
        <>
          <ButtonLink to="/login" variant="ghost">
            <Trans>Login</Trans>
          </ButtonLink>
          <ButtonLink to="/register">
            <Trans>Sign Up</Trans>
          </ButtonLink>
        </>
      )}
    </div>
  );
}
