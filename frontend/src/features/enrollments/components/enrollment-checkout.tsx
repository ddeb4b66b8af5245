import { lazy, Suspense } from 'react';
import { loadCheckoutDialog } from '../lib/checkout-dialog';
import type { useEnrollment } from '../lib/use-enrollment';

const CheckoutDialog = lazy(() => loadCheckoutDialog().then((m) => ({ default: m.CheckoutDialog })));

/** The checkout dialog of a paid course while Enroll Now has it open (render it once per course page). */
export function EnrollmentCheckout({
  course,
  enrollment,
}: {
  course: { id: string; title: string; price: number };
  enrollment: ReturnType<typeof useEnrollment>;
}) {
  const { checkout } = enrollment;
  if (!checkout.open) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutDialog
        course={course}
        onClose={checkout.close}
        onOrder={(result) => void checkout.onOrder(result)}
      />
    </Suspense>
  );
}
