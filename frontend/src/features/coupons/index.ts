/**
 * What other features may use of the coupons feature: the checkout's quote of a code (the payments feature's
 * checkout dialog). Everything else in the folder is internal to it.
 */
export { quoteCoupon, useCouponQuote } from './api/quote-coupon';
