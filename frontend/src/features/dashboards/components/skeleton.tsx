import { useLingui } from '@lingui/react/macro';
import { layoutOf } from '../../../components/ui/kit-layout';
import styles from './dashboard-layout.module.css';

/** Grey placeholder rows while a section loads; hidden from assistive technology (the section is aria-busy). */
export function SkeletonRows({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useLingui();
  return (
    <div className={layoutOf('stack', 3)}>
      <span className="sr-only">{label ?? t`Loading`}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <span key={i} className={styles.skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}
