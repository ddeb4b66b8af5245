import kit from '../../../components/ui/public-blocks.module.css';
import styles from './course-card-skeleton.module.css';

/** Placeholder cards of the real cards' shape, so the grid does not jump when the courses arrive. */
export function CourseCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
    <div key={i} className={styles.card} aria-hidden="true">
      <div className={styles.media} />
      <div className={`${kit.stack} ${styles.body}`}>
        <div className={`${styles.line} ${styles.short}`} />
        <div className={`${styles.line} ${styles.title}`} />
        <div className={styles.line} />
        <div className={`${styles.line} ${styles.medium}`} />
        <div className={styles.button} />
      </div>
    </div>
  ));
}
