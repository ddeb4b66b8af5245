import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, BookIcon, UserPlusIcon } from '../../../../components/icons/icons';
import styles from '../dashboard-layout.module.css';
import { TicketIcon } from '../icons';

const actions: {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  {
    to: '/admin/add-user',
    title: 'Add Instructor',
    description: 'Create an instructor or admin account.',
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
];

/** The admin's action cards (spec part 1 §2). */
export function AdminActions() {
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
                <span className={styles.actionDescription}>{description}</span>
              </span>
              <ArrowRightIcon className={styles.actionArrow} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
