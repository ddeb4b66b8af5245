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
  prefill: { name: string; email: string };
  theme?: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
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
