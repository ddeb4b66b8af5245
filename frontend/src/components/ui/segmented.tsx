import styles from './segmented.module.css';

interface SegmentedFilterProps<Id extends string> {
  /** The group's name for screen readers ("Show"). */
  legend: string;
  options: readonly { id: Id; label: string }[];
  value: Id;
  onChange: (id: Id) => void;
  /** Take the available width, the choices sharing it. */
  stretch?: boolean;
}

/** A few toggle buttons (aria-pressed) in a fieldset: which of a list's views is shown. */
export function SegmentedFilter<Id extends string>({
  legend,
  options,
  value,
  onChange,
  stretch = false,
}: SegmentedFilterProps<Id>) {
  return (
    <fieldset className={stretch ? `${styles.group} ${styles.stretch}` : styles.group}>
      <legend className="sr-only">{legend}</legend>
      {options.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          className={styles.option}
          aria-pressed={value === id}
          onClick={() => onChange(id)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
