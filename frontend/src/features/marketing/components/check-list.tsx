import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import kit from '../../../components/ui/public-blocks.module.css';
import { CheckIcon } from './icons';
import styles from './marketing.module.css';

/** A bulleted list with check marks. */
export function CheckList({ items }: { items: readonly MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return (
    <ul className={`${kit.bare} ${kit.stack} ${styles.checkList}`}>
      {items.map((item) => (
        <li key={item.id}>
          <CheckIcon className={styles.checkIcon} />
          <span>{i18n._(item)}</span>
        </li>
      ))}
    </ul>
  );
}
