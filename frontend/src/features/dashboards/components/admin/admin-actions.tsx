import type { TicketCounts } from '@academy/shared/features/support/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, BookIcon, ShieldIcon, UserPlusIcon } from '../../../../components/icons/icons';
import { muted } from '../../../../components/ui/kit-layout';
import { textOf } from '../../../../components/ui/site-text';
import styles from '../dashboard-layout.module.css';
import { ReceiptIcon, TagIcon, TicketIcon } from '../icons';

const actions: {
  to: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  {
    to: '/admin/add-user',
    title: msg`Add Instructor`,
    description: msg`Create a student, instructor or admin account.`,
    icon: UserPlusIcon,
  },
  {
    to: '/admin/courses',
    title: msg`Course Management`,
    description: msg`Publish, edit and remove courses.`,
    icon: BookIcon,
  },
  {
    to: '/admin/support',
    title: msg`Support Tickets`,
    description: msg`Answer the questions learners have raised.`,
    icon: TicketIcon,
  },
  {
    to: '/admin/payments',
    title: msg`Payments`,
    description: msg`Approve or decline refund requests.`,
    icon: ReceiptIcon,
  },
  {
    to: '/admin/coupons',
    title: msg`Coupons`,
    description: msg`Create codes for a course or the whole site.`,
    icon: TagIcon,
  },
  {
    to: '/admin/audit',
    title: msg`Audit log`,
    description: msg`See who changed what, and when.`,
    icon: ShieldIcon,
  },
];

/** The Support Tickets card's line: the tickets waiting, "3 open · 2 in progress". */
export const openTicketsLine = ({ open, inProgress }: Pick<TicketCounts, 'open' | 'inProgress'>) =>
  t`${open} open · ${inProgress} in progress`;

/**
 * The admin's action cards (spec part 1 §2). The Support Tickets card also says how many tickets wait, from
 * the dashboard's counts (nothing while they load).
 */
export function AdminActions({ tickets }: { tickets?: TicketCounts }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._(msg`Admin actions`)}>
      <ul className={styles.actions}>
        {actions.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.action}>
              <span className={styles.actionIcon}>
                <Icon aria-hidden="true" />
              </span>
              <span className={styles.actionText}>
                <span className={textOf('semibold')}>{i18n._(title)}</span>
                <span className={muted}>{i18n._(description)}</span>
                {to === '/admin/support' && tickets && (
                  <span className={muted}>
                    <strong>{openTicketsLine(tickets)}</strong>
                  </span>
                )}
              </span>
              <ArrowRightIcon className={styles.actionArrow} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
