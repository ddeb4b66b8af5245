import type { Course } from '@academy/shared';
import { endpoints } from '@academy/shared/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiCall } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { enrollmentKeys } from '../../../lib/query-keys';
import type { LoginRedirectState } from '../../../lib/route-access';
import { useMyEnrollment } from '../api/my-enrollments';
import { loadCheckout, type RazorpaySuccess } from './razorpay-checkout';

/** The payment alerts, word for word (spec part 2 §8). */
export const PAYMENT_ALERTS = {
  noOrder: 'Failed to create payment order',
  notEnrolled: 'Payment verified but enrollment failed',
  verifyFailed: 'Something went wrong verifying payment',
  paymentFailed: 'Something went wrong during payment',
} as const;

export type EnrollmentState = 'loading' | 'signed-out' | 'enrolled' | 'not-enrolled' | 'staff';

/**
 * Everything Enroll Now needs: whether the visitor is enrolled (then Continue Learning shows instead), and
 * `enrol()`, which sends a signed-out visitor to sign in and back, enrols in a free course, or runs the
 * Razorpay checkout for a paid one (order → checkout → verify), then goes to /learn/{id}.
 */
export function useEnrollment(course: Pick<Course, 'id' | 'title' | 'price'>) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const mine = useMyEnrollment(course.id, auth.user?.role === 'student');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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

  async function pay() {
    let order: Awaited<ReturnType<typeof apiCall<typeof endpoints.createPaymentOrder>>>;
    try {
      order = await apiCall(endpoints.createPaymentOrder, { body: { courseId: course.id } });
    } catch (e) {
      console.error('payment order failed', e);
      setError(PAYMENT_ALERTS.noOrder);
      return;
    }
    const config = await apiCall(endpoints.getClientConfig);
    const Razorpay = await loadCheckout(config.razorpayCheckoutUrl);
    await new Promise<void>((resolve) => {
      const checkout = new Razorpay({
        key: order.keyId,
        amount: order.order.amount,
        currency: order.order.currency,
        order_id: order.order.id,
        name: 'Academy',
        description: order.course.title,
        prefill: order.prefill,
        theme: { color: '#1d4ed8' },
        handler: (response: RazorpaySuccess) => {
          void verify(response).finally(resolve);
        },
        // Closing the checkout without paying is a payment that did not happen: the same alert (issue 4).
        modal: {
          ondismiss: () => {
            setError(PAYMENT_ALERTS.paymentFailed);
            resolve();
          },
        },
      });
      checkout.on('payment.failed', (response) => {
        console.error('payment failed', response.error);
        setError(PAYMENT_ALERTS.paymentFailed);
        resolve();
      });
      checkout.open();
    });
  }

  async function verify(response: RazorpaySuccess) {
    try {
      const result = await apiCall(endpoints.verifyPayment, { body: { ...response, courseId: course.id } });
      if (!result.success) {
        setError(PAYMENT_ALERTS.notEnrolled);
        return;
      }
      await done();
    } catch (e) {
      console.error('payment verification failed', e);
      setError(PAYMENT_ALERTS.verifyFailed);
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
        await pay();
      } else {
        await apiCall(endpoints.enroll, { body: { courseId: course.id } });
        await done();
      }
    } catch (e) {
      // Free enrolment failures are only logged (spec part 2 §8); the button stays usable.
      console.error('enrolment failed', e);
      if (course.price > 0) setError(PAYMENT_ALERTS.paymentFailed);
    } finally {
      setBusy(false);
    }
  }

  return { state, busy, error, enrol, dismissError: () => setError(null) };
}
