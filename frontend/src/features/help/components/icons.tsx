/** Line icons for the help page (24 px grid, stroke = currentColor, decorative). */
import { icon } from '../../../components/icons/icons';

export { ClockIcon, PhoneIcon } from '../../../components/icons/icons';

export const ChatIcon = icon(
  'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z',
  'M8.5 12h.01M12 12h.01M15.5 12h.01',
);

export const ForumIcon = icon(
  'M14 9a2 2 0 0 1-2 2H6l-3 3V4a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2Z',
  'M18 9h2a2 2 0 0 1 2 2v11l-3-3h-6a2 2 0 0 1-2-2v-1',
);
