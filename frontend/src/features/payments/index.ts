/**
 * What other features may use of the payments feature: the checkout dialog a paid course's Enroll Now opens
 * (the enrolments feature loads this door on demand, so none of it is in the course page's first load).
 * Everything else in the folder is internal to it.
 */
export { CheckoutDialog, type CheckoutDialogProps } from './components/checkout-dialog';
