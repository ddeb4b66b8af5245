import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ui';
import kit from '../../components/ui/public-blocks.module.css';
import { textOf } from '../../components/ui/site-text';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './not-found.module.css';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={textOf('3xl')}>Page not found</h1>
      <p className={styles.text}>
        We couldn't find <code className={styles.path}>{pathname}</code>. It may have moved, or the address
        may be mistyped.
      </p>
      <div className={`${kit.wrap} ${styles.actions}`}>
        <ButtonLink to="/">Go to home</ButtonLink>
        <ButtonLink to="/courses" variant="secondary">
          Browse courses
        </ButtonLink>
      </div>
    </div>
  );
}
