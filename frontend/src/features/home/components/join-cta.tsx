import { dashboardPath } from '@academy/shared/roles';
import { Trans } from '@lingui/react/macro';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { ButtonLink } from '../../../components/ui/button';
import kit from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
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
            <Trans>Your next job starts with your next skill</Trans>
          </h2>
          <p className={`${styles.joinText} ${textOf('lg')}`}>
            <Trans>
              Join thousands of learners across India with industry mentors, live plus recorded classes and
              placement support. Start free today.
            </Trans>
          </p>
          <div className={`${kit.wrap} ${styles.joinActions}`}>
            {auth.status === 'signed-in' ? (
              <ButtonLink to={dashboardPath[auth.user.role]} size="lg" className={styles.joinPrimary}>
                <Trans>Go to your dashboard</Trans> <ArrowRightIcon />
              </ButtonLink>
            ) : (
              <ButtonLink to="/register" size="lg" className={styles.joinPrimary}>
                <Trans>Sign Up</Trans> <ArrowRightIcon />
              </ButtonLink>
            )}
            <ButtonLink to="/courses" size="lg" variant="ghost" className={styles.joinSecondary}>
              <Trans>Explore Courses</Trans>
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
