/** The notifications feature's line icons (24 px grid, stroke = currentColor, decorative). */
import { icon } from '../../../components/icons/icons';

export { CheckIcon } from '../../../components/icons/icons';

export const BellIcon = icon('M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0');

export const CheckAllIcon = icon('M18 6 7 17l-5-5', 'm22 10-7.5 7.5L13 16');
