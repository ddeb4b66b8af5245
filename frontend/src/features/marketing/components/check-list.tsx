import { CheckIcon } from './icons';
import styles from './marketing.module.css';

/** A bulleted list with check marks. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.checkList}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon className={styles.checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
