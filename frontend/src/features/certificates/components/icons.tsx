/** The certificates screens' own line icons (24 px grid, stroke = currentColor, decorative). */
import { circle, icon } from '../../../components/icons/icons';

export { DownloadIcon, ShieldIcon as VerifiedIcon } from '../../../components/icons/icons';

export const SearchOffIcon = icon(circle(11, 11, 7), 'm20 20-3.5-3.5', 'm8.5 8.5 5 5M13.5 8.5l-5 5');
