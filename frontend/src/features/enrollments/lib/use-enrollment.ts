import type { Course } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiCall, type CallResult } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { i18n } from '../../../lib/i18n';
import { enrollmentKeys } from '../../../lib/query-keys';
import type { LoginRedirectState } from '../../../lib/route-access';
import { useMyEnrollment } from '../api/my-enrollments';
import { loadCheckoutDialog } from './checkout-dialog';
import { type CheckoutOrder, loadCheckout, type RazorpaySuccess, razorpayOptions } from './razorpay-checkout';

type PaymentOrderResult = CallResult<typeof endpoints.createPaymentOrder>;

/** The payment alerts, word for word (spec part 2 §8); shown with `i18n._(…)` in the page's language. */
export const PAYMENT_ALERTS = {
  noOrder: msg`Failed to create payment order`,
  notEnrolled: msg`Payment verified but enrollment failed`,
  verifyFailed: msg`Something went wrong verifying payment`,
  paymentFailed: msg`Something went wrong during payment`,
} as const;

/** One of them, in the page's language. */
const alertText = (alert: keyof typeof PAYMENT_ALERTS) => i18n._(PAYMENT_ALERTS[alert]);

export type EnrollmentState = 'loading' | 'signed-out' | 'enrolled' | 'not-enrolled' | 'staff';

/**
 * Everything Enroll Now needs: whether the visitor is enrolled (then Continue Learning shows instead), and
 * `enrol()`, which sends a signed-out visitor to sign in and back, enrols in a free course, or opens the
 * checkout dialog for a paid one (billing details, coupon → order), then Razorpay's checkout (→ verify), and
 * goes to /learn/{id}. A code that takes the whole price enrols with no payment.
 */
export function useEnrollment(course: Pick<Course, 'id' | 'title' | 'price'>) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const mine = useMyEnrollment(course.id, auth.user?.role === 'student');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);

  const enrolled = Boolean(mine.data);
  let state: EnrollmentState;
  if (auth.status === 'loading') state = 'loading';
  else if (!auth.user) state = 'signed-out';
  else if (auth.user.role !== 'student') state = 'staff';
  else if (mine.isPending) state = 'loading';
  // If the enrolment lookup fails the user is treated as not enrolled (spec part 2 §4).
  else state = enrolled ? 'enrolled' : 'not-enrolled';

  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: enrollmentKeys.mine });
    navigate(`/learn/${course.id}`);
  };

  /** Razorpay's checkout for the order the checkout dialog made (UPI first), then verify. */
  async function pay(order: CheckoutOrder) {
    const config = await apiCall(endpoints.getClientConfig);
    const Razorpay = await loadCheckout(config.razorpayCheckoutUrl);
    await new Promise<void>((resolve) => {
      const checkout = new Razorpay(
        razorpayOptions(order, {
          handler: (response: RazorpaySuccess) => {
            void verify(response).finally(resolve);
          },
          dismiss: () => {
            setError(alertText('paymentFailed'));
            resolve();
          },
        }),
      );
      checkout.on('payment.failed', (response) => {
        console.error('payment failed', response.error);
        setError(alertText('paymentFailed'));
        resolve();
      });
      checkout.open();
    });
  }

  /**
   * What the checkout dialog's Pay made: an enrolment at once (a code took the whole price), or an order to pay
   * with Razorpay's checkout.
   */
  async function onOrder(result: PaymentOrderResult) {
    setCheckoutOpen(false);
    setBusy(true);
    setError(null);
    try {
      if (result.kind === 'enrolled') await done();
      else await pay(result);
    } catch (e) {
      console.error('payment failed', e);
      setError(alertText('paymentFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function verify(response: RazorpaySuccess) {
    try {
      const result = await apiCall(endpoints.verifyPayment, { body: { ...response, courseId: course.id } });
      if (!result.success) {
        setError(alertText('notEnrolled'));
        return;
      }
      await done();
    } catch (e) {
      console.error('payment verification failed', e);
      setError(alertText('verifyFailed'));
    }
  }

  async function enrol() {
    if (state === 'signed-out') {
      const redirect: LoginRedirectState = {
        from: { pathname: location.pathname, search: location.search, hash: '' },
      };
      navigate('/login', { state: redirect });
      return;
    }
    if (state === 'enrolled') {
      navigate(`/learn/${course.id}`);
      return;
    }
    if (state !== 'not-enrolled' || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (course.price > 0) {
        // The checkout dialog (billing details, coupon) is loaded only now, off the course page's first load.
        await loadCheckoutDialog();
        setCheckoutOpen(true);
      } else {
        await apiCall(endpoints.enroll, { body: { courseId: course.id } });
        await done();
      }
    } catch (e) {
      // Free enrolment failures are only logged (spec part 2 §8); the button stays usable.
      console.error('enrolment failed', e);
      if (course.price > 0) setError(alertText('paymentFailed'));
    } finally {
      setBusy(false);
    }
  }

  return {
    state,
    busy,
    error,
    enrol,
    dismissError: () => setError(null),
    /** The checkout dialog of a paid course: open after Enroll Now, until it is closed or has made the order. */
    checkout: { open: checkoutOpen, close: () => setCheckoutOpen(false), onOrder },
  };
}
