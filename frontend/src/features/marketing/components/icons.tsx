/** Line icons the marketing pages need beyond the shared set (24 px grid, stroke = currentColor, decorative). */
import { circle, icon, rect } from '../../../components/icons/icons';

export {
  CheckIcon,
  ClockIcon,
  GlobeIcon,
  HeartIcon,
  LayersIcon,
  PhoneIcon,
  TargetIcon,
} from '../../../components/icons/icons';

export const MapPinIcon = icon('M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z', circle(12, 10, 3));

export const NavigationIcon = icon('m3 11 19-9-9 19-2-8-8-2Z');

export const LightbulbIcon = icon('M9 18h6M10 22h4', 'M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2Z');

export const TrendingUpIcon = icon('m22 7-8.5 8.5-5-5L2 17', 'M16 7h6v6');

export const RocketIcon = icon(
  'M4.5 16.5c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1Z',
  'm12 15-3-3a22 22 0 0 1 2-3.9A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2Z',
  'M9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5',
);

export const HandshakeIcon = icon(
  'm11 17 2 2a1 1 0 1 0 3-3',
  'm14 14 2.5 2.5a1 1 0 1 0 3-3l-3.9-3.9a3 3 0 0 0-4.2 0l-.9.9a1 1 0 1 1-3-3l2.8-2.8a5.8 5.8 0 0 1 7 .9L21 7.5',
  'm21 3 1 11h-2M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3M3 4h8',
);

export const GraduationCapIcon = icon('M22 10 12 5 2 10l10 5 10-5Z', 'M6 12v5c3 2 9 2 12 0v-5M22 10v6');

export const BuildingIcon = icon(
  rect(4, 2, 16, 20, 2),
  'M9 22v-4h6v4M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01',
);

export const BriefcaseIcon = icon(rect(2, 7, 20, 14, 2), 'M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16');

export const ZapIcon = icon('M13 2 3 14h9l-1 8 10-12h-9l1-8Z');

export const QuoteIcon = icon(
  'M3 21c3 0 7-1 7-8V5H3v7h4c0 4-2 5-4 6ZM14 21c3 0 7-1 7-8V5h-7v7h4c0 4-2 5-4 6Z',
);

export const FlaskIcon = icon(
  'M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3',
  'M7 15h10',
);
