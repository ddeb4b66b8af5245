import type { Role } from '@academy/shared';
import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'blue' | 'green' | 'red' | 'amber' | 'purple';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

/** Role colours (spec part 2, Profile): red admin, blue instructor, green otherwise. */
export const roleTone = (role: Role): BadgeTone =>
  role === 'admin' ? 'red' : role === 'instructor' ? 'blue' : 'green';

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={roleTone(role)}>{role}</Badge>;
}
