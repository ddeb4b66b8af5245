/** The student assignment screens' own line icons (24 px grid, stroke = currentColor, decorative). */
import { icon, rect } from '../../../../components/icons/icons';

export {
  CalendarIcon,
  CheckCircleIcon as GradedIcon,
  ClockIcon,
  TargetIcon,
  TrendingUpIcon as TrendIcon,
} from '../../../../components/icons/icons';

export const ClipboardIcon = icon(rect(6, 4, 12, 17, 2), 'M9 4V3h6v1', 'M9 10h6M9 14h6M9 18h3');

export const SendIcon = icon('M21 3 10 14', 'm21 3-7 18-4-7-7-4 18-7Z');
