import type { Profile, User } from '@academy/shared';
import { CheckCircleIcon } from '../../../components/icons/icons';
import { ButtonLink, Card, CardHeader } from '../../../components/ui';
import styles from './dashboard-layout.module.css';

const fields: { key: keyof Profile; label: string; instructorOnly?: boolean }[] = [
  { key: 'bio', label: 'A short bio' },
  { key: 'phone', label: 'Phone number' },
  { key: 'dateOfBirth', label: 'Date of birth' },
  { key: 'education', label: 'Education' },
  { key: 'experience', label: 'Experience', instructorOnly: true },
];

/** How much of the profile is filled in, with a way to finish it. */
export function ProfileChecklist({ user }: { user: User }) {
  const items = fields
    .filter((field) => !field.instructorOnly || user.role === 'instructor')
    .map((field) => ({ ...field, done: Boolean(user.profile[field.key]?.trim()) }));
  const done = items.filter((item) => item.done).length;
  const complete = done === items.length;
  const percent = Math.round((done / items.length) * 100);

  return (
    <Card as="section" aria-labelledby="checklist-title">
      <CardHeader
        title={
          <span id="checklist-title">{complete ? 'Your profile is complete' : 'Complete your profile'}</span>
        }
        description={
          complete
            ? 'Instructors and classmates can see who you are.'
            : 'A complete profile helps instructors and classmates get to know you.'
        }
      />
      <div className={styles.progressRow}>
        <div className={styles.progressTrack} aria-hidden="true">
          <div className={styles.progressBar} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.progressText}>
          {done} of {items.length} added
        </p>
      </div>
      <ul className={styles.checklist}>
        {items.map((item) => (
          <li key={item.key} className={item.done ? styles.checkDone : styles.checkTodo}>
            {item.done ? (
              <CheckCircleIcon className={styles.checkIcon} aria-hidden="true" />
            ) : (
              <span className={styles.checkCircle} aria-hidden="true" />
            )}
            <span>{item.label}</span>
            <span className="sr-only">{item.done ? ' (added)' : ' (not added yet)'}</span>
          </li>
        ))}
      </ul>
      <ButtonLink
        to="/profile"
        variant={complete ? 'secondary' : 'primary'}
        className={styles.checklistAction}
      >
        {complete ? 'Review your profile' : 'Complete your profile'}
      </ButtonLink>
    </Card>
  );
}
