import { t } from '@lingui/core/macro';
import { formatCount } from '../../../lib/format';

/** A whole-number figure with its unit ("12 h", "67%"); null when there is none to show (not loaded). */
export function figureText(value: number | undefined, unit = ''): string | null {
  return value === undefined ? null : `${formatCount(value)}${unit}`;
}

/** An average rating with one decimal ("4.6"); "No ratings" when none of the courses has one (the call answers 0). */
export function ratingText(averageRating: number): string {
  return averageRating > 0 ? averageRating.toFixed(1) : t`No ratings`;
}
