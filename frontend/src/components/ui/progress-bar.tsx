import styles from './progress-bar.module.css';

interface ProgressBarProps {
  /** 0 to 100; values outside are clamped. */
  value: number;
  /** The accessible name ("Course progress"). */
  label: string;
  tone?: 'primary' | 'success';
  size?: 'sm' | 'md';
  className?: string;
}

/** A horizontal bar for a percentage, announced as a progressbar with its value. */
export function ProgressBar({ value, label, tone = 'primary', size = 'md', className }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={[styles.track, styles[size], className].filter(Boolean).join(' ')}
    >
      <div className={`${styles.fill} ${styles[tone]}`} style={{ width: `${clamped}%` }} />
    </div>
  );
}
