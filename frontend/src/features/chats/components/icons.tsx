/** The chat screens' own line icons (24 px grid, stroke = currentColor, decorative). */
import { icon } from '../../../components/icons/icons';

export { ChatIcon, PlusIcon, SendIcon } from '../../../components/icons/icons';

export const WaveIcon = icon(
  'M7 11V6.5a1.5 1.5 0 0 1 3 0V11',
  'M10 10V5a1.5 1.5 0 0 1 3 0v5',
  'M13 10V6.5a1.5 1.5 0 0 1 3 0V13',
  'M16 10.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7h-.5A6.5 6.5 0 0 1 6 17.8L4.3 14.6a1.5 1.5 0 0 1 2.6-1.5L7 13.5V11',
);

export const InboxIcon = icon(
  'M4 13h4l1.5 3h5L16 13h4',
  'M6.5 5h11L20 13v5a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-5l2.5-8Z',
);
