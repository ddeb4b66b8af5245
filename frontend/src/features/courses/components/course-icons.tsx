/** Line icons the course screens need beyond the shared set (24 px grid, stroke = currentColor, decorative). */
import { icon, solidIcon } from '../../../components/icons/icons';

export { ExternalLinkIcon, GlobeIcon } from '../../../components/icons/icons';
export * from '../../../components/ui/public-icons';

export const XBrandIcon = solidIcon(
  <path
    fill="currentColor"
    d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z"
  />,
);

export const BarChartIcon = icon('M4 20h16M7 16v-5M12 16V6M17 16v-8');

export const CodeIcon = icon('m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16');

export const FileTextIcon = icon(
  'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z',
  'M14 3v5h5M9 13h6M9 17h6',
);

export const RefreshIcon = icon(
  'M20 11a8 8 0 0 0-14.6-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5L20 16M20 20v-4h-4',
);

export const GaugeIcon = icon(
  'M3.5 17a9 9 0 1 1 17 0',
  'm12 14 4-5',
  <circle cx="12" cy="14" r="1.5" fill="currentColor" />,
);
