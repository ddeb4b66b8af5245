/** Line icons the home page needs beyond the shared set (24 px grid, stroke = currentColor, decorative). */
import { circle, icon } from '../../../components/icons/icons';

export { TrendingUpIcon } from '../../../components/icons/icons';
export * from '../../../components/ui/public-icons';

export const PauseIcon = icon(<path d="M9 5v14M15 5v14" strokeWidth={3} />);

export const ChevronLeftIcon = icon('m15 5-7 7 7 7');

export const ChevronRightIcon = icon('m9 5 7 7-7 7');

export const TargetIcon = icon(
  circle(12, 12, 9),
  circle(12, 12, 5),
  <circle cx="12" cy="12" r="1" fill="currentColor" />,
);

export const RocketIcon = icon(
  'M5 15c-1.5 1.3-2 4-2 6 2 0 4.7-.5 6-2',
  'M14.5 4.5C17 2 21 3 21 3s1 4-1.5 6.5L13 16l-5-5 6.5-6.5Z',
  'M8 11 5 10l3-4h4M13 16l1 3 4-3v-4',
);

export const MessageIcon = icon('M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-5A8 8 0 1 1 21 12Z');
