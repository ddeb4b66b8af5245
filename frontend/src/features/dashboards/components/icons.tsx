/** The dashboards' own line icons (24 px grid, stroke = currentColor, decorative). */
import { type IconProps, Svg } from '../../../components/icons/icons';

export {
  ChatIcon,
  ClockIcon,
  GlobeIcon,
  LifebuoyIcon,
  PlusIcon,
  StarIcon,
  TicketIcon,
} from '../../../components/icons/icons';

export const ClipboardIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1" />
    <path d="m9 13 2 2 4-4" />
  </Svg>
);

export const DiscussionIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 10a2 2 0 0 1-2 2H7l-4 3V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2Z" />
    <path d="M18 8h1a2 2 0 0 1 2 2v11l-4-3h-6a2 2 0 0 1-2-2v-1" />
  </Svg>
);

export const VideoIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2" y="6" width="14" height="12" rx="2" />
    <path d="m16 10 6-3v10l-6-3" />
  </Svg>
);

export const BellIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </Svg>
);

export const ChartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 3v18h18" />
    <path d="M7 15v2M11 11v6M15 7v10M19 12v5" />
  </Svg>
);

export const PlayCircleIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m10 8.5 5 3.5-5 3.5Z" />
  </Svg>
);

export const TrophyIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 21h8M12 17v4" />
    <path d="M7 4h10v5a5 5 0 0 1-10 0Z" />
    <path d="M17 6h3v2a3 3 0 0 1-3 3M7 6H4v2a3 3 0 0 0 3 3" />
  </Svg>
);

export const GraduationIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m2 9 10-5 10 5-10 5Z" />
    <path d="M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5" />
    <path d="M22 9v6" />
  </Svg>
);

export const RupeeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 4h12M6 9h12" />
    <path d="M9 4a5 5 0 0 1 0 10H6l9 7" />
  </Svg>
);
