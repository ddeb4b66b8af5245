import type { Coupon } from '@academy/shared/features/coupons/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Badge, type BadgeTone } from '../../../components/ui';
import { type CouponStatus, couponStatus } from '../lib/coupon-form';

const looks: Record<CouponStatus, { tone: BadgeTone; label: MessageDescriptor }> = {
  active: { tone: 'green', label: msg`Active` },
  scheduled: { tone: 'blue', label: msg`Scheduled` },
  ended: { tone: 'neutral', label: msg`Ended` },
};

/** Active, Scheduled (before its window) or Ended (after it, or every use taken). */
export function CouponStatusBadge({ coupon }: { coupon: Coupon }) {
  const { i18n } = useLingui();
  const { tone, label } = looks[couponStatus(coupon)];
  return <Badge tone={tone}>{i18n._(label)}</Badge>;
}

/** The course a code is for, or every course. */
export const couponCourseText = (coupon: Pick<Coupon, 'course'>) =>
  coupon.course ? coupon.course.title : t`All courses (site-wide)`;
