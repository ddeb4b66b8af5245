/** The learning page's own line icons (24 px grid, stroke = currentColor, decorative). */
import { circle, icon, rect, solidIcon } from '../../../components/icons/icons';

export { ClockIcon, DownloadIcon, ExternalLinkIcon } from '../../../components/icons/icons';

export const DoneIcon = solidIcon(
  <circle cx="12" cy="12" r="10" fill="currentColor" />,
  <path
    d="m7.5 12.5 3 3 6-6.5"
    fill="none"
    stroke="#fff"
    strokeWidth={2.4}
    strokeLinecap="round"
    strokeLinejoin="round"
  />,
);

export const PlayCircleIcon = icon(
  circle(12, 12, 9),
  <path d="m10 8.5 5.5 3.5-5.5 3.5Z" fill="currentColor" />,
);

export const VideoOffIcon = icon(
  'M10.7 6H14a2 2 0 0 1 2 2v3.3l5-3.3v8',
  'M16 16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h2',
  'm2 2 20 20',
);

export const FileIcon = icon(
  'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z',
  'M14 3v5h5',
  'M9 13h6M9 17h4',
);

export const LockIcon = icon(rect(4, 10, 16, 11, 2), 'M8 10V7a4 4 0 0 1 8 0v3');

export const ListIcon = icon('M9 6h11M9 12h11M9 18h11', 'M4 6h.01M4 12h.01M4 18h.01');

export const RefreshIcon = icon('M20 12a8 8 0 1 1-2.3-5.6', 'M20 4v5h-5');
