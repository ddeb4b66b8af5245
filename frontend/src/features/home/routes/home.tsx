import { dashboardPath } from '@academy/shared';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { ButtonLink } from '../../../components/ui';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './home.module.css';

/**
 * The front door until the marketing home page (hero carousel, catalogue, stats; spec part 1 §2) is
 * built: it replaces this screen at the same path.
 */
export default function HomePage() {
  usePageTitle('');
  const auth = useAuth();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.inner}`}>
        <h1 id="home-title" className={styles.title}>
          Become the talent every company wants to hire
        </h1>
        <p className={styles.lead}>
          Industry-built courses, expert instructors and certificates, for learners across India.
        </p>
        <div className={styles.actions}>
          {auth.status === 'signed-in' ? (
            <ButtonLink to={dashboardPath[auth.user.role]} size="lg" className={styles.primary}>
              Go to your dashboard <ArrowRightIcon />
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to="/register" size="lg" className={styles.primary}>
                Get started <ArrowRightIcon />
              </ButtonLink>
              <ButtonLink to="/login" size="lg" variant="ghost" className={styles.secondary}>
                Sign in
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
