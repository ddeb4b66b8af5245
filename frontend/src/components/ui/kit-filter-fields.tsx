import type { ComponentProps } from 'react';
import { filterField } from './data-table';
import { Select } from './select';
import { TextField } from './text-field';

type FilterSearchProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'className' | 'value' | 'onChange'
> & {
  value: string;
  /** The text as typed (the screen trims and debounces it). */
  onSearch: (text: string) => void;
};

/** A FilterBar's search box: it takes the room the bar has (a whole row on a phone). */
export function FilterSearch({ value, onSearch, ...rest }: FilterSearchProps) {
  return (
    <TextField
      type="search"
      value={value}
      onChange={(event) => onSearch(event.target.value)}
      className={filterField.search}
      {...rest}
    />
  );
}

type FilterChoiceProps = Omit<ComponentProps<typeof Select>, 'className' | 'onChange'> & {
  /** The option chosen. */
  onChoose: (value: string) => void;
  /** As wide as a search box (a course's long title). */
  wide?: boolean;
};

/** A FilterBar's drop-down: narrow beside the search box (a whole row on a phone). */
export function FilterChoice({ onChoose, wide = false, ...rest }: FilterChoiceProps) {
  return (
    <Select
      onChange={(event) => onChoose(event.target.value)}
      className={wide ? filterField.search : filterField.choice}
      {...rest}
    />
  );
}
