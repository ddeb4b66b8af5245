import { type Coupon, CreateCouponBody } from '@academy/shared/features/coupons/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import * as z from 'zod';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';

/** Coupon windows are set and shown in India's time, whatever the browser's zone. */
export const COUPON_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET = '+05:30';

/** Where a coupon screen lives: the admin's (any course, or every course) or the instructor's (their courses). */
export const couponsBaseOf = (pathname: string) =>
  pathname.startsWith('/admin/') ? '/admin/coupons' : '/instructor/coupons';

/** The course choice that makes a code good for every course (admins only): the API's `courseId: null`. */
export const SITE_WIDE = 'site-wide';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A `datetime-local` value read as India's time: "2026-12-01T17:30" → "2026-12-01T17:30:00+05:30"; null if unreal. */
export function istInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const check = new Date(Date.UTC(y, mo - 1, d, h, mi));
  const real =
    check.getUTCFullYear() === y &&
    check.getUTCMonth() === mo - 1 &&
    check.getUTCDate() === d &&
    h < 24 &&
    mi < 60;
  return real ? `${value}:00${IST_OFFSET}` : null;
}

/** An instant as a `datetime-local` value in India's time (the form's default window). */
export function isoToIstInput(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 16);
}

/** The form's fields as the inputs hold them (strings), before they are read into the API's body. */
export interface CouponFormValues {
  code: string;
  /** A course id, SITE_WIDE, or '' while none is chosen. */
  courseId: string;
  kind: 'percent' | 'flat';
  value: string;
  startsAt: string;
  endsAt: string;
  maxRedemptions: string;
}

/** A field's message, in the language of the moment it is checked (the schema is built once, at load). */
const says = (message: MessageDescriptor) => ({ error: () => i18n._(message) });

const istInstant = (required: MessageDescriptor) =>
  z
    .string()
    .min(1, says(required))
    .transform((value, ctx) => {
      const iso = istInputToIso(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: i18n._(msg`Enter a valid date and time`) });
        return z.NEVER;
      }
      return iso;
    });

/** The create form, read into POST /api/coupons's body and checked by the API's own schema. */
export const CouponForm = z
  .object({
    code: z.string(),
    courseId: z.string().min(1, says(msg`Please choose a course`)),
    kind: z.enum(['percent', 'flat']),
    value: z.string().min(1, says(msg`Please enter the discount`)),
    startsAt: istInstant(msg`Please choose when it starts`),
    endsAt: istInstant(msg`Please choose when it ends`),
    maxRedemptions: z.string().min(1, says(msg`Please enter how many times it may be used`)),
  })
  .transform(
    (form): z.input<typeof CreateCouponBody> => ({
      ...form,
      courseId: form.courseId === SITE_WIDE ? null : form.courseId,
    }),
  )
  .pipe(CreateCouponBody);

/** A fresh form: 10 % off, from now for 30 days, 100 uses. */
export function couponDraft(now = new Date()): CouponFormValues {
  const hour = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  return {
    code: '',
    courseId: '',
    kind: 'percent',
    value: '10',
    startsAt: isoToIstInput(hour),
    endsAt: isoToIstInput(new Date(hour.getTime() + 30 * 86_400_000)),
    maxRedemptions: '100',
  };
}

export type CouponStatus = 'scheduled' | 'active' | 'ended';

/** Scheduled before its window, ended after it or once every use is taken, active between. */
export function couponStatus(
  coupon: Pick<Coupon, 'startsAt' | 'endsAt' | 'redeemed' | 'maxRedemptions'>,
  now = Date.now(),
): CouponStatus {
  if (now >= Date.parse(coupon.endsAt) || coupon.redeemed >= coupon.maxRedemptions) return 'ended';
  if (now < Date.parse(coupon.startsAt)) return 'scheduled';
  return 'active';
}

/** "20 % off", "₹500 off" (a flat value is whole rupees). */
export function discountText(coupon: Pick<Coupon, 'kind' | 'value'>): string {
  const { value } = coupon;
  if (coupon.kind === 'percent') return t`${value} % off`;
  const rupees = formatRupees(value);
  return t`${rupees} off`;
}

/** "Dec 1, 2026, 5:30 PM – Dec 31, 2026, 11:59 PM IST". */
export function windowText(coupon: Pick<Coupon, 'startsAt' | 'endsAt'>): string {
  const starts = formatDateTime(coupon.startsAt, COUPON_TIME_ZONE);
  const ends = formatDateTime(coupon.endsAt, COUPON_TIME_ZONE);
  return t`${starts} – ${ends} IST`;
}

/** "3 redeemed · 1 held · 100 max". */
export function usesText(coupon: Pick<Coupon, 'redeemed' | 'held' | 'maxRedemptions'>): string {
  const { redeemed, held, maxRedemptions } = coupon;
  return t`${redeemed} redeemed · ${held} held · ${maxRedemptions} max`;
}
