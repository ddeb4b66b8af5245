import layout from './kit-layout.module.css';

type Space = 1 | 2 | 3 | 4 | 5 | 6;

/** The small muted line under a title (kit-layout's `muted`), as a class for an element. */
export const muted = layout.muted;

/**
 * kit-layout's classes for an element: a column (`stack`) or a wrapping row (`row`) with its parts `gap` apart
 * (the --space-N step), and, as asked, `shrink` (may narrow below its content) or `bare` (a list without bullets).
 */
export function layoutOf(kind: 'stack' | 'row', gap?: Space, ...more: ('shrink' | 'bare')[]): string {
  return [layout[kind], gap ? layout[`gap-${gap}`] : '', ...more.map((name) => layout[name])]
    .filter(Boolean)
    .join(' ');
}
