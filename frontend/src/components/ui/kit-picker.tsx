import type { ComponentProps, CSSProperties, ElementType, ReactNode } from 'react';
import styles from './kit-picker.module.css';
import { textOf } from './site-text';

type PickerProps = ComponentProps<'div'> & {
  /** `roomy`: more space between the filters and the list (a dialog's whole body). */
  roomy?: boolean;
};

/** Pick someone from a list: a PickerFilters over a PickList (and its notes and More button). */
export function Picker({ roomy = false, className, ...rest }: PickerProps) {
  const classes = [styles.picker, roomy && styles.roomy, className].filter(Boolean).join(' ');
  return <div className={classes} {...rest} />;
}

type PickerFiltersProps = ComponentProps<'div'> & {
  as?: ElementType;
  /** The fields' columns (a grid-template-columns; two equal ones unless said); one column on a phone. */
  columns?: string;
};

/** The picker's fields side by side (one under another on a phone). */
export function PickerFilters({ as: Tag = 'div', columns, style, ...rest }: PickerFiltersProps) {
  return (
    <Tag
      className={styles.filters}
      style={{ '--picker-columns': columns, ...style } as CSSProperties}
      {...rest}
    />
  );
}

type PickListProps = ComponentProps<'ul'> & {
  /** How tall the list grows before it scrolls (a CSS length). */
  maxHeight: string;
};

/** The people to pick from, in a bordered list that scrolls. */
export function PickList({ maxHeight, style, ...rest }: PickListProps) {
  return (
    <ul className={styles.list} style={{ '--picker-max': maxHeight, ...style } as CSSProperties} {...rest} />
  );
}

interface PickRowProps {
  name: ReactNode;
  /** Under the name (an email). */
  detail: ReactNode;
  /** Before the name (an avatar). */
  lead?: ReactNode;
  /** On the right: the button that picks them. */
  action: ReactNode;
  /** `medium`: the name less bold. */
  nameWeight?: 'semibold' | 'medium';
}

/** One person of a PickList: their name and email, and the button that picks them. */
export function PickRow({ name, detail, lead, action, nameWeight = 'semibold' }: PickRowProps) {
  return (
    <li className={styles.row}>
      {lead}
      <span className={styles.who}>
        <span className={textOf(nameWeight === 'medium' ? 'medium' : 'semibold', 'wrap')}>{name}</span>
        <span className={textOf('sm', 'muted', 'wrap')}>{detail}</span>
      </span>
      {action}
    </li>
  );
}
