import type { User } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, type NavLink } from 'react-router-dom';
import { ChevronDownIcon, LogoutIcon, ShieldIcon, UserIcon } from '../../components/icons/icons';
import { RoleBadge } from '../../components/ui/badge';
import kit from '../../components/ui/public-blocks.module.css';
import accents from '../../components/ui/site-accent.module.css';
import menu from '../../components/ui/site-menu.module.css';
import { textOf } from '../../components/ui/site-text';
import { initialsOf } from '../../lib/format';
import { useOnNavigation } from '../../lib/use-on-navigation';
import styles from './user-menu.module.css';

/**
 * The initials repeat the name beside them, so they are drawn by CSS from `data-initials`: no text node for
 * assistive technology, or for axe's label-in-name check, to count as part of the menu button's label.
 */
export function Avatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      className={`${accents.initials} ${accents.indigo} ${styles.avatar} ${styles[size]}`}
      aria-hidden="true"
      data-initials={initialsOf(name)}
    />
  );
}

/**
 * The last rows of both account menus: Profile and Privacy (a `link`: the slide-in menu marks the page it is on)
 * and Logout.
 */
export function AccountItems({
  onLogout,
  link: ProfileLink = Link,
}: {
  onLogout: () => void;
  link?: typeof Link | typeof NavLink;
}) {
  return (
    <>
      <li>
        <ProfileLink to="/profile" className={menu.item}>
          <UserIcon /> <Trans>Profile</Trans>
        </ProfileLink>
      </li>
      <li>
        <ProfileLink to="/profile/privacy" className={menu.item}>
          <ShieldIcon /> <Trans>Privacy</Trans>
        </ProfileLink>
      </li>
      <li>
        <button type="button" className={menu.item} onClick={onLogout}>
          <LogoutIcon /> <Trans>Logout</Trans>
        </button>
      </li>
    </>
  );
}

/** The signed-in user's menu: name, role, Profile and Logout (a disclosure, so links stay links). */
export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const name = user.name;
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useOnNavigation(() => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onFocus = (event: FocusEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${kit.inline} ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`${name}, account menu`}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar name={user.name} />
        <span className={`${styles.triggerName} ${textOf('sm', 'semibold')}`}>{user.name}</span>
        <ChevronDownIcon className={`${styles.chevron} ${textOf('muted')}`} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.identity}>
          <Avatar name={user.name} size="lg" />
          <div className={menu.identityText}>
            <p className={textOf('semibold', 'wrap')}>{user.name}</p>
            <p className={`${textOf('sm', 'muted')} ${styles.email} ${textOf('wrap')}`}>{user.email}</p>
            <RoleBadge role={user.role} />
          </div>
        </div>
        <ul className={kit.bare}>
          <AccountItems onLogout={onLogout} />
        </ul>
      </div>
    </div>
  );
}
