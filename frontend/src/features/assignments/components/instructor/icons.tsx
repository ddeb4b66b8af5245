/** Line icons of the instructor's assignment screens (24 px grid, stroke = currentColor, decorative). */
import { icon, rect } from '../../../../components/icons/icons';

export { ClockIcon, StarIcon } from '../../../../components/icons/icons';

export const ClipboardIcon = icon(
  rect(8, 2, 8, 4, 1),
  'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
  'M9 12h6M9 16h4',
);

export const InboxIcon = icon(
  'M22 12h-6l-2 3h-4l-2-3H2',
  'M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z',
);
