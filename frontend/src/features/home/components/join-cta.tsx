import { dashboardPath } from '@academy/shared/roles';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { ButtonLink } from '../../../components/ui';
import kit from '../../../components/ui/public-blocks.module.css';
import { useAuth } from '../../../lib/auth/auth-context';
import styles from './lower-sections.module.css';

/** The final call to join (spec part 1 §2, section 8). A signed-in learner gets their dashboard instead. */
export function JoinCta() {
  const auth = useAuth();
  return (
    <section className={styles.section} aria-labelledby="join-title">
      <div className="container">
        <div className={`${kit.stack} ${styles.joinInner}`}>
          <h2 id="join-title" className={`${kit.heading} ${styles.joinTitle}`}>
            Your next job starts with your next skill
          </h2>
          <p className={styles.joinText}>
            Join thousands of learners across India with industry mentors, live plus recorded classes and
            placement support. Start free today.
          </p>
          <div className={`${kit.wrap} ${styles.joinActions}`}>
            {auth.status === 'signed-in' ? (
              <ButtonLink to={dashboardPath[auth.user.role]} size="lg" className={styles.joinPrimary}>
                Go to your dashboard <ArrowRightIcon />
              </ButtonLink>
            ) : (
              <ButtonLink to="/register" size="lg" className={styles.joinPrimary}>
                Sign Up <ArrowRightIcon />
              </ButtonLink>
            )}
            <ButtonLink to="/courses" size="lg" variant="ghost" className={styles.joinSecondary}>
              Explore Courses
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
