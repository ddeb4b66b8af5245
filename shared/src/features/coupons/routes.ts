import type { RouteDef } from '../../route';
import { defineRoute } from '../../route';
import {
  CouponDetailQuery,
  CouponDetailResponse,
  CouponParams,
  CouponResponse,
  CreateCouponBody,
  ListCouponsQuery,
  ListCouponsResponse,
  QuoteCouponBody,
  QuoteCouponResponse,
} from './schemas';

/** The coupons feature's API routes (composed into the one table in shared/src/routes.ts). */
export const couponsRoutes = {
  createCoupon: defineRoute({
    id: 'createCoupon',
    method: 'POST',
    path: '/api/coupons',
    handler: 'coupons/create-coupon',
    access: ['instructor', 'admin'],
    summary:
      'Create a coupon code: an instructor for their own course, an admin for any course or the whole site',
    tags: ['coupons'],
    body: CreateCouponBody,
    grants: ['table:write'],
    response: CouponResponse,
    successStatus: 201,
  }),
  listCoupons: defineRoute({
    id: 'listCoupons',
    method: 'GET',
    path: '/api/coupons',
    handler: 'coupons/list-coupons',
    access: ['instructor', 'admin'],
    summary: 'Coupon codes, newest first: an instructor’s own, or every code for an admin',
    tags: ['coupons'],
    query: ListCouponsQuery,
    response: ListCouponsResponse,
  }),
  getCoupon: defineRoute({
    id: 'getCoupon',
    method: 'GET',
    path: '/api/coupons/{code}',
    handler: 'coupons/get-coupon',
    access: ['instructor', 'admin'],
    summary: 'A coupon code with its redemptions, newest first: its instructor and admins only',
    tags: ['coupons'],
    params: CouponParams,
    query: CouponDetailQuery,
    response: CouponDetailResponse,
  }),
  quoteCoupon: defineRoute({
    id: 'quoteCoupon',
    method: 'POST',
    path: '/api/coupons/quote',
    handler: 'coupons/quote-coupon',
    access: ['student'],
    summary: 'The price of a course with a code applied, as the checkout shows it (the order recomputes it)',
    tags: ['coupons'],
    body: QuoteCouponBody,
    response: QuoteCouponResponse,
  }),
} as const satisfies Record<string, RouteDef>;
