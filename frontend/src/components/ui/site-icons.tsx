import type { ReactNode } from 'react';
import { type IconProps, Svg } from '../icons/icons';

/** A line icon (24 px grid, stroke = currentColor, decorative) drawn by the shapes given: `icon(<path d="…" />)`. */
export const icon = (shapes: ReactNode) => (props: IconProps) => <Svg {...props}>{shapes}</Svg>;
