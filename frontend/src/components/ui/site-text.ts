import text from './site-text.module.css';

/** A text style of site-text.module.css: a size, a weight, a colour, a line height, or a wrap or case rule. */
export type TextStyle =
  | 'xs'
  | 'sm'
  | 'base'
  | 'lg'
  | 'xl'
  | '2xl'
  | '3xl'
  | '4xl'
  | 'regular'
  | 'medium'
  | 'semibold'
  | 'bold'
  | 'text'
  | 'muted'
  | 'subtle'
  | 'primary'
  | 'tight'
  | 'snug'
  | 'normal'
  | 'wrap'
  | 'tabular'
  | 'uppercase'
  | 'capitalize';

/** The classes of the text styles named, for an element (`textOf('sm', 'muted')`); '2xl' is class `xl2`. */
export function textOf(...styles: TextStyle[]): string {
  return styles.map((style) => text[style.replace(/^(\d)xl$/, 'xl$1')]).join(' ');
}
