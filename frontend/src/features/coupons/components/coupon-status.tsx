import type { Coupon } from '@academy/shared/features/coupons/schemas';
import { Badge, type BadgeTone } from '../../../components/ui';
import { type CouponStatus, couponStatus } from '../lib/coupon-form';

const looks: Record<CouponStatus, { tone: BadgeTone; label: string }> = {
  active: { tone: 'green', label: 'Active' },
  scheduled: { tone: 'blue', label: 'Scheduled' },
  ended: { tone: 'neutral', label: 'Ended' },
};

/** Active, Scheduled (before its window) or Ended (after it, or every use taken). */
export function CouponStatusBadge({ coupon }: { coupon: Coupon }) {
  const { tone, label } = looks[couponStatus(coupon)];
  return <Badge tone={tone}>{label}</Badge>;
}

/** The course a code is for, or every course. */
export const couponCourseText = (coupon: Pick<Coupon, 'course'>) =>
  coupon.course ? coupon.course.title : 'All courses (site-wide)';
