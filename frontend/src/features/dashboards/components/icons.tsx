/** The dashboards' own line icons (24 px grid, stroke = currentColor, decorative). */
import { circle, icon, rect } from '../../../components/icons/icons';

export {
  ChatIcon,
  ClockIcon,
  GlobeIcon,
  LifebuoyIcon,
  PlusIcon,
  StarIcon,
  TicketIcon,
} from '../../../components/icons/icons';

export const ClipboardIcon = icon(rect(5, 4, 14, 17, 2), 'M9 4V3h6v1', 'm9 13 2 2 4-4');

export const DiscussionIcon = icon(
  'M15 10a2 2 0 0 1-2 2H7l-4 3V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2Z',
  'M18 8h1a2 2 0 0 1 2 2v11l-4-3h-6a2 2 0 0 1-2-2v-1',
);

export const VideoIcon = icon(rect(2, 6, 14, 12, 2), 'm16 10 6-3v10l-6-3');

export const ChartIcon = icon('M3 3v18h18', 'M7 15v2M11 11v6M15 7v10M19 12v5');

export const PlayCircleIcon = icon(circle(12, 12, 9), 'm10 8.5 5 3.5-5 3.5Z');

export const TrophyIcon = icon(
  'M8 21h8M12 17v4',
  'M7 4h10v5a5 5 0 0 1-10 0Z',
  'M17 6h3v2a3 3 0 0 1-3 3M7 6H4v2a3 3 0 0 0 3 3',
);

export const GraduationIcon = icon('m2 9 10-5 10 5-10 5Z', 'M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5', 'M22 9v6');

export const RupeeIcon = icon('M6 4h12M6 9h12', 'M9 4a5 5 0 0 1 0 10H6l9 7');

/** A receipt: purchases and payments. */
export const ReceiptIcon = icon('M6 3h12v18l-3-2-3 2-3-2-3 2Z', 'M9 8h6M9 12h6M9 16h3');

/** A price tag: coupon codes. */
export const TagIcon = icon('M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9Z', circle(8, 8, 1.5));
