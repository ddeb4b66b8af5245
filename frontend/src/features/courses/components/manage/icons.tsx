/** Line icons for course management (24 px grid, stroke = currentColor, decorative). */
import { icon, rect } from '../../../../components/icons/icons';

export {
  ClockIcon,
  EyeOffIcon,
  GlobeIcon,
  LayersIcon,
  PlusIcon,
  RefreshIcon,
  TrashIcon,
} from '../../../../components/icons/icons';

export const UploadIcon = icon('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm17 8-5-5-5 5M12 3v12');

export const VideoIcon = icon(rect(2, 6, 14, 12, 2), 'm22 8-6 4 6 4V8Z');

export const LinkIcon = icon(
  'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7',
  'M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
);

export const RupeeIcon = icon('M6 3h12M6 8h12M6 13l8.5 8M6 13h3c6.7 0 6.7-10 0-10');
