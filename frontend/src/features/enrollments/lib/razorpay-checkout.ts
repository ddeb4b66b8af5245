/** The part of Razorpay's checkout.js this app uses (`new Razorpay(options).open()`). */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact?: string };
  theme?: { color: string };
  /** Checkout's display configuration: which payment blocks show, in what order. */
  config?: typeof UPI_FIRST;
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

/**
 * UPI first (issue 39): a UPI block at the top of Razorpay's checkout, the other methods after it. Razorpay's
 * checkout `config.display` (blocks, sequence, preferences).
 */
export const UPI_FIRST = {
  display: {
    blocks: { upi: { name: 'Pay using UPI', instruments: [{ method: 'upi' }] } },
    sequence: ['block.upi'],
    preferences: { show_default_blocks: true },
  },
};

/** The order as POST /api/payments/order answers it for the checkout. */
export interface CheckoutOrder {
  keyId: string;
  order: { id: string; amount: number; currency: string };
  course: { title: string };
  prefill: { name: string; email: string; contact?: string };
}

/** Razorpay's options for an order: the amount the server priced, the buyer's details, UPI first. */
export function razorpayOptions(
  order: CheckoutOrder,
  on: Pick<RazorpayOptions, 'handler'> & { dismiss: () => void },
): RazorpayOptions {
  const { name, email, contact } = order.prefill;
  return {
    key: order.keyId,
    amount: order.order.amount,
    currency: order.order.currency,
    order_id: order.order.id,
    name: 'Academy',
    description: order.course.title,
    prefill: contact ? { name, email, contact } : { name, email },
    theme: { color: '#1d4ed8' },
    config: UPI_FIRST,
    handler: on.handler,
    // Closing the checkout without paying is a payment that did not happen (issue 4).
    modal: { ondismiss: on.dismiss },
  };
}

interface RazorpayInstance {
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
  open(): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * Loads the checkout script once, on demand (only when someone pays): Razorpay's own in AWS, the local
 * stand-in on the local stack. Its address comes from GET /api/config.
 */
export function loadCheckout(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout did not load'));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Checkout did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
