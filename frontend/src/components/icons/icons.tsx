/** Simple inline icons (24 px grid, stroke = currentColor). Decorative unless given a title by the caller. */
import { createElement, type ReactElement, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Line icon frame: decorative (hidden from assistive technology); the control around it carries the name. */
export const Svg = (props: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  />
);

/**
 * One shape of an icon: a string is a path's `d`; `circle(…)` and `rect(…)` are the grid's plain circles and
 * rounded rectangles; any other element (a path with a fill of its own …) is drawn as it is.
 */
export type Shape = string | ReactElement;

export const circle = (cx: number, cy: number, r: number) => <circle cx={cx} cy={cy} r={r} />;

export const rect = (x: number, y: number, width: number, height: number, rx: number) => (
  <rect x={x} y={y} width={width} height={height} rx={rx} />
);

const path = (d: string) => <path d={d} />;

/** A line icon drawn by the shapes given, in order: `icon(circle(12, 12, 9), 'M12 7v5l3 2')`. */
export const icon = (...shapes: Shape[]) => {
  // Elements given as arguments, not as a list: they stay in order and need no keys.
  const children = shapes.map((shape) => (typeof shape === 'string' ? path(shape) : shape));
  return (props: IconProps) => createElement(Svg, props, ...children);
};

export const EyeIcon = icon('M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z', circle(12, 12, 3));

export const EyeOffIcon = icon(
  'M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.4 17.4 0 0 1-2.6 3.5M6.6 6.6C3.6 8.5 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  'm3 3 18 18',
);

export const SearchIcon = icon(circle(11, 11, 7), 'm20 20-3.5-3.5');

export const MenuIcon = icon('M4 6h16M4 12h16M4 18h16');

export const CloseIcon = icon('M6 6l12 12M18 6 6 18');

export const ChevronDownIcon = icon('m6 9 6 6 6-6');

export const UserIcon = icon(circle(12, 8, 4), 'M4 21a8 8 0 0 1 16 0');

export const UsersIcon = icon(
  circle(9, 8, 3.5),
  'M2.5 20a6.5 6.5 0 0 1 13 0',
  'M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6',
);

export const UserPlusIcon = icon(circle(9, 8, 4), 'M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6');

export const LogoutIcon = icon('M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11');

export const DashboardIcon = icon(
  rect(3, 3, 7, 9, 1.5),
  rect(14, 3, 7, 5, 1.5),
  rect(14, 12, 7, 9, 1.5),
  rect(3, 16, 7, 5, 1.5),
);

export const BookIcon = icon(
  'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15Z',
  'M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5',
);

export const AwardIcon = icon(circle(12, 9, 6), 'm8.5 14-1.5 8 5-3 5 3-1.5-8');

export const CheckCircleIcon = icon(circle(12, 12, 9), 'm8 12 3 3 5-6');

export const AlertCircleIcon = icon(circle(12, 12, 9), 'M12 7.5v5.5M12 16.5v.01');

export const InfoIcon = icon(circle(12, 12, 9), 'M12 11v5.5M12 7.5v.01');

export const WarningIcon = icon(
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  'M12 9v4M12 17v.01',
);

export const MailIcon = icon(rect(3, 5, 18, 14, 2), 'm3 7 9 6 9-6');

export const CalendarIcon = icon(rect(3, 5, 18, 16, 2), 'M16 3v4M8 3v4M3 10h18');

export const EditIcon = icon('M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z');

export const ArrowLeftIcon = icon('M19 12H5M12 19l-7-7 7-7');

export const ArrowRightIcon = icon('M5 12h14M12 5l7 7-7 7');

export const KeyIcon = icon(circle(7.5, 15.5, 4.5), 'm10.7 12.3 9.8-9.8M17 6l3 3M14.5 8.5l2 2');

export const ShieldIcon = icon('M12 22s8-3.5 8-10V5l-8-3-8 3v7c0 6.5 8 10 8 10Z', 'm9 12 2 2 4-4');

export const CompassIcon = icon(circle(12, 12, 9), 'm15.5 8.5-2 5-5 2 2-5 5-2Z');

export const ClockIcon = icon(circle(12, 12, 9), 'M12 7v5l3 2');

export const GlobeIcon = icon(circle(12, 12, 9), 'M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18');

export const PlusIcon = icon('M12 5v14M5 12h14');

export const CheckIcon = icon('M20 6 9 17l-5-5');

export const TrashIcon = icon(
  'M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  'M10 11v6M14 11v6',
);

/** Two arrows chasing each other round a circle. */
export const RefreshIcon = icon(
  'M21 12a9 9 0 0 1-15.5 6.2L3 16',
  'M3 12a9 9 0 0 1 15.5-6.2L21 8',
  'M21 3v5h-5M3 21v-5h5',
);

export const DownloadIcon = icon('M12 4v11', 'm7 10 5 5 5-5', 'M5 20h14');

export const ExternalLinkIcon = icon(
  'M14 4h6v6',
  'M20 4 11 13',
  'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
);

export const TargetIcon = icon(circle(12, 12, 9), circle(12, 12, 5), circle(12, 12, 1));

/** Outlined star. */
export const StarIcon = icon('m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z');

/** Solid star (ratings). */
export const StarFilledIcon = icon(
  <path
    fill="currentColor"
    stroke="none"
    d="m12 2.8 2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17l-5.6 3 1.1-6.2L2.9 9.4l6.3-.9L12 2.8Z"
  />,
);

/** Three stacked layers. */
export const LayersIcon = icon('m12 2 10 5-10 5L2 7l10-5Z', 'm2 17 10 5 10-5M2 12l10 5 10-5');

/** Two stacked layers. */
export const LayersTwoIcon = icon('m12 3 9 5-9 5-9-5 9-5Z', 'm3 13 9 5 9-5');

/** Telephone handset. */
export const PhoneIcon = icon(
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z',
);

/** Mobile phone (the device). */
export const SmartphoneIcon = icon(rect(6, 2.5, 12, 19, 2.5), 'M11 18h2');

export const PlayIcon = icon(<path fill="currentColor" d="M8 5.5v13l10.5-6.5L8 5.5Z" />);

export const VideoIcon = icon(rect(2.5, 6, 13, 12, 2), 'm15.5 10.5 6-3.5v10l-6-3.5');

export const InfinityIcon = icon(
  'M12 12c-2-2.7-3.6-4-5.5-4a4 4 0 0 0 0 8c1.9 0 3.5-1.3 5.5-4Zm0 0c2 2.7 3.6 4 5.5 4a4 4 0 0 0 0-8c-1.9 0-3.5 1.3-5.5 4Z',
);

export const SparklesIcon = icon(
  'M10 3.5 11.8 8.2 16.5 10l-4.7 1.8L10 16.5l-1.8-4.7L3.5 10l4.7-1.8L10 3.5Z',
  'M18 14.5 18.9 16.6 21 17.5l-2.1.9L18 20.5l-.9-2.1-2.1-.9 2.1-.9.9-2.1Z',
);

export const BriefcaseIcon = icon(rect(3, 7, 18, 13, 2), 'M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18');

/** A heart; `filled` paints it in (a liked article). */
export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Svg fill={filled ? 'currentColor' : 'none'} {...p}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1L12 21l7.8-7.6 1-1a5.5 5.5 0 0 0 0-7.8Z" />
  </Svg>
);

/** A rising line with an arrow head at the top right. */
export const TrendingUpIcon = icon('m3 17 6-6 4 4 8-8', 'M15 7h6v6');

/** Filled frame (no stroke): brand marks (simplified glyphs), quotes, the learning page’s done tick. */
const Solid = (props: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props} />
);

/** A filled icon of the elements given, each with its own fill. */
export const solidIcon =
  (...shapes: ReactElement[]) =>
  (props: IconProps) =>
    createElement(Solid, props, ...shapes);

export const GoogleIcon = solidIcon(
  <path
    fill="#4285F4"
    d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3Z"
  />,
  <path
    fill="#34A853"
    d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z"
  />,
  <path fill="#FBBC05" d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14Z" />,
  <path
    fill="#EA4335"
    d="M12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10c.8-2.4 3-4.1 5.6-4.1Z"
  />,
);

export const GitHubIcon = solidIcon(
  <path
    fill="currentColor"
    d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z"
  />,
);

export const LinkedInIcon = solidIcon(
  <rect x="2" y="2" width="20" height="20" rx="3" fill="#0A66C2" />,
  <path
    fill="#fff"
    d="M7.1 9.6h-2.3V19h2.3V9.6ZM6 5.3a1.4 1.4 0 1 0 0 2.7 1.4 1.4 0 0 0 0-2.7Zm13.2 8.3c0-2.5-.5-4.3-3.4-4.3-1.4 0-2.3.8-2.7 1.5V9.6H11V19h2.3v-4.6c0-1.2.2-2.4 1.8-2.4 1.5 0 1.5 1.4 1.5 2.5V19h2.4v-5.4Z"
  />,
);

/** Solid quotation marks (testimonials). */
export const QuoteIcon = solidIcon(
  <path
    fill="currentColor"
    d="M10 7H6a3 3 0 0 0-3 3v4h4v3h1a4 4 0 0 0 4-4V9a2 2 0 0 0-2-2Zm11 0h-4a3 3 0 0 0-3 3v4h4v3h1a4 4 0 0 0 4-4V9a2 2 0 0 0-2-2Z"
  />,
);

export const SendIcon = icon('m4 12 16-8-6 16-2-6-8-2Z');

export const ChatIcon = icon('M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z');

export const LockIcon = icon(rect(5, 11, 14, 10, 2), 'M8 11V8a4 4 0 0 1 8 0v3');

export const MessagesIcon = icon('M4 5h12v9H8l-4 3V5Z', 'M16 9h4v10l-3-2.5h-7V14');

export const LifebuoyIcon = icon(
  circle(12, 12, 9),
  circle(12, 12, 4),
  'm5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
);

export const TicketIcon = icon(
  'M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4Z',
  'M13 6v2M13 11v2M13 16v2',
);
