import type { TicketCounts } from '@academy/shared/features/support/schemas';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, BookIcon, UserPlusIcon } from '../../../../components/icons/icons';
import { muted } from '../../../../components/ui/kit-layout';
import styles from '../dashboard-layout.module.css';
import { ReceiptIcon, TagIcon, TicketIcon } from '../icons';

const actions: {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  {
    to: '/admin/add-user',
    title: 'Add Instructor',
    description: 'Create a student, instructor or admin account.',
    icon: UserPlusIcon,
  },
  {
    to: '/admin/courses',
    title: 'Course Management',
    description: 'Publish, edit and remove courses.',
    icon: BookIcon,
  },
  {
    to: '/admin/support',
    title: 'Support Tickets',
    description: 'Answer the questions learners have raised.',
    icon: TicketIcon,
  },
  {
    to: '/admin/payments',
    title: 'Payments',
    description: 'Approve or decline refund requests.',
    icon: ReceiptIcon,
  },
  {
    to: '/admin/coupons',
    title: 'Coupons',
    description: 'Create codes for a course or the whole site.',
    icon: TagIcon,
  },
];

/** The Support Tickets card's line: the tickets waiting, "3 open · 2 in progress". */
export const openTicketsLine = ({ open, inProgress }: Pick<TicketCounts, 'open' | 'inProgress'>) =>
  `${open} open · ${inProgress} in progress`;

/**
 * The admin's action cards (spec part 1 §2). The Support Tickets card also says how many tickets wait, from
 * the dashboard's counts (nothing while they load).
 */
export function AdminActions({ tickets }: { tickets?: TicketCounts }) {
  return (
    <nav aria-label="Admin actions">
      <ul className={styles.actions}>
        {actions.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.action}>
              <span className={styles.actionIcon}>
                <Icon aria-hidden="true" />
              </span>
              <span className={styles.actionText}>
                <span className={styles.actionTitle}>{title}</span>
                <span className={muted}>{description}</span>
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
