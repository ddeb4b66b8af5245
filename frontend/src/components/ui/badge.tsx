import type { Role } from '@academy/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'blue' | 'green' | 'red' | 'amber' | 'purple';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

/** A yes-or-no state (published, active, on): its `yes` label in green, else its `no` label in `noTone`. */
export function StateBadge({
  on,
  yes,
  no,
  noTone = 'neutral',
}: {
  on: boolean;
  yes: ReactNode;
  no: ReactNode;
  noTone?: BadgeTone;
}) {
  return on ? <Badge tone="green">{yes}</Badge> : <Badge tone={noTone}>{no}</Badge>;
}

/** Role colours (spec part 2, Profile): red admin, blue instructor, green otherwise. */
export const roleTone = (role: Role): BadgeTone =>
  role === 'admin' ? 'red' : role === 'instructor' ? 'blue' : 'green';

/** A role as the badge writes it (lower case in English; the badge's style capitalises). */
export const roleNames: Record<Role, MessageDescriptor> = {
  student: msg`student`,
  instructor: msg`instructor`,
  admin: msg`admin`,
};

export function RoleBadge({ role }: { role: Role }) {
  const { i18n } = useLingui();
  return <Badge tone={roleTone(role)}>{i18n._(roleNames[role])}</Badge>;
}
