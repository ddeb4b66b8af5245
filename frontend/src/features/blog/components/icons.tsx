/** Line icons for the blog (24 px grid, stroke = currentColor, decorative). */
import { circle, icon } from '../../../components/icons/icons';

export { ClockIcon, HeartIcon } from '../../../components/icons/icons';

export const CommentIcon = icon('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z');

export const TagIcon = icon(
  'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z',
  circle(7.5, 7.5, 1.5),
);

export const ChevronLeftIcon = icon('m15 18-6-6 6-6');

export const ChevronRightIcon = icon('m9 18 6-6-6-6');
