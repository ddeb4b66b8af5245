import { layoutOf } from '../../../components/ui/kit-layout';
import styles from './dashboard-layout.module.css';

/** Grey placeholder rows while a section loads; hidden from assistive technology (the section is aria-busy). */
export function SkeletonRows({ rows = 3, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <div className={layoutOf('stack', 3)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <span key={i} className={styles.skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}
