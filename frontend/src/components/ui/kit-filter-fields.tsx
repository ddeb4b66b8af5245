import type { ComponentProps } from 'react';
import { filterField } from './data-table';
import { Select } from './select';
import { TextField } from './text-field';

type SearchProps = Omit<ComponentProps<typeof TextField>, 'type' | 'className' | 'onChange'> & {
  /** The text as typed. */
  onSearch: (text: string) => void;
};

/** A FilterBar's search box (`filterField.search`: it takes the room, a whole row on a phone). */
export function FilterSearch({ onSearch, ...props }: SearchProps) {
  return (
    <TextField
      type="search"
      className={filterField.search}
      onChange={(event) => onSearch(event.target.value)}
      {...props}
    />
  );
}

type ChoiceProps = Omit<ComponentProps<typeof Select>, 'className' | 'onChange'> & {
  /** The chosen option's value. */
  onChoose: (value: string) => void;
};

/** A FilterBar's choice (`filterField.choice`: narrow, a whole row on a phone). */
export function FilterChoice({ onChoose, ...props }: ChoiceProps) {
  return (
    <Select className={filterField.choice} onChange={(event) => onChoose(event.target.value)} {...props} />
  );
}
