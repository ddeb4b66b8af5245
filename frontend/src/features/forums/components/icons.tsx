/** The forum screens' own line icons (24 px grid, stroke = currentColor, decorative). */
import { icon, rect } from '../../../components/icons/icons';

export {
  ChevronDownIcon as ChevronIcon,
  LockIcon,
  MessagesIcon,
  PlusIcon,
  SendIcon,
} from '../../../components/icons/icons';

export const HeartIcon = icon('M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z');

export const PinIcon = icon('M9 3h6l-1 6 4 4H6l4-4-1-6Z', 'M12 13v8');

export const UnlockIcon = icon(rect(5, 11, 14, 10, 2), 'M8 11V8a4 4 0 0 1 7.75-1.4');
