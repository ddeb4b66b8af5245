import { dashboardPath } from '@academy/shared/roles';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router-dom';
import { CloseIcon, DashboardIcon } from '../../components/icons/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LogoMark } from '../../components/logo';
import { RoleBadge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import kit from '../../components/ui/public-blocks.module.css';
import menu from '../../components/ui/site-menu.module.css';
import { textOf } from '../../components/ui/site-text';
import { NotificationBell } from '../../features/notifications';
import { useAuth } from '../../lib/auth/auth-context';
import { useModalBehaviour } from '../../lib/use-modal-behaviour';
import { useOnNavigation } from '../../lib/use-on-navigation';
import styles from './mobile-menu.module.css';
import { mainLabel, primaryLinks } from './nav-links';
import { NavSearch } from './nav-search';
import { AccountItems, Avatar } from './user-menu';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** The slide-in menu for small screens; it mirrors the navigation bar. */
export function MobileMenu({ id, open, onClose, onLogout }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const auth = useAuth();
  const { t, i18n } = useLingui();
  useModalBehaviour(panelRef, { open, onClose });

  // Close on navigation (a link in the menu, or back/forward).
  useOnNavigation(onClose);

  if (!open) return null;

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut only; Escape and the close button do the same from the keyboard
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        id={id}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        className={`${kit.stack} ${styles.panel}`}
        tabIndex={-1}
      >
        <div className={kit.spread}>
          <span className={styles.brand}>
            <LogoMark size={32} />
            <span className={textOf('bold', 'lg')}>{t`Menu`}</span>
          </span>
          <button
            type="button"
            className={`${menu.iconButton} ${styles.close}`}
            onClick={onClose}
            aria-label={t`Close menu`}
          >
            <CloseIcon />
          </button>
        </div>

        <NavSearch onSearch={onClose} />

        <nav aria-label={i18n._(mainLabel)} className={styles.section}>
          <ul className={`${kit.bare} ${kit.stack} ${styles.list}`}>
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={menu.item}>
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {auth.status === 'signed-in' ? (
          <div className={styles.section}>
            <div className={`${kit.person} ${styles.identity}`}>
              <Avatar name={auth.user.name} />
              <div className={menu.identityText}>
                <p className={textOf('semibold', 'wrap')}>{auth.user.name}</p>
                <RoleBadge role={auth.user.role} />
              </div>
            </div>
            <ul className={`${kit.bare} ${kit.stack} ${styles.list}`}>
              <li>
                <NavLink to={dashboardPath[auth.user.role]} className={menu.item}>
                  <DashboardIcon /> {t`Dashboard`}
                </NavLink>
              </li>
              <li>
                <Suspense fallback={<span className={styles.bellSlot} />}>
                  <NotificationBell variant="menu" />
                </Suspense>
              </li>
              <AccountItems onLogout={onLogout} link={NavLink} />
            </ul>
          </div>
        ) : auth.status === 'signed-out' ? (
          <div className={`${kit.stack} ${styles.section} ${styles.authButtons}`}>
            <ButtonLink to="/login" variant="secondary" fullWidth>
              {t`Login`}
            </ButtonLink>
            <ButtonLink to="/register" fullWidth>
              {t`Sign Up`}
            </ButtonLink>
          </div>
        ) : null}

        <div className={styles.section}>
          <LanguageSwitcher labelled fullWidth />
        </div>
      </div>
    </div>,
    document.body,
  );
}
